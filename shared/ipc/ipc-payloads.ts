import { z } from 'zod';
import { currencyCode, minorUnits } from '../money';
import { saleKind } from '../flows/flow-input';
import { storeFacts } from '../printing/document-header';
import { printSettings } from '../printing/print-settings';
import { storeName } from '../profiles';
import { limitedText } from '../text-length';
import { customerAction, flowKind, flowProgress } from '../flows/flow-progress';
import { chargeStatus } from '../service/charges';
import { isoTimestamp, mode, uuid } from '../service/common';

/*
 * What main answers about its own state (the journal, the audit trail, connectivity, the app,
 * settings), as the renderer sees it. Service resources keep their shared/service schemas;
 * these are the rest. Every object is strict: main builds them field by field, so nothing
 * it did not mean to send (an idempotency key, a credential) can ride along.
 */

const shortText = z.string().max(500);

/** How an operation ended, or how a person resolved it. */
export const operationOutcome = z.enum(['succeeded', 'failed', 'abandoned']);
export type OperationOutcome = z.infer<typeof operationOutcome>;

/** One operation of the journal, without its idempotency keys (they are main's business). */
export const operationSummary = z.strictObject({
  id: uuid,
  kind: flowKind,
  profileId: z.string().max(64),
  storeId: uuid,
  mode,
  training: z.boolean(),
  amount: minorUnits.optional(),
  currency: currencyCode.optional(),
  /** `intent`, a flow's own state name, `needs_review`, or how it ended. */
  state: z.string().max(64),
  terminal: z.boolean(),
  /** The token a card registration (or a sale) made, once the service answered with it. */
  transactionTokenId: uuid.optional(),
  chargeId: uuid.optional(),
  refundId: uuid.optional(),
  chargeStatus: z.string().max(32).optional(),
  card: z.strictObject({ brand: z.string().max(48), lastFour: z.string().max(4) }).optional(),
  brand: z.string().max(48).optional(),
  paymentError: z.strictObject({ code: z.number().int(), message: shortText }).optional(),
  serviceError: z.strictObject({ status: z.number().int(), code: z.string().max(64) }).optional(),
  review: z
    .strictObject({ reason: z.string().max(64), detail: shortText.optional(), since: isoTimestamp })
    .nullable(),
  resolution: z
    .strictObject({ outcome: operationOutcome, note: shortText.optional(), at: isoTimestamp })
    .nullable(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type OperationSummary = z.infer<typeof operationSummary>;

/**
 * What waits for review (`journal:list-review`): the active profile's operations in full, and
 * for every other profile only how many of its operations wait. A profile reviews and resolves
 * its own operations only: another's belong to another store, whose service the active
 * session cannot ask and whose journal entries a trainee must not settle.
 */
export const reviewList = z.strictObject({
  operations: z.array(operationSummary),
  otherProfiles: z.array(
    z.strictObject({
      profileId: z.string().max(64),
      /** Null when the profile was removed since. */
      profileName: storeName.nullable(),
      count: z.number().int().positive(),
    }),
  ),
});
export type ReviewList = z.infer<typeof reviewList>;

/** An operation with the states it went through, for its detail screen. */
export const operationDetail = operationSummary.extend({
  history: z.array(
    z.strictObject({
      type: z.enum(['intent', 'transition', 'outcome', 'review', 'resolution']),
      at: isoTimestamp,
      state: z.string().max(64).optional(),
    }),
  ),
});
export type OperationDetail = z.infer<typeof operationDetail>;

/** How long a customer's name the board shows may be: a konbini slip's name, with room to spare. */
export const maxCustomerNameLength = 100;

/**
 * Whom a payment is for, so the board's rows of one amount can be told apart: the name the
 * slip was made out to and only the phone number's last digits (never the whole number).
 */
const openPaymentCustomer = z.strictObject({
  name: limitedText(maxCustomerNameLength).nullable(),
  phoneEnd: z
    .string()
    .regex(/^\d{1,4}$/)
    .nullable(),
});
export type OpenPaymentCustomer = z.infer<typeof openPaymentCustomer>;

/**
 * A payment still open, for the live board (`payments:list-open`, `payments:open-changed`):
 * a charge awaiting the customer (konbini, bank transfer, merchant QR, wallet), or an
 * authorize-only sale's charge still to capture or cancel.
 */
export const openPayment = z.strictObject({
  operationId: uuid,
  kind: saleKind,
  amount: minorUnits,
  currency: currencyCode,
  chargeId: uuid,
  /** `awaiting`: the customer is still to pay; `authorized`: capture or cancel it. */
  status: chargeStatus.extract(['awaiting', 'authorized']),
  /** What the customer was asked to do; null for an authorization, or until it is read. */
  action: customerAction.nullable(),
  /** Null where the method names no customer (only a konbini slip does), or until it is read. */
  customer: openPaymentCustomer.nullable(),
  /** When the service ends it: the payment deadline, or the authorization's end. */
  expiresAt: isoTimestamp.nullable(),
  /** Within the warning window before `expiresAt`, or past it. */
  nearingExpiry: z.boolean(),
  /**
   * `flow`: a running sale, or one resumed on start, follows it (abort it there); `board`: the
   * board follows it (a cancel operation voids it).
   */
  followedBy: z.enum(['flow', 'board']),
  /** When the service last answered for the charge; null until it has. */
  checkedAt: isoTimestamp.nullable(),
  /** When the sale began (its journal intent), so the board can say how long it has been open. */
  createdAt: isoTimestamp,
});
export type OpenPayment = z.infer<typeof openPayment>;

/**
 * A flow main is running (`flows:list-running`), for a counter that starts again (a reload of
 * its window) to go back to: the flow's last progress, when it began, and whether the counter
 * is on it.
 */
export const runningFlow = z.strictObject({
  progress: flowProgress,
  /** When the operation began (its journal intent), so the newest goes back on screen. */
  startedAt: isoTimestamp,
  /**
   * Started from this counter and not left (Keep open, New sale): a counter that starts again
   * goes back to it. A wait resumed after a restart, or one the cashier left, belongs to a
   * customer who has gone, and the open-payments board follows it.
   */
  onCounter: z.boolean(),
});
export type RunningFlow = z.infer<typeof runningFlow>;

/** What `audit:verify` found: the chain intact, or where it first breaks. */
export const auditVerification = z.discriminatedUnion('intact', [
  z.strictObject({
    intact: z.literal(true),
    entries: z.number().int().nonnegative(),
    headHash: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  z.strictObject({
    intact: z.literal(false),
    entries: z.number().int().nonnegative(),
    brokenAt: z.strictObject({
      index: z.number().int().nonnegative(),
      problem: z.enum([
        'unreadable_entry',
        'sequence_mismatch',
        'previous_hash_mismatch',
        'hash_mismatch',
      ]),
    }),
  }),
]);
export type AuditVerification = z.infer<typeof auditVerification>;

/**
 * What `profiles:test` learnt: whether `GET /heartbeat` answered, and whether one
 * authenticated read with the stored credentials did. Facts only, never the credentials.
 */
export const profileTestResult = z.strictObject({
  reachable: z.boolean(),
  authenticated: z.boolean(),
  /** The first step that failed, with its error code. */
  failure: z
    .strictObject({ step: z.enum(['heartbeat', 'read']), code: z.string().max(64) })
    .nullable(),
});
export type ProfileTestResult = z.infer<typeof profileTestResult>;

/** Whether the active profile's service answers its heartbeat. */
export const connectivityState = z.strictObject({
  status: z.enum(['unknown', 'online', 'offline']),
  checkedAt: isoTimestamp.nullable(),
  /** Why the last check failed. */
  code: z.string().max(64).optional(),
});
export type ConnectivityState = z.infer<typeof connectivityState>;

/** A packaged build is production; `npm start` and the browser host are development. */
const appMode = z.enum(['production', 'development']);
export type AppMode = z.infer<typeof appMode>;

export const appInfo = z.strictObject({
  version: z.string().max(64),
  platform: z.string().max(32),
  mode: appMode,
});
export type AppInfo = z.infer<typeof appInfo>;

/** The terminal's own preferences, kept in main's settings file. */
export const appSettings = z.strictObject({
  language: z.enum(['ja', 'en']),
  ...printSettings.shape,
  /** The zone receipts print the store's dates in, whatever the terminal's own zone. */
  timeZone: storeFacts.shape.timeZone,
  customerDisplay: z.boolean(),
});
export type AppSettings = z.infer<typeof appSettings>;

/** A receipt or slip as it left: the original (issue 1) or a copy, marked as one on paper. */
export const issuedDocument = z.strictObject({
  copy: z.boolean(),
  issue: z.number().int().positive(),
});
export type IssuedDocument = z.infer<typeof issuedDocument>;

/** Menu items the renderer acts on (main/app/menu.ts sends them). */
export const appCommand = z.enum(['new-sale', 'open-customer-display', 'toggle-language']);
export type AppCommand = z.infer<typeof appCommand>;
