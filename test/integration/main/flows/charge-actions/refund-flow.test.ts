import { afterEach, describe, expect, it } from 'vitest';
import { refundInput } from '../../../../../shared/flows/flow-input';
import { cardSale, cards, openFlowSimulator, type FlowSimulator } from '../flow-simulator';

let h: FlowSimulator | undefined;

afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function refundOf(flows: FlowSimulator, cardNumber: string, amount: number) {
  const sale = await flows.run(flows.engine.startSale(cardSale(cardNumber)));
  expect(sale).toMatchObject({ step: 'succeeded' });
  const input = refundInput.parse({
    chargeId: sale.chargeId,
    amount,
    currency: 'JPY',
    reason: 'customer_request',
  });
  return flows.run(flows.engine.startRefund(input));
}

describe('refund against the simulator', () => {
  it('refunds part of a charge', async () => {
    h = await openFlowSimulator();
    const end = await refundOf(h, cards.succeeds, 500);
    expect(end).toMatchObject({ step: 'succeeded', amount: 500 });
    expect(h.journal.operation(end.operationId)?.facts).toMatchObject({
      refundStatus: 'successful',
      refundReason: 'customer_request',
    });
  });

  it('fails with the payment error when the refund of a card ending 4242 fails', async () => {
    h = await openFlowSimulator();
    const end = await refundOf(h, cards.refundFails, 1200);
    expect(end).toMatchObject({ step: 'failed', problem: { type: 'payment', code: 308 } });
  });

  it('fails with the service refusal when the refund exceeds the charge', async () => {
    h = await openFlowSimulator();
    const end = await refundOf(h, cards.succeeds, 1201);
    expect(end).toMatchObject({
      step: 'failed',
      problem: { type: 'service', code: 'REFUND_EXCEEDS_CHARGE_AMOUNT' },
    });
  });
});
