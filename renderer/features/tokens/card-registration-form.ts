import {
  cardRegistrationInput,
  type CardRegistrationInput,
} from '../../../shared/flows/flow-input';
import { serviceMetadataKeys } from '../../../shared/service/identifiers';
import { parseRequest, type FieldError } from '../../../shared/service/common';
import type { usageLimits } from '../../../shared/service/token-options';
import { expiredCardErrors, parseExpiry } from '../card/card-form';
import { fieldAtPath, firstErrorPerField } from '../sale-entry/first-error-per-field';

/*
 * The recurring card registration form as plain values, and the one function that turns it
 * into the flow's input (spec: Create a transaction token, type recurring; data.three_ds). The
 * check is the flow's own schema, so every field shows the service's reason before anything
 * is sent.
 */

export interface CardRegistrationForm {
  cardholder: string;
  /** Digits only; the grouping in fours is display. */
  cardNumber: string;
  /** MMYY digits only. */
  expiry: string;
  cvv: string;
  email: string;
  /** Empty: no limit, which only a store allowed infinitely chargeable tokens may ask. */
  usageLimit: (typeof usageLimits)[number] | '';
  /** Spec: data.three_ds.enabled, allowed for recurring tokens. */
  threeDs: boolean;
  /** The service's customer UUID to register the card to (its customer id metadata key). */
  customerId: string;
}

export const emptyCardRegistrationForm: CardRegistrationForm = {
  cardholder: '',
  cardNumber: '',
  expiry: '',
  cvv: '',
  email: '',
  usageLimit: 'monthly',
  threeDs: true,
  customerId: '',
};

export type CardRegistrationRequest =
  { ok: true; input: CardRegistrationInput } | { ok: false; errors: FieldError[] };

/** The flow's input for the form, or every reason it cannot be sent, by the schema's paths. */
export function cardRegistrationRequest(
  form: CardRegistrationForm,
  now: Date,
): CardRegistrationRequest {
  const customerId = form.customerId.trim();
  const email = form.email.trim();
  const parsed = parseRequest(cardRegistrationInput, {
    token: {
      payment_type: 'card',
      type: 'recurring',
      ...(form.usageLimit !== '' && { usage_limit: form.usageLimit }),
      // A blank required field is left out, so it reads as missing, not malformed.
      ...(email !== '' && { email }),
      ...(customerId !== '' && { metadata: { [serviceMetadataKeys.customerId]: customerId } }),
      data: {
        cardholder: form.cardholder.trim(),
        ...(form.cardNumber !== '' && { card_number: form.cardNumber }),
        ...parseExpiry(form.expiry),
        ...(form.cvv !== '' && { cvv: form.cvv }),
        three_ds: { enabled: form.threeDs },
      },
    },
  });
  if (!parsed.success) return { ok: false, errors: parsed.errors };
  const expired = expiredCardErrors(parsed.data.token, now);
  return expired.length > 0 ? { ok: false, errors: expired } : { ok: true, input: parsed.data };
}

export type CardRegistrationField = keyof CardRegistrationForm | 'form';

const fieldAt = fieldAtPath<CardRegistrationField>({
  'token.email': 'email',
  'token.usage_limit': 'usageLimit',
  [`token.metadata.${serviceMetadataKeys.customerId}`]: 'customerId',
  'token.data.cardholder': 'cardholder',
  'token.data.card_number': 'cardNumber',
  'token.data.exp_month': 'expiry',
  'token.data.exp_year': 'expiry',
  'token.data.cvv': 'cvv',
  'token.data.three_ds.enabled': 'threeDs',
});

/** The first error of each form field; one the form has no field for shows by the button. */
export function registrationErrorsByField<Error extends { field: string; reason: string }>(
  errors: readonly Error[],
): Partial<Record<CardRegistrationField, Error>> {
  return firstErrorPerField(errors, fieldAt);
}
