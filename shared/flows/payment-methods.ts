import { z } from 'zod';
import type { CreateTokenBody } from '../service/token-create';
import type { PaymentType } from '../service/token-options';
import type { TransactionToken } from '../service/tokens';

/*
 * The payment methods a counter sells with, one row each, keyed by the sale's kind: every fact
 * about a method that main, the renderer or a report needs is here, and every other per-method
 * table is a total Record over these kinds, so a method missing anywhere fails the type check
 * (main/flows/README.md: Adding a payment method).
 */

type TokenData<Type extends PaymentType> = Extract<
  TransactionToken,
  { payment_type: Type }
>['data'];

interface PaymentMethod<Type extends PaymentType, Action extends string | null> {
  /** The payment type its token is created with, as charges and the history name it. */
  readonly paymentType: Type;
  /** Whether a token request sells with this method: each request sells with one at most. */
  readonly sells: (token: CreateTokenBody) => boolean;
  /**
   * Once paid the charge can no longer be canceled (conventions: Charges, Cancels), so a
   * payment arriving while a cancel goes out is how the sale ends.
   */
  readonly paidIsFinal: boolean;
  /** Its awaiting charge has a deadline at the service, which the day close lists. */
  readonly hasDeadline: boolean;
  /**
   * The service can refund or cancel its paid charge; a konbini payment or a customer's own
   * transfer is refunded by the shop itself (conventions: Charges, Refunds).
   */
  readonly refundsAtService: boolean;
  /** What the customer does while the sale waits (shared/flows: customerAction), or nothing. */
  readonly customerAction: Action;
  /** The token's data field naming the wallet, convenience store or bank it pays through. */
  readonly brand: (keyof TokenData<Type> & string) | null;
}

/** One row, its brand field checked against its own payment type's token data. */
function method<const Type extends PaymentType, const Action extends string | null>(
  row: PaymentMethod<Type, Action>,
): PaymentMethod<Type, Action> {
  return row;
}

/** Spec: payment methods a counter sells with; one flow each (DESIGN.md: Flows). */
export const paymentMethods = {
  card_sale: method({
    paymentType: 'card',
    sells: (token) => token.payment_type === 'card' || token.payment_type === 'apple_pay',
    paidIsFinal: false,
    hasDeadline: false,
    refundsAtService: true,
    customerAction: 'three_ds',
    brand: null,
  }),
  konbini_sale: method({
    paymentType: 'konbini',
    sells: (token) => token.payment_type === 'konbini',
    paidIsFinal: true,
    hasDeadline: true,
    refundsAtService: false,
    customerAction: 'konbini_payment',
    brand: 'convenience_store',
  }),
  // A qr_scan token is customer-presented with `scanned_qr` and merchant-presented with
  // `brand` (spec: data for qr_scan); qr_merchant is the conventions' name for the latter.
  qr_scan_sale: method({
    paymentType: 'qr_scan',
    sells: (token) => token.payment_type === 'qr_scan' && 'scanned_qr' in token.data,
    paidIsFinal: false,
    hasDeadline: false,
    refundsAtService: true,
    customerAction: null,
    brand: 'brand',
  }),
  qr_merchant_sale: method({
    paymentType: 'qr_merchant',
    sells: (token) =>
      token.payment_type === 'qr_merchant' ||
      (token.payment_type === 'qr_scan' && !('scanned_qr' in token.data)),
    paidIsFinal: false,
    hasDeadline: false,
    refundsAtService: true,
    customerAction: 'qr_code',
    brand: 'brand',
  }),
  online_sale: method({
    paymentType: 'online',
    sells: (token) => token.payment_type === 'online',
    paidIsFinal: false,
    hasDeadline: false,
    refundsAtService: true,
    customerAction: 'wallet',
    brand: 'brand',
  }),
  bank_transfer_sale: method({
    paymentType: 'bank_transfer',
    sells: (token) => token.payment_type === 'bank_transfer',
    paidIsFinal: true,
    hasDeadline: true,
    refundsAtService: false,
    customerAction: 'bank_transfer',
    brand: 'brand',
  }),
};

export type SaleKind = keyof typeof paymentMethods;
type AnyPaymentMethod = (typeof paymentMethods)[SaleKind];

/** The kinds in the table's order, which is the order the counter offers them in. */
const saleKinds = Object.keys(paymentMethods) as [SaleKind, ...SaleKind[]];
export const saleKind = z.enum(saleKinds);

export function isSaleKind(kind: string): kind is SaleKind {
  return Object.hasOwn(paymentMethods, kind);
}

/** What the customer of some method does while its sale waits. */
export type SaleCustomerAction = NonNullable<AnyPaymentMethod['customerAction']>;

/** Which method a token request sells with; null for a payment type no sale takes (paidy). */
export function saleKindOf(token: CreateTokenBody): SaleKind | null {
  return saleKinds.find((kind) => paymentMethods[kind].sells(token)) ?? null;
}

/** The payment types of the methods a fact holds for, as charges and the history name them. */
export function paymentTypesWhere(
  holds: (method: AnyPaymentMethod) => boolean,
): ReadonlySet<string> {
  return new Set(
    saleKinds
      .map((kind) => paymentMethods[kind])
      .filter(holds)
      .map((m) => m.paymentType),
  );
}

/** The wallet, convenience store or bank a token pays through, as the service named it. */
export function paymentBrandOf(token: TransactionToken): unknown {
  const field = saleKinds
    .map((kind) => paymentMethods[kind])
    .find((candidate) => candidate.paymentType === token.payment_type)?.brand;
  if (field === undefined || field === null) return undefined;
  const data: Readonly<Record<string, unknown>> = token.data;
  return data[field];
}
