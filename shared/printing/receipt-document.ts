import { z } from 'zod';
import { currencyCode, minorUnits, money } from '../money';
import { chargedAmountOf, type Charge } from '../service/charges';
import { isoTimestamp, timestampToDate, type Timestamp } from '../service/common';
import { isServiceMetadataKey } from '../service/identifiers';
import type { Refund } from '../service/refunds';
import { isJournalMetadataKey } from '../flows/operation-id-metadata';
import { paymentTypes } from '../service/token-options';
import type { PrintedOperator } from '../operators';
import {
  documentHeader,
  documentHeaderOf,
  parseDocument,
  type DocumentBuildResult,
  type StoreFacts,
} from './document-header';

/*
 * What a receipt says, and how it is built from a charge. A receipt holds only what the
 * customer may keep on paper: never a card number, a token or a customer's personal data.
 */

/** Brands as the service and the journal spell them (visa, pay_pay_online, seven_eleven). */
const brandName = z.string().regex(/^[a-z0-9_]{1,48}$/, { error: 'INVALID_FORMAT' });

/** A card as a receipt shows it: its brand and last four digits, and nothing else can fit. */
const printedCard = z.strictObject({
  brand: brandName,
  lastFour: z.string().regex(/^\d{4}$/, { error: 'INVALID_FORMAT' }),
});

const cardMethods: readonly string[] = ['card', 'apple_pay'];

/** How the customer paid: the token's payment type, the brand, and for cards the card. */
const receiptPayment = z
  .strictObject({
    method: z.enum(paymentTypes),
    brand: brandName.nullable(),
    card: printedCard.nullable(),
  })
  .refine((payment) => payment.card === null || cardMethods.includes(payment.method), {
    error: 'DEPENDS_ON_OTHER_FIELD',
    path: ['card'],
  });

/**
 * Where the charge stands. A failed charge keeps its payment error code (conventions:
 * Errors), null when the service reported `error` without one.
 */
const receiptStatus = z.discriminatedUnion('state', [
  z.strictObject({ state: z.literal('successful') }),
  z.strictObject({ state: z.literal('authorized') }),
  z.strictObject({ state: z.literal('refunded') }),
  z.strictObject({ state: z.literal('canceled') }),
  z.strictObject({ state: z.literal('failed'), code: z.number().int().nullable() }),
]);
export type ReceiptStatus = z.infer<typeof receiptStatus>;

/** A capture or refund of the charge, as a line under the amount. */
const amountLine = z.strictObject({ amount: minorUnits, currency: currencyCode, at: isoTimestamp });

const maxReferences = 8;

/** A merchant's metadata entry worth printing (an order number, a table). */
const referenceLine = z.strictObject({
  label: z.string().min(1).max(40, { error: 'OUT_OF_RANGE' }),
  value: z.string().max(100, { error: 'OUT_OF_RANGE' }),
});

export const receiptDocument = z.strictObject({
  kind: z.literal('receipt'),
  ...documentHeader,
  /** When the charge was made, printed in the store's time zone. */
  chargedAt: isoTimestamp,
  payment: receiptPayment,
  /** What the service holds for the charge: captured or received, not what was asked. */
  amount: minorUnits,
  currency: currencyCode,
  /** The amount asked (or authorized) where it differs from what the service holds. */
  asked: money.nullable(),
  status: receiptStatus,
  captures: z.array(amountLine).max(20),
  refunds: z.array(amountLine).max(50),
  references: z.array(referenceLine).max(maxReferences),
});
export type ReceiptDocument = z.infer<typeof receiptDocument>;

/** Everything a receipt is built from: the charge as the service answered it, and what only the app knows. */
export interface ReceiptFacts {
  readonly charge: Charge;
  readonly store: StoreFacts;
  /** From the journal's facts: the brand, and a card's brand and last four digits. */
  readonly payment: z.input<typeof receiptPayment>;
  /**
   * When the journal saw the charge's capture succeed: a capture's response is empty, so only
   * the journal knows the time. The amount captured is the service's, never the journal's.
   */
  readonly capturedAt?: string | null;
  readonly refunds?: readonly Refund[];
  /** Who made the sale, as the journal recorded them and the settings print them. */
  readonly operator?: PrintedOperator | null;
}

/**
 * Metadata keys of the service and of Counter are bookkeeping, not something the customer
 * needs on paper.
 */
function isInternalMetadataKey(key: string): boolean {
  return isServiceMetadataKey(key) || isJournalMetadataKey(key);
}

function referencesOf(metadata: Charge['metadata']): z.input<typeof referenceLine>[] {
  const lines: z.input<typeof referenceLine>[] = [];
  for (const [label, value] of Object.entries(metadata)) {
    if (isInternalMetadataKey(label)) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      continue;
    }
    // An entry too long for the paper is left out rather than cut to something it did not say.
    const line = referenceLine.safeParse({ label, value: String(value) });
    if (line.success) lines.push(line.data);
  }
  return lines.slice(0, maxReferences);
}

function isoOf(value: Timestamp | null | undefined): string | undefined {
  return value === null || value === undefined ? undefined : timestampToDate(value).toISOString();
}

function statusOf(
  charge: Charge,
  refunded: readonly z.input<typeof amountLine>[],
): z.input<typeof receiptStatus> | undefined {
  switch (charge.status) {
    case 'successful': {
      const { amount: paid, currency } = chargedAmountOf(charge);
      const total = refunded
        .filter((line) => line.currency === currency)
        .reduce((sum, line) => sum + line.amount, 0);
      return total >= paid ? { state: 'refunded' } : { state: 'successful' };
    }
    case 'authorized':
      return { state: 'authorized' };
    case 'canceled':
      return { state: 'canceled' };
    case 'failed':
    case 'error':
      return { state: 'failed', code: charge.error?.code ?? null };
    default:
      return undefined;
  }
}

/**
 * The receipt of a charge that has settled (successful, authorized, canceled or failed).
 * A pending or awaiting charge has no outcome to print yet: its customer gets a payment slip.
 */
export function buildReceiptDocument(facts: ReceiptFacts): DocumentBuildResult<ReceiptDocument> {
  const { charge, store } = facts;
  const refunds = (facts.refunds ?? [])
    .filter((refund) => refund.status === 'successful')
    .map((refund) => ({
      amount: refund.amount,
      currency: refund.currency,
      at: timestampToDate(refund.created_on).toISOString(),
    }));
  const status = statusOf(charge, refunds);
  if (status === undefined) {
    return { ok: false, error: { code: 'CHARGE_NOT_SETTLED', status: charge.status } };
  }
  const held = chargedAmountOf(charge);
  const chargedAt = isoOf(charge.created_on) ?? isoOf(charge.updated_on);
  if (chargedAt === undefined) {
    const fields = [{ field: 'chargedAt', reason: 'REQUIRED_VALUE' }];
    return { ok: false, error: { code: 'INVALID_DOCUMENT', fields } };
  }
  return parseDocument(receiptDocument, {
    kind: 'receipt',
    ...documentHeaderOf(store, charge.id, facts.operator),
    chargedAt,
    payment: facts.payment,
    ...held,
    asked:
      held.amount === charge.requested_amount && held.currency === charge.requested_currency
        ? null
        : { amount: charge.requested_amount, currency: charge.requested_currency },
    status,
    captures:
      facts.capturedAt === undefined || facts.capturedAt === null
        ? []
        : [{ ...held, at: facts.capturedAt }],
    refunds,
    references: referencesOf(charge.metadata),
  });
}
