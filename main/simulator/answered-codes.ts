import type { ValidationReason } from '../../shared/service/common';

/*
 * Every code the simulator puts in an error body, in one place. The real service answers only
 * codes its SDK's `ResponseErrorCode` list holds (conventions: Checked against the provider's
 * own clients, Error codes), so training never shows a message a real till would not; a unit
 * test holds both tables to that list.
 */

/**
 * What the simulator answers for each validation reason the shared schemas raise. Most are the
 * service's own words; the few Counter's checks name for themselves become the SDK's nearest
 * code, and the app's own reasons, which no service request raises, read as INVALID_FORMAT.
 */
const answeredReasonOf = {
  REQUIRED_VALUE: 'REQUIRED_VALUE',
  INVALID_FORMAT: 'INVALID_FORMAT',
  INVALID_UUID: 'INVALID_UUID',
  INVALID_FORMAT_EMAIL: 'INVALID_FORMAT_EMAIL',
  INVALID_CURRENCY: 'INVALID_CURRENCY',
  INVALID_AMOUNT: 'INVALID_AMOUNT',
  INVALID_CARD_NUMBER: 'INVALID_CARD_NUMBER',
  INVALID_CARD_EXPIRATION: 'INVALID_CARD_EXPIRATION',
  INVALID_CVV: 'INVALID_CVV',
  INVALID_PHONE_NUMBER: 'INVALID_PHONE_NUMBER',
  MUST_BE_FUTURE_TIME: 'MUST_BE_FUTURE_TIME',
  NESTED_JSON_NOT_ALLOWED: 'NESTED_JSON_NOT_ALLOWED',
  UNKNOWN_FIELD: 'FORBIDDEN_PARAMETER',
  NOT_SUPPORTED_BY_BRAND: 'NOT_SUPPORTED_BY_PROCESSOR',
  OUT_OF_RANGE: 'INVALID_FORMAT_LENGTH',
  DEPENDS_ON_OTHER_FIELD: 'CONFLICTED',
  CARD_NUMBER_NOT_ALLOWED: 'INVALID_FORMAT',
  SECRET_NOT_ALLOWED: 'INVALID_FORMAT',
  READ_ONLY_KEY: 'INVALID_FORMAT',
  DUPLICATE_KEY: 'INVALID_FORMAT',
  INVALID_PIN: 'INVALID_FORMAT',
} as const satisfies Record<ValidationReason, string>;

/** Reasons the simulator's own rules give, beside the schemas' (answered as they are). */
const ruleReasons = ['PAYMENT_TYPE_NOT_SUPPORTED', 'INVALID_CHARGE_STATUS'] as const;

export type AnsweredReason =
  (typeof answeredReasonOf)[ValidationReason] | (typeof ruleReasons)[number];

/** Every reason an error body of the simulator can carry. */
export const answeredReasons: readonly AnsweredReason[] = [
  ...new Set([...Object.values(answeredReasonOf), ...ruleReasons]),
];

/** A reason as the simulator answers it. */
export function answeredReasonFor(reason: ValidationReason | AnsweredReason): AnsweredReason {
  return Object.hasOwn(answeredReasonOf, reason)
    ? answeredReasonOf[reason as ValidationReason]
    : (reason as AnsweredReason);
}

/** Whether a reason (a fault trigger's, say) is one the simulator may answer. */
export function isAnsweredReason(reason: string): reason is AnsweredReason {
  return (answeredReasons as readonly string[]).includes(reason);
}
