import type { Mode } from '../../../shared/service/common';
import type { ChargeRecord } from './charge-record';

/** A charge record with what lists sort, scope and filter it by, as plain required fields. */
export interface ListedCharge {
  readonly id: string;
  readonly store_id: string;
  readonly mode: Mode;
  readonly created_on: string | number;
  readonly record: ChargeRecord;
}

/**
 * The tolerant charge schema allows the `created_on: null` and missing `mode` of older
 * responses (charges.ts); the simulator dates every charge and gives it its token's mode at
 * creation, so a record without them is a simulator bug and fails loudly here.
 */
export function listedCharge(record: ChargeRecord): ListedCharge {
  const { created_on: createdOn, mode, store_id: storeId } = record.charge;
  if (createdOn === null || mode === undefined) {
    throw new Error(`charge ${record.id} has no creation time or mode`);
  }
  return { id: record.id, store_id: storeId, mode, created_on: createdOn, record };
}
