import type { TFunction } from 'i18next';
import { paymentErrorCodes } from '../../shared/service/errors';
import { errors } from './en/errors';

/*
 * People read codes through these, never the service's or main's own English message
 * (STYLE.md: messages are composed in the renderer from the code). A code this version does
 * not know still gets a plain message that names it, so support can look it up.
 */

type ErrorCode = keyof typeof errors.codes;
type ValidationKey = keyof typeof errors.validation;
type PaymentErrorCode = keyof typeof paymentErrorCodes;

function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errors.codes, code);
}

function isValidationKey(reason: string): reason is ValidationKey {
  return Object.hasOwn(errors.validation, reason);
}

function isPaymentErrorCode(code: number): code is PaymentErrorCode {
  return Object.hasOwn(paymentErrorCodes, code);
}

/** A call's error code (service, client, IPC layer, credentials store or core). */
export function errorCodeText(t: TFunction<'errors'>, code: string): string {
  return isErrorCode(code) ? t(`codes.${code}`) : t('unknownCode', { code });
}

/** A field's validation reason, shown under the field. */
export function validationText(t: TFunction<'errors'>, reason: string): string {
  return isValidationKey(reason) ? t(`validation.${reason}`) : t('unknownCode', { code: reason });
}

/** A failed payment's integer code (conventions: Errors). */
export function paymentErrorText(t: TFunction<'errors'>, code: number): string {
  return isPaymentErrorCode(code)
    ? t(`payment.${paymentErrorCodes[code]}`)
    : t('unknownPayment', { code });
}

/**
 * A payment code that ended a capture, cancel or refund. "Not approved" there is the service
 * refusing the operation, not the customer's payment: asking them to pay another way is wrong.
 */
export function operationPaymentErrorText(t: TFunction<'errors'>, code: number): string {
  return isPaymentErrorCode(code) && paymentErrorCodes[code] === 'NOT_APPROVED'
    ? t('operationNotApproved')
    : paymentErrorText(t, code);
}
