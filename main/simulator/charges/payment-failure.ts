import { paymentErrorCodes, type PaymentError } from '../../../shared/service/errors';

/**
 * The `error` of a charge, cancel or refund whose processing failed: a 200 with `status:
 * failed` and `{code, message, details}` (conventions: Errors). The message is the code's name,
 * since people read the renderer's translation of the code, not this text.
 */
export function paymentFailure(code: number): PaymentError {
  return { code, message: errorNames[code] ?? 'PAYMENT_FAILED', details: null };
}

/** Failure codes come from stored records too, so any integer is looked up, not only known ones. */
const errorNames: Readonly<Partial<Record<number, string>>> = paymentErrorCodes;
