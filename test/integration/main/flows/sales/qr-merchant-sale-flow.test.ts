import { afterEach, describe, expect, it } from 'vitest';
import { saleInput } from '../../../../../shared/flows/flow-input';
import { openFlowSimulator, type FlowSimulator } from '../flow-simulator';
import { theCharge, trigger, whenAwaitingCustomer } from '../sale-simulator-kit';

let h: FlowSimulator | undefined;

afterEach(async () => {
  await h?.close();
  h = undefined;
});

const qrMerchantSale = saleInput.parse({
  token: { payment_type: 'qr_merchant', email: 'mpm@example.jp', data: { brand: 'we_chat_mpm' } },
  charge: { amount: 1200, currency: 'JPY' },
});

describe('merchant-presented QR sale against the simulator', () => {
  it('shows the token’s code, the wallet page, and succeeds once the customer paid', async () => {
    h = await openFlowSimulator();
    const flows = h;
    const paid = whenAwaitingCustomer(flows, async (progress) => {
      await trigger(flows, 'qr_merchant.pay', { chargeId: progress.chargeId });
      return progress;
    });
    const end = await flows.run(flows.engine.startSale(qrMerchantSale));
    const awaiting = await paid;

    expect(end).toMatchObject({ step: 'succeeded', chargeStatus: 'successful' });
    const charge = await theCharge(flows, end.operationId);
    expect(charge).toMatchObject({ status: 'successful' });
    const { action } = awaiting;
    if (action?.type !== 'qr_code') throw new Error('no code was shown');
    expect(action).toMatchObject({
      brand: 'we_chat_mpm',
      content: `${flows.sim.baseUrl}/wallet/charges/${awaiting.chargeId}`,
    });
    // main/simulator/charges/README.md (Processing and outcomes): a merchant-presented
    // code is open for 5 minutes.
    const createdOn = new Date(charge.created_on ?? 0).getTime();
    expect(Date.parse(action.expiresAt ?? '') - createdOn).toBe(5 * 60 * 1000);
  });

  it('fails with 327 when the code expires unpaid', async () => {
    h = await openFlowSimulator();
    const flows = h;
    const expired = whenAwaitingCustomer(flows, (progress) =>
      trigger(flows, 'charge.expire', { chargeId: progress.chargeId }),
    );
    const end = await flows.run(flows.engine.startSale(qrMerchantSale));
    await expired;

    expect(end).toMatchObject({ step: 'failed', problem: { type: 'payment', code: 327 } });
    expect(await theCharge(flows, end.operationId)).toMatchObject({ status: 'failed' });
  });
});
