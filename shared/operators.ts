import { z } from 'zod';
import { isoTimestamp, uuid, type FieldError } from './service/common';
import { limitedText } from './text-length';

/*
 * The till's operators: who is at the till (docs/architecture.md: Operators and sign-in). A
 * PIN crosses the bridge only on its way in (sign-in, a new or reset PIN); nothing main
 * answers ever holds one.
 */

export const operatorRole = z.enum(['cashier', 'manager']);
export type OperatorRole = z.infer<typeof operatorRole>;

/** What the header, the journal and the audit trail name an operator by. */
export const operatorName = z
  .string()
  .trim()
  .min(1, { error: 'REQUIRED_VALUE' })
  .pipe(limitedText(40));

/** 4 to 8 ASCII digits, typed on the PIN pad. */
export const operatorPin = z.string().regex(/^[0-9]{4,8}$/, { error: 'INVALID_PIN' });

/** Each operator's number on this till, from 1, never given to another: receipts may show it. */
const operatorNumber = z.int().min(1).max(9999);

export const operatorSummary = z.strictObject({
  id: uuid,
  name: operatorName,
  role: operatorRole,
  number: operatorNumber,
});
export type OperatorSummary = z.infer<typeof operatorSummary>;

/** How long a till may sit untouched before it signs its operator out. */
export const idleSignOutMinutes = z.int().min(1).max(240);

/** How receipts and slips name the operator who served: their name, or their number. */
export const receiptOperator = z.enum(['name', 'number']);
export type ReceiptOperator = z.infer<typeof receiptOperator>;

/** The operator as a customer's document prints them (`担当`). */
export const printedOperator = z.union([
  z.strictObject({ name: operatorName }),
  z.strictObject({ number: operatorNumber }),
]);
export type PrintedOperator = z.infer<typeof printedOperator>;

/**
 * What a cashier may do only with a manager's PIN typed on the spot (docs/architecture.md:
 * Manager approvals). A sale is above the threshold when it asks for more than the store's
 * `confirmAbove` (shared/sale-limits.ts), the amount from which it is read out in words.
 */
export const approvalAction = z.enum([
  'refund',
  'cancel',
  'partial_capture',
  'sale_above_threshold',
  'reprint',
  'settings',
  'profiles',
  'leave_training',
]);
export type ApprovalAction = z.infer<typeof approvalAction>;

export const approvalActions = z
  .array(approvalAction)
  .max(approvalAction.options.length)
  .refine((actions) => new Set(actions).size === actions.length, { error: 'INVALID_FORMAT' });

/**
 * How an APPROVAL_REQUIRED refusal names its action: the approval is the missing value, so
 * the page can ask a manager for exactly that and try again.
 */
export function approvalRefusalField(action: ApprovalAction): FieldError {
  return { field: `approval.${action}`, reason: 'REQUIRED_VALUE' };
}

/** The action an APPROVAL_REQUIRED refusal names; null for any other refusal. */
export function approvalActionOf(error: {
  readonly code: string;
  readonly fields?: readonly { readonly field: string }[] | undefined;
}): ApprovalAction | null {
  if (error.code !== 'APPROVAL_REQUIRED') return null;
  const named = error.fields?.[0]?.field.replace(/^approval\./, '');
  return approvalAction.safeParse(named).data ?? null;
}

/** What a till asks a manager for until its settings say otherwise. */
export const defaultApprovalActions: readonly ApprovalAction[] = [
  'refund',
  'cancel',
  'settings',
  'profiles',
];

/**
 * What the page knows of the till's operators: none means the till runs as today, with one
 * anonymous operator. `retryAt` is set while wrong PINs keep the PIN pad waiting.
 */
export const operatorsState = z.strictObject({
  operators: z.array(operatorSummary).max(200),
  signedIn: operatorSummary.nullable(),
  idleSignOutMinutes,
  retryAt: isoTimestamp.nullable(),
  /** What a cashier needs a manager's PIN for; a manager signed in needs none. */
  approvalActions,
  receiptOperator,
});
export type OperatorsState = z.infer<typeof operatorsState>;

/** Why main refused an operators' channel; the renderer says each in the till's language. */
export const operatorFailureCode = z.enum([
  'WRONG_PIN',
  'PIN_RETRY_LATER',
  'OPERATOR_NOT_FOUND',
  'OPERATOR_NAME_TAKEN',
  'OPERATORS_EXIST',
  'MANAGER_REQUIRED',
  'LAST_MANAGER',
  'OTHER_MANAGER_PIN',
  'OPERATORS_WRITE_FAILED',
  'SIGNED_OUT',
  'APPROVAL_REQUIRED',
  'APPROVER_NOT_MANAGER',
]);
export type OperatorFailureCode = z.infer<typeof operatorFailureCode>;
