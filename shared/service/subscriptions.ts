import { z } from 'zod';
import { amountInput, currencyCode, currencyInput, minorUnits } from '../money';
import {
  email,
  isoDate,
  isoDuration,
  isoTimestamp,
  metadata,
  metadataInput,
  mode,
  pollingQuery,
  queryInteger,
  timestamp,
  uuid,
} from './common';
import { charge } from './charges';
import { paginated, paginationQuery } from './pagination';
import { defineRoute } from './route';

/** Conventions: Subscriptions (the spec shows only daily). */
export const subscriptionPeriod = z.enum(
  ['daily', 'weekly', 'biweekly', 'monthly', 'quarterly', 'semiannually', 'annually'],
  { error: 'INVALID_FORMAT' },
);

/** Conventions: Subscriptions (the spec shows only unverified). */
export const subscriptionStatus = z.enum([
  'unverified',
  'unconfirmed',
  'current',
  'unpaid',
  'suspended',
  'canceled',
  'completed',
]);

/**
 * Cross-field rules also run when other fields already failed, so one answer lists every
 * mistake; they only test whether keys are present, which is safe on any object.
 */
const evenAfterFieldErrors = {
  when: (payload: z.core.ParsePayload) =>
    typeof payload.value === 'object' && payload.value !== null,
};

/**
 * An IANA zone name (Asia/Tokyo, UTC, Etc/GMT+9) that this runtime's time-zone data knows.
 * The shape check keeps out offsets such as +09:00, which newer runtimes accept as zones.
 */
const timeZoneName = z
  .string()
  .regex(/^[A-Za-z][\w+-]*(\/[\w+-]+)*$/, { error: 'INVALID_FORMAT', abort: true })
  .refine(isKnownTimeZone, { error: 'INVALID_FORMAT' });

function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/**
 * Conventions: Subscriptions (create). A subscription repeats either by a named `period` or
 * by an ISO-8601 `cyclical_period`, never both: a missing pair reads as a missing `period`
 * (the spec's form), a doubled pair flags both fields.
 */
export const subscriptionCreateBody = z
  .strictObject({
    transaction_token_id: uuid,
    amount: amountInput,
    currency: currencyInput,
    period: subscriptionPeriod.optional(),
    cyclical_period: isoDuration.optional(),
    // The conventions set no lower bound on the first payment beyond not being negative.
    initial_amount: z
      .number({ error: 'INVALID_AMOUNT' })
      .int({ error: 'INVALID_AMOUNT' })
      .nonnegative({ error: 'INVALID_AMOUNT' })
      .pipe(minorUnits)
      .optional(),
    schedule_settings: z.strictObject({ start_on: isoDate, zone_id: timeZoneName }).optional(),
    metadata: metadataInput.optional(),
  })
  .superRefine((body, ctx) => {
    const hasPeriod = body.period !== undefined;
    const hasCyclicalPeriod = body.cyclical_period !== undefined;
    if (!hasPeriod && !hasCyclicalPeriod) {
      ctx.addIssue({ code: 'custom', path: ['period'], message: 'REQUIRED_VALUE' });
    }
    if (hasPeriod && hasCyclicalPeriod) {
      for (const field of ['period', 'cyclical_period']) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'DEPENDS_ON_OTHER_FIELD' });
      }
    }
  }, evenAfterFieldErrors);

/** Spec: Update a subscription (switch the token, for example when the card expires). */
export const subscriptionUpdateBody = z.strictObject({
  transaction_token_id: uuid.optional(),
  metadata: metadataInput.optional(),
});

/** Spec: the four card filters of "List charges of a subscription" go together (Errors 3). */
const cardFilterGroup = ['last_four', 'name', 'exp_month', 'exp_year'] as const;

/** Spec: List charges of a subscription, merged with the pagination parameters. */
export const subscriptionChargesQuery = paginationQuery
  .extend({
    last_four: z
      .string()
      .regex(/^\d{4}$/, { error: 'INVALID_FORMAT' })
      .optional(),
    name: z.string().min(1, { error: 'REQUIRED_VALUE' }).optional(),
    exp_month: queryInteger
      .min(1, { error: 'INVALID_CARD_EXPIRATION' })
      .max(12, { error: 'INVALID_CARD_EXPIRATION' })
      .optional(),
    // Four digits, as the token shows it (data.card.exp_year).
    exp_year: queryInteger
      .min(1000, { error: 'INVALID_CARD_EXPIRATION' })
      .max(9999, { error: 'INVALID_CARD_EXPIRATION' })
      .optional(),
    // Digits as a string, so no leading zero is lost; ISO/IEC 7812 numbers have 8 to 19.
    card_number: z
      .string()
      .regex(/^\d{8,19}$/, { error: 'INVALID_CARD_NUMBER' })
      .optional(),
    from: isoTimestamp.optional(),
    to: isoTimestamp.optional(),
    email: email.optional(),
    phone: z
      .string()
      .regex(/^\+?(?=.*\d)[\d\s()-]+$/, { error: 'INVALID_PHONE_NUMBER' })
      .optional(),
    amount_from: queryInteger.nonnegative({ error: 'INVALID_AMOUNT' }).pipe(minorUnits).optional(),
    amount_to: queryInteger.nonnegative({ error: 'INVALID_AMOUNT' }).pipe(minorUnits).optional(),
    currency: currencyCode.optional(),
    mode: mode.optional(),
    // The spec does not show the format of the metadata filter.
    metadata: z.string().optional(),
    transaction_token_id: uuid.optional(),
  })
  .superRefine((query, ctx) => {
    const given = cardFilterGroup.filter((field) => query[field] !== undefined);
    if (given.length === 0) return;
    for (const field of cardFilterGroup) {
      if (query[field] === undefined) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'DEPENDS_ON_OTHER_FIELD' });
      }
    }
  }, evenAfterFieldErrors);

/**
 * Spec: Subscription payment. `updated_on` is on list items only (absent from the single
 * get); the fixtures' `next_payment` carries it too.
 */
const subscriptionPayment = z.looseObject({
  id: uuid,
  due_date: isoDate,
  zone_id: z.string(),
  amount: minorUnits,
  currency: currencyCode,
  amount_formatted: z.number(),
  is_paid: z.boolean(),
  is_last_payment: z.boolean(),
  created_on: timestamp,
  updated_on: timestamp.optional(),
});
export type SubscriptionPayment = z.infer<typeof subscriptionPayment>;

const subscriptionPaymentListItem = subscriptionPayment.extend({ updated_on: timestamp });

/**
 * Spec: Subscription, plus the create fields the fixtures echo back. Period and status are
 * open strings: the service may add values the conventions do not list.
 */
export const subscription = z.looseObject({
  id: uuid,
  merchant_id: uuid.optional(),
  store_id: uuid,
  transaction_token_id: uuid.optional(),
  amount: minorUnits,
  currency: currencyCode,
  amount_formatted: z.number(),
  initial_amount: minorUnits.nullable().optional(),
  initial_amount_formatted: z.number().nullable().optional(),
  period: z.union([subscriptionPeriod, z.string()]).nullable().optional(),
  cyclical_period: z.string().nullable().optional(),
  schedule_settings: z
    .looseObject({
      start_on: isoDate.nullable().optional(),
      zone_id: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
  status: z.union([subscriptionStatus, z.string()]),
  next_payment: subscriptionPayment.nullable().optional(),
  metadata,
  mode,
  created_on: timestamp,
  updated_on: timestamp.optional(),
});
export type Subscription = z.infer<typeof subscription>;

const storeParams = z.strictObject({ storeId: uuid });
const subscriptionParams = storeParams.extend({ subscriptionId: uuid });
const paymentParams = subscriptionParams.extend({ paymentId: uuid });

export const subscriptionRoutes = {
  createSubscription: defineRoute({
    method: 'POST',
    path: '/subscriptions',
    auth: 'secret',
    params: z.strictObject({}),
    body: subscriptionCreateBody,
    response: subscription,
    status: 201,
    idempotent: true,
  }),
  getSubscription: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/subscriptions/{subscriptionId}',
    auth: 'secret',
    params: subscriptionParams,
    // Conventions: Subscriptions, `polling=true` waits until `unverified` ends.
    query: pollingQuery,
    response: subscription,
    status: 200,
    idempotent: false,
  }),
  updateSubscription: defineRoute({
    method: 'PATCH',
    path: '/stores/{storeId}/subscriptions/{subscriptionId}',
    auth: 'secret',
    params: subscriptionParams,
    body: subscriptionUpdateBody,
    response: subscription,
    status: 200,
    idempotent: true,
  }),
  listSubscriptionCharges: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/subscriptions/{subscriptionId}/charges',
    auth: 'secret',
    params: subscriptionParams,
    query: subscriptionChargesQuery,
    response: paginated(charge),
    status: 200,
    idempotent: false,
  }),
  listSubscriptionPayments: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/subscriptions/{subscriptionId}/payments',
    auth: 'secret',
    params: subscriptionParams,
    query: paginationQuery,
    response: paginated(subscriptionPaymentListItem),
    status: 200,
    idempotent: false,
  }),
  getSubscriptionPayment: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/subscriptions/{subscriptionId}/payments/{paymentId}',
    auth: 'secret',
    params: paymentParams,
    response: subscriptionPayment,
    status: 200,
    idempotent: false,
  }),
};
