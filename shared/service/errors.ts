import { z } from 'zod';

/** HTTP error body of the service (conventions: Errors). `errors` may be empty, `field` absent. */
export const serviceErrorBody = z.looseObject({
  status: z.literal('error'),
  code: z.string(),
  errors: z.array(z.looseObject({ field: z.string().optional(), reason: z.string() })).default([]),
});
export type ServiceErrorBody = z.infer<typeof serviceErrorBody>;

/** Top-level codes of error bodies that the client and the simulator both use. */
export const serviceErrorCode = z.enum([
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'REQUEST_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'AUTH_HEADER_MISSING',
  'INVALID_APP_TOKEN',
  'INVALID_CREDENTIALS',
  'INVALID_PERMISSIONS',
  'OUTDATED_APP_TOKEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'IDEMPOTENCY_KEY_CONFLICT',
  'NON_UNIQUE_ACTIVE_TOKEN',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE_TRY_AGAIN',
  'GATEWAY_TIMEOUT',
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
  'NOT_CAPTURABLE',
  'CUSTOMS_ALREADY_SUCCESSFUL',
  'CUSTOMS_NOT_ALLOWED',
  'ISSUER_TOKEN_NOT_AVAILABLE',
  // The charge issuer token of a charge neither online nor bank transfer (the SDK's list).
  'NOT_ONLINE_CHARGE',
  'THREE_DS_NOT_AVAILABLE',
]);
export type ServiceErrorCode = z.infer<typeof serviceErrorCode>;

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
    case 'METHOD_NOT_ALLOWED':
      return 405;
    case 'IDEMPOTENCY_KEY_CONFLICT':
    case 'NON_UNIQUE_ACTIVE_TOKEN':
      return 409;
    case 'REQUEST_TOO_LARGE':
      return 413;
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 415;
    case 'TOO_MANY_REQUESTS':
      return 429;
    case 'INTERNAL_ERROR':
      return 500;
    case 'SERVICE_UNAVAILABLE_TRY_AGAIN':
      return 503;
    case 'GATEWAY_TIMEOUT':
      return 504;
    default:
      return 400;
  }
}
