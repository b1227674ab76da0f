import { z } from 'zod';

/**
 * One entry of an error body's `errors`, as the conventions write it (conventions: Errors).
 * @public The one source of its type; nothing parses with it at run time yet.
 */
export const serviceErrorEntry = z.looseObject({
  field: z.string().optional(),
  reason: z.string(),
});
export type ServiceErrorEntry = z.infer<typeof serviceErrorEntry>;

/** An entry as the real service has sent it: a field without a reason, or a bare string. */
const receivedErrorEntry = z.union([
  z.looseObject({ field: z.string().nullable().optional(), reason: z.string().optional() }),
  z.string(),
  z.null(),
]);

/** Entries that carry a reason, in the conventions' form; the others say nothing to act on. */
function errorEntries(
  received: z.infer<typeof receivedErrorEntry> | z.infer<typeof receivedErrorEntry>[] | undefined,
): ServiceErrorEntry[] {
  const list = Array.isArray(received) ? received : [received];
  return list.flatMap((entry) => {
    if (entry === null || entry === undefined) return [];
    if (typeof entry === 'string') return [{ reason: entry }];
    const { field, reason } = entry;
    if (reason === undefined) return [];
    return [{ ...(typeof field === 'string' && { field }), reason }];
  });
}

/**
 * HTTP error body of the service (conventions: Errors). `errors` may be empty or absent,
 * `field` absent; older answers send `errors` as one object or as a list of strings, and a
 * reason may be missing or English text (conventions: Checked against the provider's own
 * clients, Error bodies). Whatever `errors` looks like, the body is read, so its top-level
 * `code` is never lost.
 */
export const serviceErrorBody = z.looseObject({
  status: z.literal('error'),
  code: z.string(),
  errors: z
    .union([z.array(receivedErrorEntry), receivedErrorEntry])
    .optional()
    .transform(errorEntries),
});
export type ServiceErrorBody = z.infer<typeof serviceErrorBody>;

/**
 * Top-level codes of error bodies that the client and the simulator both use: each one the
 * SDK's `ResponseErrorCode` list holds, as the real service answers no other (conventions:
 * Checked against the provider's own clients, Error codes).
 */
export const serviceErrorCode = z.enum([
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'INVALID_REQUEST',
  'AUTH_HEADER_MISSING',
  'INVALID_APP_TOKEN',
  'INVALID_CREDENTIALS',
  'INVALID_PERMISSIONS',
  'OUTDATED_APP_TOKEN',
  'NOT_FOUND',
  'NOT_ALLOWED',
  'CONFLICTED',
  'IDEMPOTENCY_KEY_CONFLICT',
  'NON_UNIQUE_ACTIVE_TOKEN',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE_TRY_AGAIN',
  'NO_GATEWAY_AVAILABLE_TO_PROCESS_REQUEST',
  'PROCESSING_MODE_MISMATCH',
  'RECURRING_USAGE_LIMIT_REQUIRED',
  'INVALID_TOKEN_TYPE',
  'TRANSACTION_TOKEN_EXPIRED',
  'TRANSACTION_ALREADY_PROCESSED',
  'CHARGE_TOO_QUICK',
  'ALREADY_CAPTURED',
  'CAPTURE_AMOUNT_TOO_LARGE',
  'CANCEL_NOT_ALLOWED',
  'CANNOT_REFUND_UNSUCCESSFUL_CHARGE',
  'REFUND_EXCEEDS_CHARGE_AMOUNT',
  'REFUND_NOT_ALLOWED',
  'CURRENCY_MUST_MATCH_CHARGE',
  'NO_TEST_CARD_IN_LIVE_MODE',
  'CARD_REJECTED',
  'INVALID_CHARGE_STATUS',
  'PAYMENT_TYPE_NOT_ALLOWED',
  'ISSUER_TOKEN_EMPTY',
  'NOT_ONLINE_CHARGE',
  'INVALID_THREE_DS_STATUS',
  'NOT_SUPPORTED_BY_PROCESSOR',
]);
export type ServiceErrorCode = z.infer<typeof serviceErrorCode>;

/**
 * Codes of the SDK's list that the real service answers and the simulator never sends: a
 * failure of the service's own (conventions: Checked against the provider's own clients,
 * Error codes), or a refund the store's sales cannot cover.
 */
export const unsimulatedServiceErrorCode = z.enum([
  'INTERNAL_SERVER_ERROR',
  'UNKNOWN_ERROR',
  'DB_ERROR',
  'REFUND_EXCEEDS_SALES',
  'REFUND_NOT_WITHIN_BOUNDS',
]);

/** Codes the app's own service client answers with when the service's answer never came. */
export const clientErrorCode = z.enum([
  /** The request failed the route's schema before it was sent; same code as the service's. */
  'VALIDATION_ERROR',
  'CONNECTION_REFUSED',
  'CONNECTION_RESET',
  'HOST_NOT_FOUND',
  'NETWORK_ERROR',
  'TIMEOUT',
  /** The answer does not match the route's response schema. */
  'RESPONSE_SHAPE',
  'CANCELLED',
  /** The keychain did not hand over the profile's credentials. */
  'CREDENTIALS_UNAVAILABLE',
  'CREDENTIALS_MALFORMED',
]);
export type ClientErrorCode = z.infer<typeof clientErrorCode>;

/**
 * A payment that fails is a 200 with `status: failed` and this object in `error`
 * (conventions: Errors). Some sources spell `details` as `detail`; both are accepted.
 */
export const paymentError = z.looseObject({
  code: z.number().int(),
  message: z.string(),
  details: z.unknown().optional(),
  detail: z.unknown().optional(),
});
export type PaymentError = z.infer<typeof paymentError>;

/** The conventions' integer payment error codes, named for translation in the renderer. */
export const paymentErrorCodes = {
  301: 'CARD_NUMBER',
  302: 'EXPIRY_MONTH',
  303: 'EXPIRY_YEAR',
  304: 'CARD_EXPIRED',
  305: 'CVV',
  306: 'DECLINED',
  307: 'INVALID_CARD',
  308: 'NOT_APPROVED',
  311: 'TOO_MANY_CHARGES',
  312: 'CANNOT_CANCEL',
  313: 'AUTHORIZATION_EXPIRED',
  317: 'PARTIAL_CAPTURE_NOT_SUPPORTED',
  318: 'PARTIAL_REFUND_NOT_SUPPORTED',
  319: 'FRAUD_SUSPECTED',
  322: 'QR_CODE_INVALID',
  323: 'QR_CODE_EXPIRED',
  324: 'QR_CODE_ALREADY_USED',
  327: 'PAYMENT_DEADLINE_EXPIRED',
  330: 'INSUFFICIENT_FUNDS',
  345: 'ALREADY_CANCELED',
  356: 'CARD_NOT_ENROLLED_IN_3DS',
  358: 'THREE_DS_FAILED',
  359: 'THREE_DS_FAILED',
} as const satisfies Record<number, string>;

/** The HTTP status the service answers with for each error code (conventions: Errors). */
export function statusForErrorCode(code: ServiceErrorCode): number {
  switch (code) {
    case 'AUTH_HEADER_MISSING':
    case 'INVALID_APP_TOKEN':
    case 'INVALID_CREDENTIALS':
      return 401;
    case 'INVALID_PERMISSIONS':
    case 'OUTDATED_APP_TOKEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'NOT_ALLOWED':
      return 405;
    case 'IDEMPOTENCY_KEY_CONFLICT':
    case 'NON_UNIQUE_ACTIVE_TOKEN':
    case 'CONFLICTED':
      return 409;
    case 'TOO_MANY_REQUESTS':
      return 429;
    case 'INTERNAL_ERROR':
      return 500;
    case 'SERVICE_UNAVAILABLE_TRY_AGAIN':
      return 503;
    case 'NO_GATEWAY_AVAILABLE_TO_PROCESS_REQUEST':
      return 504;
    default:
      return 400;
  }
}
