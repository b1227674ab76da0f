import type { Collection } from '../collection';
import { SimulatorError } from '../simulator-error';
import { chargeKind, type ChargeKind } from './charge-kind';
import type { ChargeRecord } from './charge-record';

/**
 * The charge a customer's action applies to (a trigger, the wallet page): it must exist, be of
 * one of `kinds`, and be awaiting that customer rather than 3DS. Refusals name `chargeId`.
 */
export function awaitingCharge(
  charges: Collection<ChargeRecord>,
  chargeId: string,
  kinds: readonly ChargeKind[],
): ChargeRecord {
  const record = charges.get(chargeId);
  if (!record) throw new SimulatorError('NOT_FOUND');
  if (!kinds.includes(chargeKind(record))) {
    throw new SimulatorError('BAD_REQUEST', [
      { field: 'chargeId', reason: 'PAYMENT_TYPE_NOT_SUPPORTED' },
    ]);
  }
  if (record.charge.status !== 'awaiting' || record.threeDs !== null) {
    throw new SimulatorError('BAD_REQUEST', [
      { field: 'chargeId', reason: 'INVALID_CHARGE_STATUS' },
    ]);
  }
  return record;
}
