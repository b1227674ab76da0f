import type { TFunction } from 'i18next';
import { paymentErrorCodes } from '../../shared/service/errors';
import { errors } from './en/errors';
import { hasEntry } from './has-entry';

/*
 * People read codes through these, never the service's or main's own English message
 * (STYLE.md: messages are composed in the renderer from the code). A code this version does
 * not know still gets a plain message that names it, so support can look it up.
 */

/** A call's failure code (shared/ipc/failure-codes.ts), or any other code a screen holds. */
export function errorCodeText(t: TFunction<'errors'>, code: string): string {
  return hasEntry(errors.codes, code) ? t(`codes.${code}`) : t('unknownCode', { code });
}

/** A field's validation reason, shown under the field. */
export function validationText(t: TFunction<'errors'>, reason: string): string {
  return hasEntry(errors.validation, reason)
    ? t(`validation.${reason}`)
    : t('unknownCode', { code: reason });
}

/** A failed payment's integer code (conventions: Errors). */
export function paymentErrorText(t: TFunction<'errors'>, code: number): string {
  return hasEntry(paymentErrorCodes, code)
    ? t(`payment.${paymentErrorCodes[code]}`)
    : t('unknownPayment', { code });
}

/**
 * A payment code that ended a capture, cancel or refund. "Not approved" there is the service
 * refusing the operation, not the customer's payment: asking them to pay another way is wrong.
 */
export function operationPaymentErrorText(t: TFunction<'errors'>, code: number): string {
  return hasEntry(paymentErrorCodes, code) && paymentErrorCodes[code] === 'NOT_APPROVED'
    ? t('operationNotApproved')
    : paymentErrorText(t, code);
}
