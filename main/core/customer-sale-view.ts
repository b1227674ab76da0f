import { amountDifference } from '../../shared/flows/amount-received';
import { saleKind } from '../../shared/flows/flow-input';
import type { Money } from '../../shared/money';
import type { CustomerAction, FlowProgress } from '../../shared/flows/flow-progress';
import {
  customerInstruction,
  customerSale,
  type CustomerInstruction,
  type CustomerSale,
} from '../../shared/ipc/customer-display-state';
import { onlineBrands, qrMerchantBrands } from '../../shared/service/token-options';

/*
 * What the customer may see of a sale, derived from the flow's progress (docs/architecture.md:
 * The customer display). Each field is picked by name and the result checked against the
 * display's strict schema, so whatever else a progress event carries (a customer's name in
 * an action, a wallet's payload, a 3DS form, a payment error's text) cannot reach the screen.
 */

/** The sale the display follows: the latest one the counter started. */
export interface FollowedSale {
  readonly operationId: string;
  readonly sale: CustomerSale;
}

/** Wallet pages the customer's phone can open from a QR code (spec: call_method). */
const pageCallMethods: readonly string[] = ['http_get', 'http_get_mobile'];

function oneOf<Value extends string>(values: readonly Value[], value: string): Value | null {
  return (values as readonly string[]).includes(value) ? (value as Value) : null;
}

/** A page address a phone can open: http(s), and no user name or password in it. */
function isPageUrl(text: string): boolean {
  const url = URL.parse(text);
  return (
    url !== null &&
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === ''
  );
}

/** The instruction's fields picked from the action, before the schema checks their values. */
function candidateInstruction(action: CustomerAction): object | null {
  switch (action.type) {
    case 'qr_code':
      return {
        type: 'merchant_qr',
        brand: oneOf(qrMerchantBrands, action.brand),
        content: action.content,
        expiresAt: action.expiresAt,
      };
    case 'wallet': {
      const brand = oneOf(onlineBrands, action.brand);
      // An SDK, app or in-app-browser token means nothing to a phone's camera, and a POST
      // page needs its payload, which stays with the wallet window at the counter.
      if (brand === null || !pageCallMethods.includes(action.callMethod)) return null;
      if (!isPageUrl(action.issuerToken)) return null;
      return { type: 'wallet_url', brand, url: action.issuerToken, expiresAt: action.expiresAt };
    }
    case 'konbini_payment':
      return {
        type: 'konbini',
        // The schema admits the spec's chains only; anything else fails the check.
        convenienceStore: action.convenienceStore,
        expiresAt: action.expiresAt,
        ...(action.details !== undefined && { details: action.details }),
      };
    case 'bank_transfer':
      return {
        type: 'bank_transfer',
        bankName: action.bankName,
        bankCode: action.bankCode,
        branchName: action.branchName,
        branchCode: action.branchCode,
        accountNumber: action.accountNumber,
        accountHolderName: action.accountHolderName,
        matchAmount: action.matchAmount,
        expiresAt: action.expiresAt,
      };
    case 'three_ds':
      // The customer authenticates in the window at the counter; its form is not for show.
      return null;
  }
}

/** What the display tells the customer to do for `action`; null when there is nothing to show. */
export function customerInstructionOf(
  action: CustomerAction | undefined,
): CustomerInstruction | null {
  if (action === undefined) return null;
  const candidate = candidateInstruction(action);
  if (candidate === null) return null;
  const checked = customerInstruction.safeParse(candidate);
  return checked.success ? checked.data : null;
}

function statusOf(progress: FlowProgress): CustomerSale['status'] {
  switch (progress.step) {
    case 'awaiting_customer':
      return 'awaiting_payment';
    case 'succeeded':
      return 'paid';
    case 'failed':
      // A sale the cashier aborted, or whose charge was canceled, was called off, not refused.
      return progress.problem?.type === 'aborted' || progress.chargeStatus === 'canceled'
        ? 'cancelled'
        : 'failed';
    case 'abandoned':
      return 'cancelled';
    case 'needs_review':
      return 'unresolved';
    case 'started':
    case 'creating_token':
    case 'authenticating_token':
    case 'creating_charge':
    case 'processing':
    case 'authenticating':
    case 'capturing':
    case 'canceling':
    case 'refunding':
    case 'recovering':
      return 'in_progress';
  }
}

/** A paid sale shows what was paid, and the amount asked beside it where they differ. */
function paidSale(asked: Money, received: Money): CustomerSale {
  return {
    status: 'paid',
    ...received,
    ...(amountDifference(asked, received) !== null && { asked }),
  };
}

/**
 * The sale as the customer may see it after `progress`; null for an operation that is no
 * sale (a capture, a refund, a card registration) or one that names no amount.
 */
export function customerSaleOf(progress: FlowProgress): CustomerSale | null {
  if (!saleKind.safeParse(progress.kind).success) return null;
  if (progress.amount === undefined || progress.currency === undefined) return null;
  const status = statusOf(progress);
  const asked = { amount: progress.amount, currency: progress.currency };
  const candidate =
    status === 'awaiting_payment'
      ? { status, ...asked, instruction: customerInstructionOf(progress.action) }
      : status === 'paid'
        ? paidSale(asked, progress.charged ?? asked)
        : { status, ...asked };
  const checked = customerSale.safeParse(candidate);
  return checked.success ? checked.data : null;
}

/**
 * The sale the display follows after `progress`. A sale the counter starts takes the screen;
 * later events of that sale move it on. Events of other operations leave it as it was: a wait
 * resumed after a restart or ended by the open-payments board belongs to a customer who has
 * long left the counter.
 */
export function followedSaleAfter(
  followed: FollowedSale | null,
  progress: FlowProgress,
): FollowedSale | null {
  const starts = progress.step === 'started';
  if (!starts && progress.operationId !== followed?.operationId) return followed;
  const sale = customerSaleOf(progress);
  if (sale === null) return followed;
  return { operationId: progress.operationId, sale };
}
