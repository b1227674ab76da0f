import { afterEach, describe, expect, it } from 'vitest';
import type { Authenticator } from '../../../../../../main/flows/engine/flow-definition';
import {
  cardSale,
  cards,
  issuerPageCustomer,
  openFlowSimulator,
  simulatorTillId,
  type FlowSimulator,
} from '../../flow-simulator';

let h: FlowSimulator | undefined;

afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function chargesOfStore(flows: FlowSimulator) {
  return (await flows.api.charges.listStoreCharges({ params: { storeId: flows.storeId } })).items;
}

describe('card sale against the simulator', () => {
  it('charges a card and keeps its number out of the journal', async () => {
    h = await openFlowSimulator();
    const end = await h.run(h.engine.startSale(cardSale(cards.succeeds)));
    expect(end).toMatchObject({ step: 'succeeded', chargeStatus: 'successful', amount: 1200 });

    const [charge] = await chargesOfStore(h);
    expect(charge).toMatchObject({ id: end.chargeId, status: 'successful', charged_amount: 1200 });
    expect(charge?.metadata).toEqual({
      'counter-operation-id': end.operationId,
      'counter-till-id': simulatorTillId,
    });
    const journal = await h.journalText();
    expect(journal).not.toContain(cards.succeeds);
    expect(journal).toContain('"lastFour":"5556"');
  });

  it('fails with the decline of a card ending 1111', async () => {
    h = await openFlowSimulator();
    const end = await h.run(h.engine.startSale(cardSale(cards.declined)));
    expect(end).toMatchObject({
      step: 'failed',
      chargeStatus: 'failed',
      problem: { type: 'payment', code: 306 },
    });
  });

  it('completes 3DS at the issuer page the customer is shown', async () => {
    const customer = issuerPageCustomer('Authenticate');
    h = await openFlowSimulator(customer.authenticator);
    const end = await h.run(h.engine.startSale(cardSale(cards.threeDs)));

    expect(h.events.map((event) => event.step)).toEqual([
      'started',
      'creating_token',
      'creating_charge',
      'processing',
      'authenticating',
      'succeeded',
    ]);
    expect(end).toMatchObject({ chargeStatus: 'successful' });
    expect(customer.opened[0]).toMatchObject({ method: 'POST', operationId: end.operationId });
    expect(customer.opened[0]?.body).toBe(`resource_id=${end.chargeId ?? ''}&resource_type=charge`);
  });

  it('fails when the customer fails 3DS', async () => {
    const failing: Authenticator = {
      async open(page) {
        const chargeId = h?.engine
          .running()
          .find((p) => p.operationId === page.operationId)?.chargeId;
        await h?.control('POST', '/_sim/triggers/three_ds.complete', {
          resource: 'charge',
          id: chargeId,
          outcome: 'failure',
        });
        return 'completed';
      },
    };
    h = await openFlowSimulator(failing);
    const end = await h.run(h.engine.startSale(cardSale(cards.threeDs)));
    expect(end).toMatchObject({ step: 'failed', problem: { type: 'payment', code: 358 } });
  });

  it('cancels the charge when the cashier aborts during 3DS', async () => {
    const leaving: Authenticator = {
      open(page, signal) {
        expect(h?.engine.abort(page.operationId).ok).toBe(true);
        return Promise.resolve(signal.aborted ? 'aborted' : 'closed');
      },
    };
    h = await openFlowSimulator(leaving);
    const end = await h.run(h.engine.startSale(cardSale(cards.threeDs)));
    expect(end).toMatchObject({ step: 'abandoned', chargeStatus: 'canceled' });
    expect((await chargesOfStore(h))[0]?.status).toBe('canceled');
  });

  it('creates no charge when aborted before the charge', async () => {
    h = await openFlowSimulator();
    const start = await h.engine.startSale(cardSale(cards.succeeds));
    if (!start.ok) throw new Error(start.error.code);
    expect(h.engine.abort(start.value.operationId).ok).toBe(true);
    expect(await h.ended(start.value.operationId)).toMatchObject({ step: 'abandoned' });
    expect(await chargesOfStore(h)).toEqual([]);
  });

  it('retries a charge answered 503 and makes exactly one charge', async () => {
    h = await openFlowSimulator();
    await h.control('POST', '/_sim/faults', { fault: '503', method: 'POST', path: '/charges' });
    const end = await h.run(h.engine.startSale(cardSale(cards.succeeds)));
    expect(end).toMatchObject({ step: 'succeeded' });
    expect(await h.control('GET', '/_sim/state')).toMatchObject({ armedFaults: [] });
    expect(await chargesOfStore(h)).toHaveLength(1);
  });

  it('replays a charge whose answer was lost under the same key, and makes exactly one', async () => {
    h = await openFlowSimulator();
    await h.control('POST', '/_sim/faults', {
      fault: 'reset-after',
      method: 'POST',
      path: '/charges',
    });
    const end = await h.run(h.engine.startSale(cardSale(cards.succeeds)));
    expect(end).toMatchObject({ step: 'succeeded' });
    const made = await chargesOfStore(h);
    expect(made.map((charge) => charge.id)).toEqual([end.chargeId]);
  });
});
