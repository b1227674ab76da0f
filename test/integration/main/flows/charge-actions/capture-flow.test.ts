import { afterEach, describe, expect, it } from 'vitest';
import { captureInput } from '../../../../../shared/flows/flow-input';
import { cardSale, cards, openFlowSimulator, type FlowSimulator } from '../flow-simulator';

let h: FlowSimulator | undefined;

afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function authorize(flows: FlowSimulator): Promise<string> {
  const sale = await flows.run(
    flows.engine.startSale(cardSale(cards.succeeds, { capture: false })),
  );
  expect(sale).toMatchObject({ step: 'succeeded', chargeStatus: 'authorized' });
  return sale.chargeId ?? '';
}

describe('capture against the simulator', () => {
  it('captures part of an authorization', async () => {
    h = await openFlowSimulator();
    const chargeId = await authorize(h);
    const end = await h.run(
      h.engine.startCapture(captureInput.parse({ chargeId, amount: 800, currency: 'JPY' })),
    );
    expect(end).toMatchObject({ step: 'succeeded', chargeStatus: 'successful', amount: 800 });
    const charge = await h.api.charges.getCharge({ params: { storeId: h.storeId, chargeId } });
    expect(charge).toMatchObject({ status: 'successful', charged_amount: 800 });
  });

  it('captures a whole authorization', async () => {
    h = await openFlowSimulator();
    const chargeId = await authorize(h);
    const end = await h.run(
      h.engine.startCapture(captureInput.parse({ chargeId, amount: 1200, currency: 'JPY' })),
    );
    expect(end).toMatchObject({ step: 'succeeded', chargeStatus: 'successful' });
  });

  it('refuses to capture more than was authorized, sending nothing', async () => {
    h = await openFlowSimulator();
    const chargeId = await authorize(h);
    const end = await h.run(
      h.engine.startCapture(captureInput.parse({ chargeId, amount: 1201, currency: 'JPY' })),
    );
    expect(end).toMatchObject({ step: 'failed', problem: { code: 'CAPTURE_AMOUNT_TOO_LARGE' } });
    const charge = await h.api.charges.getCharge({ params: { storeId: h.storeId, chargeId } });
    expect(charge.status).toBe('authorized');
  });

  it('fails with the service refusal when the charge was already captured', async () => {
    h = await openFlowSimulator();
    const chargeId = await authorize(h);
    const input = captureInput.parse({ chargeId, amount: 1200, currency: 'JPY' });
    expect(await h.run(h.engine.startCapture(input))).toMatchObject({ step: 'succeeded' });
    expect(await h.run(h.engine.startCapture(input))).toMatchObject({
      step: 'failed',
      problem: { type: 'service', status: 400, code: 'ALREADY_CAPTURED' },
    });
  });
});
