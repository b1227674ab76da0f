import { afterEach, describe, expect, it } from 'vitest';
import {
  cardRegistration,
  cards,
  issuerPageCustomer,
  openFlowSimulator,
  type FlowSimulator,
} from '../../flow-simulator';

let h: FlowSimulator | undefined;

afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('card registration against the simulator', () => {
  it('registers a recurring card after the customer completes the token 3DS', async () => {
    const customer = issuerPageCustomer('Authenticate');
    h = await openFlowSimulator(customer.authenticator);
    const end = await h.run(h.engine.startCardRegistration(cardRegistration(cards.succeeds)));

    expect(end).toMatchObject({ step: 'succeeded' });
    expect(h.events.map((event) => event.step)).toEqual([
      'started',
      'creating_token',
      'authenticating_token',
      'succeeded',
    ]);
    const tokenId = h.journal.operation(end.operationId)?.facts.transactionTokenId ?? '';
    const token = await h.api.tokens.getToken({ params: { storeId: h.storeId, tokenId } });
    expect(token).toMatchObject({
      type: 'recurring',
      data: { three_ds: { status: 'successful' } },
    });
    expect(customer.opened[0]?.body).toBe(`resource_id=${tokenId}&resource_type=transaction_token`);
  });

  it('fails when the customer fails the token 3DS', async () => {
    const customer = issuerPageCustomer('Fail authentication');
    h = await openFlowSimulator(customer.authenticator);
    const end = await h.run(h.engine.startCardRegistration(cardRegistration(cards.succeeds)));
    expect(end).toMatchObject({ step: 'failed', problem: { type: 'payment', code: 358 } });
  });
});
