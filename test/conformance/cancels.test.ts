import { describe, expect, it } from 'vitest';
import { cancelProcessingMs } from '../../main/simulator/charges/cancels-module';
import { processCharges } from '../integration/main/simulator/charges/charge-test-kit';
import { cardBody } from '../integration/main/simulator/tokens/token-test-kit';
import { sdkSpelling, useConformance } from './sdk-harness';

const conformance = useConformance();

describe('cancels through the SDK', () => {
  it('cancels an authorization, then reads the cancel with polling, lists it and annotates it', async () => {
    const { sim, withSecret, storeId, send, advance } = conformance();
    const token = await withSecret.transactionTokens.create(sdkSpelling(cardBody()));
    const charge = await withSecret.charges.create(
      sdkSpelling({
        transaction_token_id: token.id,
        amount: 4200,
        currency: 'JPY',
        capture: false,
      }),
    );
    await processCharges(sim);
    const chargeId = charge.id ?? '';
    const cancel = await withSecret.cancels.create(storeId, chargeId, {
      metadata: { desk: 'north' },
    });
    expect(cancel).toMatchObject({ chargeId, metadata: { desk: 'north' } });
    await advance(cancelProcessingMs);
    const read = await withSecret.cancels.get(storeId, chargeId, cancel.id, { polling: true });
    expect(read).toMatchObject({ id: cancel.id, status: 'successful' });
    const listed = await withSecret.cancels.list(storeId, chargeId);
    expect(listed.items.map((item) => item.id)).toEqual([cancel.id]);
    // The SDK has no method for the cancel's update: the request its layer would build.
    const noted = await send<{ metadata: Record<string, string> }>(
      withSecret,
      'PATCH',
      `/stores/${storeId}/charges/${chargeId}/cancels/${cancel.id}`,
      { metadata: { desk: 'south' } },
    );
    expect(noted.metadata).toEqual({ desk: 'south' });
    const charged = await withSecret.charges.get(storeId, chargeId);
    expect(charged.status).toBe('canceled');
  });
});
