import { describe, expect, it } from 'vitest';
import {
  processCharges,
  qrMerchantBody,
  triggerCharge,
} from '../integration/main/simulator/charges/charge-test-kit';
import { sdkSpelling, useConformance } from './sdk-harness';

const conformance = useConformance();

describe('merchant-presented QR through the SDK', () => {
  it('puts the code on the token once the charge awaits the customer, never on an issuer token', async () => {
    const { sim, withSecret, storeId } = conformance();
    const token = await withSecret.transactionTokens.create(
      sdkSpelling({ type: 'one_time', ...qrMerchantBody() }),
    );
    const charge = await withSecret.charges.create(
      sdkSpelling({ transaction_token_id: token.id, amount: 1800, currency: 'JPY' }),
    );
    await processCharges(sim);
    const read = await withSecret.transactionTokens.get(storeId, token.id);
    expect((read.data as { qrImageUrl?: string } | undefined)?.qrImageUrl).toMatch(/^https?:\/\//);
    await expect(withSecret.charges.getIssuerToken(storeId, charge.id ?? '')).rejects.toMatchObject(
      {
        errorResponse: { code: 'NOT_ONLINE_CHARGE' },
      },
    );
    const paid = await triggerCharge(sim, 'qr_merchant.pay', { chargeId: charge.id ?? '' });
    expect(paid).toMatchObject({ status: 'successful' });
  });
});
