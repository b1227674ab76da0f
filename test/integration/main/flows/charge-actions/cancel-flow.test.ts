import { afterEach, describe, expect, it } from 'vitest';
import { cardSale, cards, openFlowSimulator, type FlowSimulator } from '../flow-simulator';

let h: FlowSimulator | undefined;

afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function sell(flows: FlowSimulator, cardNumber: string): Promise<string> {
  const sale = await flows.run(flows.engine.startSale(cardSale(cardNumber)));
  expect(sale).toMatchObject({ step: 'succeeded' });
  return sale.chargeId ?? '';
}

describe('cancel against the simulator', () => {
  it('cancels a successful charge', async () => {
    h = await openFlowSimulator();
    const chargeId = await sell(h, cards.succeeds);
    const end = await h.run(h.engine.startCancel({ chargeId }));
    expect(end).toMatchObject({
      step: 'succeeded',
      chargeStatus: 'canceled',
      amount: 1200,
      currency: 'JPY',
    });
    expect(h.journal.operation(end.operationId)?.facts).toMatchObject({
      cancelStatus: 'successful',
    });
  });

  it('fails as the cancel itself answers for a card ending 1881, leaving the charge paid', async () => {
    h = await openFlowSimulator();
    const chargeId = await sell(h, cards.cancelFails);
    const end = await h.run(h.engine.startCancel({ chargeId }));
    expect(end).toMatchObject({ step: 'failed', problem: { type: 'payment', code: 312 } });
    const charge = await h.api.charges.getCharge({ params: { storeId: h.storeId, chargeId } });
    expect(charge.status).toBe('successful');
    expect(h.journal.operation(end.operationId)?.facts).toMatchObject({ cancelStatus: 'failed' });
    expect(h.journal.reviewList()).toEqual([]);
  });

  it('fails with the service refusal for a declined charge', async () => {
    h = await openFlowSimulator();
    const sale = await h.run(h.engine.startSale(cardSale(cards.declined)));
    const end = await h.run(h.engine.startCancel({ chargeId: sale.chargeId ?? '' }));
    expect(end).toMatchObject({
      step: 'failed',
      problem: { type: 'service', code: 'CANCEL_NOT_ALLOWED' },
    });
  });
});
