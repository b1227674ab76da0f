import { saleKind, type SaleKind } from '../../../shared/flows/flow-input';
import type { CustomerAction } from '../../../shared/flows/flow-progress';
import type { OpenPayment } from '../../../shared/ipc/ipc-payloads';
import { timestampToDate, type Timestamp } from '../../../shared/service/common';
import type { OperationView } from '../../journal/operation-view';
import type { OperationIntent } from '../../journal/operation';
import type { OpenPaymentsSettings } from './open-payments-settings';

/* One payment on the open-payments board, and how the board shows it. */

export type SaleIntent = Extract<OperationIntent, { kind: SaleKind }>;

export function isSaleIntent(intent: OperationIntent): intent is SaleIntent {
  return (saleKind.options as readonly string[]).includes(intent.kind);
}

/** One payment on the board, with when to read its charge next. */
export interface Tracked {
  readonly operationId: string;
  readonly intent: SaleIntent;
  readonly chargeId: string;
  readonly status: OpenPayment['status'];
  /** When the sale's intent was journaled. */
  readonly createdAt: string;
  action: CustomerAction | null;
  customer: OpenPayment['customer'];
  expiresAt: string | null;
  /** A customer's payment: whether its action and deadline were read. */
  described: boolean;
  checkedAt: string | null;
  failures: number;
  nextReadAt: number;
}

/** An authorize-only sale that ended with its charge authorized: now to capture or cancel. */
export function isAuthorizedSale(
  view: OperationView,
): view is OperationView & { intent: SaleIntent } {
  const { facts } = view;
  return (
    view.state === 'succeeded' &&
    isSaleIntent(view.intent) &&
    facts.chargeId !== undefined &&
    facts.chargeRequest?.capture === false &&
    facts.chargeStatus === 'authorized'
  );
}

/** Soonest deadline first, those without one last; the operation id keeps the order stable. */
export function bySoonestExpiry(a: OpenPayment, b: OpenPayment): number {
  if (a.expiresAt === b.expiresAt) return a.operationId.localeCompare(b.operationId);
  if (a.expiresAt === null) return 1;
  if (b.expiresAt === null) return -1;
  return Date.parse(a.expiresAt) - Date.parse(b.expiresAt);
}

export function trackedPayment(
  view: OperationView,
  intent: SaleIntent,
  chargeId: string,
  status: Tracked['status'],
  nowMs: number,
): Tracked {
  return {
    operationId: view.id,
    intent,
    chargeId,
    status,
    createdAt: view.createdAt,
    action: null,
    customer: null,
    expiresAt: null,
    described: false,
    checkedAt: null,
    failures: 0,
    nextReadAt: nowMs,
  };
}

/** When an authorization lapses, from its charge's creation (open-payments-settings.ts). */
export function authorizationExpiry(
  createdOn: Timestamp | null,
  settings: OpenPaymentsSettings,
): string | null {
  if (createdOn === null) return null;
  const created = timestampToDate(createdOn).getTime();
  return new Date(created + settings.authorizationValidityMs).toISOString();
}

/** The board's entry for a payment; `followed` when a flow, not the board, follows it. */
export function boardEntry(
  item: Tracked,
  followed: boolean,
  nowMs: number,
  settings: OpenPaymentsSettings,
): OpenPayment {
  const warning =
    item.status === 'authorized'
      ? settings.authorizationWarningMs
      : settings.customerPaymentWarningMs;
  return {
    operationId: item.operationId,
    kind: item.intent.kind,
    amount: item.intent.amount,
    currency: item.intent.currency,
    chargeId: item.chargeId,
    status: item.status,
    action: item.action,
    customer: item.customer,
    expiresAt: item.expiresAt,
    nearingExpiry: item.expiresAt !== null && Date.parse(item.expiresAt) - nowMs <= warning,
    followedBy: item.status === 'awaiting' && followed ? 'flow' : 'board',
    checkedAt: item.checkedAt,
    createdAt: item.createdAt,
  };
}
