import { z } from 'zod';
import { flowKind } from '../flows/flow-progress';
import { currencyCode, minorUnits } from '../money';
import { isoTimestamp, mode, uuid } from '../service/common';
import { reconciliationDifference } from './reconciliation-difference';
import { calendarDay } from './zoned-day';

/*
 * A close (精算) of this till for one store day: numbered, written once to the audit trail
 * and never changed (docs/back-office.md: Checks and closes). A check (点検) is the day close
 * report, which changes nothing.
 */

/** Where an operation stands: how it ended, or that it is still open or in review. */
const closeStatus = z.enum(['succeeded', 'failed', 'abandoned', 'open', 'in_review']);
export type CloseStatus = z.infer<typeof closeStatus>;

const operatorField = z.string().max(80).nullable();

/** One of this till's operations as a close counts it (main builds it from the journal). */
const closeOperation = z.strictObject({
  operationId: uuid,
  kind: flowKind,
  /** The store day it was made on. */
  day: calendarDay,
  /** For a capture, cancel or refund, the store day of the sale it acted on, when known. */
  saleDay: calendarDay.nullable(),
  mode,
  currency: currencyCode,
  amount: minorUnits,
  brand: z.string().max(48).nullable(),
  status: closeStatus,
  operator: operatorField,
});
export type CloseOperation = z.infer<typeof closeOperation>;

/** The count and sum of a close's operations alike in every one of these. */
const closeLine = z.strictObject({
  currency: currencyCode,
  mode,
  kind: flowKind,
  brand: z.string().max(48).nullable(),
  status: closeStatus,
  operator: operatorField,
  count: z.number().int().positive(),
  amount: minorUnits,
});
export type CloseLine = z.infer<typeof closeLine>;

/** What a close saw of one operation, so a later close can tell what changed since. */
const closeSnapshot = z.strictObject({
  operationId: uuid,
  day: calendarDay,
  status: closeStatus,
  amount: minorUnits,
});
export type CloseSnapshot = z.infer<typeof closeSnapshot>;

/**
 * A change that reached a day already closed: an operation of that day that ended or changed
 * after its close, one made on it after the close, or an action on one of its sales.
 */
const lateChange = z.strictObject({
  /** The closed day it belongs to. */
  closedDay: calendarDay,
  operation: closeOperation,
  /** What the last close saw of it; null when none did. */
  was: closeSnapshot.pick({ status: true, amount: true }).nullable(),
});
export type LateChange = z.infer<typeof lateChange>;

/** What was still open when the day was closed, listed for whoever closes it. */
const stillOpen = z.strictObject({
  awaitingCustomers: z.array(closeOperation).max(5000),
  reviews: z.array(closeOperation).max(5000),
  unexplainedDifferences: z.array(reconciliationDifference).max(5000),
});
export type StillOpen = z.infer<typeof stillOpen>;

/** The close as the audit trail keeps it: complete in one entry. */
export const tillClose = z.strictObject({
  storeId: uuid,
  day: calendarDay,
  /** 1 for this till's first close of the store, then one more each close. */
  number: z.number().int().positive(),
  timeZone: z.string().max(64),
  closedAt: isoTimestamp,
  /** The operator signed in; null on a till without operators. */
  closedBy: operatorField,
  lines: z.array(closeLine).max(5000),
  lateChanges: z.array(lateChange).max(5000),
  stillOpen,
  /** The reconciliation's count of what it compared. */
  reconciled: z.strictObject({
    charges: z.number().int().nonnegative(),
    refunds: z.number().int().nonnegative(),
    operations: z.number().int().nonnegative(),
  }),
  seen: z.array(closeSnapshot).max(10_000),
});
export type TillClose = z.infer<typeof tillClose>;

export const closeDayRequest = z.strictObject({ day: calendarDay });

/** What closing the day would record, for the person to decide on first. */
export const closePreview = tillClose.omit({ closedAt: true, seen: true });
export type ClosePreview = z.infer<typeof closePreview>;

/** A past close as the list shows it. */
export const closeSummary = tillClose.pick({
  storeId: true,
  day: true,
  number: true,
  closedAt: true,
  closedBy: true,
});
export type CloseSummary = z.infer<typeof closeSummary>;

export const closeNumberRequest = z.strictObject({ number: z.number().int().positive() });

/** A past close against the journal and service now: the lines then and now. */
export const closeComparison = z.strictObject({
  close: tillClose,
  now: closePreview,
});
export type CloseComparison = z.infer<typeof closeComparison>;

/** Why a close was refused. */
export const closeFailureCode = z.enum([
  'DAY_ALREADY_CLOSED',
  'CLOSE_NEEDS_MANAGER',
  'CLOSE_NOT_FOUND',
]);
