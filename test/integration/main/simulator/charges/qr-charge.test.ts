import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceErrorBody } from '../../../../../shared/service/errors';
import type { TestSimulator } from '../simulator-fixture';
import { isPaymentType, type TransactionToken } from '../../../../../shared/service/tokens';
import {
  advanceClock,
  type Caller,
  createdToken,
  readToken,
  scannedQrBody,
} from '../tokens/token-test-kit';
import { pressButton, visit } from './browser';
import {
  caller,
  getIssuerToken,
  newCharge,
  processCharges,
  qrMerchantBody,
  readCharge,
  startChargeSimulator,
  trigger,
  triggerCharge,
} from './charge-test-kit';

/** The code a merchant-presented QR token carries (conventions: Merchant-presented QR). */
function codeOf(token: TransactionToken): string | undefined {
  const qr = isPaymentType(token, 'qr_merchant') || isPaymentType(token, 'qr_scan');
  return (qr && token.data.qr_image_url) || undefined;
}

let sim: TestSimulator;
let store1: Caller;

beforeAll(async () => {
  sim = await startChargeSimulator();
  store1 = caller(sim, 'store1Test');
});
beforeEach(async () => {
  await sim.call('POST', '/_sim/reset');
});
afterAll(() => sim.close());

describe('customer-presented QR charges (qr_scan)', () => {
  it('succeeds once processed for a code the wallet accepts', async () => {
    const token = await createdToken(store1, scannedQrBody('pay_pay:281234567890123456'));
    const created = await newCharge(store1, token.id);
    await processCharges(sim);
    expect(await readCharge(store1, created.id)).toMatchObject({
      status: 'successful',
      charged_amount: 1000,
    });
  });

  it('fails with the code’s payment error (330 insufficient funds)', async () => {
    const token = await createdToken(store1, scannedQrBody('pay_pay:281234567890123456:330'));
    const created = await newCharge(store1, token.id);
    await processCharges(sim);
    expect(await readCharge(store1, created.id)).toMatchObject({
      status: 'failed',
      error: { code: 330, message: 'INSUFFICIENT_FUNDS' },
    });
  });

  it('has no issuer token, as the charge is not online', async () => {
    const token = await createdToken(store1, scannedQrBody('pay_pay:281234567890123456'));
    const created = await newCharge(store1, token.id);
    await processCharges(sim);
    const answer = await getIssuerToken(store1, created.id);
    expect(answer.status).toBe(400);
    expect(serviceErrorBody.parse(answer.json()).code).toBe('NOT_ONLINE_CHARGE');
  });
});

describe('merchant-presented QR charges (qr_merchant)', () => {
  it('writes the code to its token once the charge awaits the customer, until paid', async () => {
    const token = await createdToken(store1, qrMerchantBody());
    const created = await newCharge(store1, token.id);
    expect(codeOf(await readToken(store1, token.id))).toBeUndefined();
    await processCharges(sim);
    expect((await readCharge(store1, created.id)).status).toBe('awaiting');
    expect(codeOf(await readToken(store1, token.id))).toBe(
      `${sim.baseUrl}/wallet/charges/${created.id}`,
    );
    const paid = await triggerCharge(sim, 'qr_merchant.pay', { chargeId: created.id });
    expect(paid).toMatchObject({ status: 'successful', charged_amount: 1000 });
  });

  it('refuses the charge issuer token, as the real service does', async () => {
    const token = await createdToken(store1, qrMerchantBody());
    const created = await newCharge(store1, token.id);
    await processCharges(sim);
    const answer = await getIssuerToken(store1, created.id);
    expect(answer.status).toBe(400);
    expect(serviceErrorBody.parse(answer.json()).code).toBe('NOT_ONLINE_CHARGE');
  });

  it('fails with 327 when the customer has not paid five minutes after creation', async () => {
    const token = await createdToken(store1, qrMerchantBody());
    const created = await newCharge(store1, token.id);
    await advanceClock(sim, 5 * 60_000 - 1);
    expect((await readCharge(store1, created.id)).status).toBe('awaiting');
    await advanceClock(sim, 1);
    expect(await readCharge(store1, created.id)).toMatchObject({
      status: 'failed',
      error: { code: 327 },
    });
    const late = await trigger(sim, 'qr_merchant.pay', { chargeId: created.id });
    expect(late.status).toBe(400);
  });

  it('is paid by scanning the code: the wallet page’s Pay button', async () => {
    const token = await createdToken(store1, qrMerchantBody());
    const created = await newCharge(store1, token.id);
    await processCharges(sim);
    const code = codeOf(await readToken(store1, token.id)) ?? '';
    const page = await visit(code, { method: 'GET' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('¥1,000');
    const answer = await visit(code, {
      method: 'POST',
      form: pressButton(page.text, 'Pay'),
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Payment complete');
    expect((await readCharge(store1, created.id)).status).toBe('successful');
  });

  it('treats a qr_scan token with a merchant-presented brand the same way', async () => {
    const token = await createdToken(store1, {
      payment_type: 'qr_scan',
      email: 'mpm@example.com',
      data: { brand: 'we_chat_mpm' },
    });
    const created = await newCharge(store1, token.id);
    await processCharges(sim);
    expect((await readCharge(store1, created.id)).status).toBe('awaiting');
    expect(codeOf(await readToken(store1, token.id))).toBe(
      `${sim.baseUrl}/wallet/charges/${created.id}`,
    );
    const paid = await triggerCharge(sim, 'qr_merchant.pay', { chargeId: created.id });
    expect(paid.status).toBe('successful');
  });

  it('refuses to pay a charge of another payment type', async () => {
    const token = await createdToken(store1, scannedQrBody('pay_pay:281234567890123456'));
    const created = await newCharge(store1, token.id);
    await processCharges(sim);
    const answer = await trigger(sim, 'qr_merchant.pay', { chargeId: created.id });
    expect(answer.status).toBe(400);
    expect(serviceErrorBody.parse(answer.json()).errors).toEqual([
      { field: 'chargeId', reason: 'PAYMENT_TYPE_NOT_SUPPORTED' },
    ]);
  });
});
