import { describe, expect, it } from 'vitest';
import { subscriptionChargeProcessingMs } from '../../main/simulator/subscriptions/subscription-charging';
import { cardBody } from '../integration/main/simulator/tokens/token-test-kit';
import { sdkSpelling, useConformance } from './sdk-harness';

const conformance = useConformance();

describe('subscriptions through the SDK', () => {
  it('reads a subscription once its first charge is made, updates it, lists its payments and charges', async () => {
    const { withSecret, storeId, advance } = conformance();
    const token = await withSecret.transactionTokens.create(
      sdkSpelling(cardBody({}, { type: 'subscription' })),
    );
    const created = await withSecret.subscriptions.create(
      sdkSpelling({
        transaction_token_id: token.id,
        amount: 980,
        currency: 'JPY',
        period: 'monthly',
      }),
    );
    expect(created.status).toBe('unverified');
    const id = created.id ?? '';
    await advance(subscriptionChargeProcessingMs);
    const read = await withSecret.subscriptions.get(storeId, id, { polling: true });
    expect(read.status).toBe('current');
    const updated = await withSecret.subscriptions.update(storeId, id, {
      metadata: { plan: 'tea-club' },
    });
    expect(updated.metadata).toEqual({ plan: 'tea-club' });
    const payments = await withSecret.subscriptions.payments.list(storeId, id);
    expect(payments.items.length).toBeGreaterThan(0);
    const charges = await withSecret.subscriptions.charges(storeId, id);
    expect(charges.items).toEqual([expect.objectContaining({ status: 'successful' })]);
  });
});
