import { describe, expect, it } from 'vitest';
import { refundProcessingMs } from '../../main/simulator/refunds/refunds-module';
import { processCharges } from '../integration/main/simulator/charges/charge-test-kit';
import { cardBody } from '../integration/main/simulator/tokens/token-test-kit';
import { sdkSpelling, useConformance } from './sdk-harness';

const conformance = useConformance();

describe('refunds through the SDK', () => {
  it('refunds part of a successful charge, then reads, lists and annotates the refund', async () => {
    const { sim, withSecret, storeId, advance } = conformance();
    const token = await withSecret.transactionTokens.create(sdkSpelling(cardBody()));
    const charge = await withSecret.charges.create(
      sdkSpelling({ transaction_token_id: token.id, amount: 3000, currency: 'JPY' }),
    );
    await processCharges(sim);
    const chargeId = charge.id ?? '';
    const refund = await withSecret.refunds.create(
      storeId,
      chargeId,
      sdkSpelling({ amount: 1000, currency: 'JPY', reason: 'customer_request' }),
    );
    expect(refund).toMatchObject({ chargeId, amount: 1000 });
    await advance(refundProcessingMs);
    const read = await withSecret.refunds.get(storeId, chargeId, refund.id ?? '', {
      polling: true,
    });
    expect(read.status).toBe('successful');
    const listed = await withSecret.refunds.list(storeId, chargeId);
    expect(listed.items.map((item) => item.id)).toEqual([refund.id]);
    const noted = await withSecret.refunds.update(storeId, chargeId, refund.id ?? '', {
      metadata: { desk: 'south' },
    });
    expect(noted.metadata).toEqual({ desk: 'south' });
  });
});
