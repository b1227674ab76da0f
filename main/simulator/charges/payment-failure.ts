import { paymentErrorCodes, type PaymentError } from '../../../shared/service/errors';

/**
 * The `error` of a charge, cancel or refund whose processing failed: a 200 with `status:
 * failed` and `{code, message, details}` (conventions: Errors). The message is the code's name,
 * since people read the renderer's translation of the code, not this text.
 */
export function paymentFailure(code: keyof typeof paymentErrorCodes): PaymentError {
  return { code, message: paymentErrorCodes[code], details: null };
}
