import type { Accounts, AppTokenClaims, SimulatorStore } from '../accounts';
import { requireSameMode } from '../auth';
import { SimulatorError } from '../simulator-error';
import type { SimulatorState } from '../state';
import { chargesCollection, type ChargeRecord } from './charge-record';
import { listedCharge } from './listed-charge';

/** What every `/stores/{storeId}/charges/{chargeId}/...` handler has. */
interface ChargePathContext {
  readonly accounts: Accounts;
  readonly state: SimulatorState;
  readonly auth: AppTokenClaims;
  readonly store: SimulatorStore;
  readonly params: { readonly chargeId: string };
}

/**
 * The charge a store path names: 404 NOT_FOUND when it is not that store's (like another
 * store's path, so ids of other stores stay unknown), PROCESSING_MODE_MISMATCH when the token
 * is of the other mode (conventions: Authentication).
 */
export function chargeOfPath(ctx: ChargePathContext): ChargeRecord {
  const record = ctx.state.collection(chargesCollection).get(ctx.params.chargeId);
  if (record?.charge.store_id !== ctx.store.id) throw new SimulatorError('NOT_FOUND');
  requireSameMode(ctx, listedCharge(record));
  return record;
}
