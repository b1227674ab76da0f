import type { OpenDeadline } from '../../../shared/back-office/day-close-report';
import { timestampToDate } from '../../../shared/service/common';
import type { HistoryItem } from '../../../shared/service/history';
import type { ChargeDetailHints } from '../charge-detail/charge-detail-store';

/*
 * A charge as a back-office view lists it, before anything is read: a history row, or a
 * deadline of the day close. Either may be another store's, in the all-stores scope.
 */

export type ListedCharge = HistoryItem | OpenDeadline;

const isHistoryItem = (charge: ListedCharge): charge is HistoryItem => 'resource_id' in charge;

/**
 * Whether a listed charge is another store's than the active profile's. Main reads a charge
 * with the active store's profile, so such a charge is shown as listed, never fetched; a
 * merchant token's all-stores history lists them (a store token's lists its own store only).
 */
export function isOtherStoreCharge(charge: ListedCharge, storeId: string): boolean {
  return (isHistoryItem(charge) ? charge.store_id : charge.storeId) !== storeId;
}

/** The charge to open in the detail (a refund's, its charge), with what the listing knows. */
export function chargeToOpen(charge: ListedCharge): {
  chargeId: string;
  hints: ChargeDetailHints;
} {
  if (isHistoryItem(charge)) {
    return {
      chargeId: charge.charge_id ?? charge.resource_id,
      hints: { paymentType: charge.payment_type ?? null, brand: charge.user_data?.brand ?? null },
    };
  }
  return {
    chargeId: charge.chargeId,
    hints: { paymentType: charge.paymentType, brand: charge.brand },
  };
}

/** What the listing tells of a charge, in one shape whichever view listed it. */
export interface ListedFacts {
  readonly store: string;
  readonly chargeId: string;
  readonly type: string;
  /** As the service sent it; a deadline's is the status that made it one. */
  readonly status: string;
  readonly amount: HistoryItem['amount'];
  readonly currency: string;
  readonly paymentType: string | null;
  readonly brand: string | null;
  readonly created: Date;
  /** A deadline's: when the service ends it (null: unreadable). */
  readonly deadline?: Pick<OpenDeadline, 'kind' | 'expiresAt'>;
}

export function listedFacts(charge: ListedCharge): ListedFacts {
  if (isHistoryItem(charge)) {
    return {
      store: charge.store_name ?? charge.store_id,
      chargeId: charge.charge_id ?? charge.resource_id,
      type: charge.type,
      status: charge.status,
      amount: charge.amount,
      currency: charge.currency,
      paymentType: charge.payment_type ?? null,
      brand: charge.user_data?.brand ?? null,
      created: timestampToDate(charge.created_on),
    };
  }
  return {
    store: charge.storeName ?? charge.storeId,
    chargeId: charge.chargeId,
    type: 'charge',
    status: charge.kind === 'authorization' ? 'authorized' : 'awaiting',
    amount: charge.amount,
    currency: charge.currency,
    paymentType: charge.paymentType,
    brand: charge.brand,
    created: new Date(charge.createdOn),
    deadline: { kind: charge.kind, expiresAt: charge.expiresAt },
  };
}
