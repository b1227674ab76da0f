import type { z } from 'zod';
import { isCardExpired, type cardData } from '../../../shared/service/token-card';
import type { FieldError } from '../../../shared/service/common';
import type { CreateTokenBody } from '../../../shared/service/token-create';
import { textLength } from '../../../shared/text-length';
import type { SaleChargeDraft } from '../sale/sale-draft';
import { fieldAtPath } from '../sale-entry/first-error-per-field';
import { checkSaleInput, type FormWide, type SaleEntryCheck } from '../sale-entry/sale-entry-check';

/*
 * The card entry form as plain values, and the one function that turns it into the flow's
 * input. The check is the flow's own schema (saleInput), so each field shows the reason the
 * service would give (docs/architecture.md: Validation reasons), and an input that fails never
 * leaves the renderer.
 */

type CardData = z.input<typeof cardData>;

/** Spec: data for card, the optional address fields the form keeps under "More". */
export const billingFields = ['line1', 'line2', 'city', 'state', 'zip', 'country'] as const;
export type BillingField = (typeof billingFields)[number] & keyof CardData;

export interface CardForm {
  /** As typed: digits, with the spaces or dashes the cashier put between them. */
  cardNumber: string;
  /** MMYY digits; the slash is display. */
  expiry: string;
  cvv: string;
  cardholder: string;
  email: string;
  /** False for authorize only: the charge is captured later (conventions: Charges). */
  capture: boolean;
  billing: Record<BillingField, string>;
  phoneCountryCode: string;
  phoneLocalNumber: string;
}

export const emptyCardForm: CardForm = {
  cardNumber: '',
  expiry: '',
  cvv: '',
  cardholder: '',
  email: '',
  capture: true,
  billing: { line1: '', line2: '', city: '', state: '', zip: '', country: '' },
  phoneCountryCode: '',
  phoneLocalNumber: '',
};

/**
 * The longest name the form takes: the name field of a card's magnetic stripe holds 26
 * characters (ISO/IEC 7813), so a longer one is not the name on the card. The spec sets none.
 */
export const cardholderMaxLength = 26;

/**
 * The longest address parts the form takes. The spec sets none; these are the lengths the card
 * networks' 3-D Secure data carries a billing address in (EMV 3DS: address lines and city 50
 * characters, postal code 16), where the issuer reads it. A state or prefecture is typed by
 * name here, so it has a line's length; a country is its two-letter code.
 */
export const billingMaxLengths: Readonly<Record<BillingField, number>> = {
  line1: 50,
  line2: 50,
  city: 50,
  state: 50,
  zip: 16,
  country: 2,
};

/** Spec: data for card, phone_number, as the schema takes it (E.164: a number of 15 digits). */
export const phoneMaxLengths = { countryCode: 3, localNumber: 15 } as const;

/** What a card number field takes: digits, and spaces or dashes between groups of them. */
export const cardNumberCharacters = /[\d -]/;

/** What an expiry field takes: digits, the slash between month and year, and spaces. */
export const expiryCharacters = /[\d /]/;

/** The digits of a card number as typed; the separators are the cashier's, not the card's. */
export function cardNumberDigits(typed: string): string {
  return typed.replace(/[ -]/g, '');
}

/** 4242424242424242 as "4242 4242 4242 4242", the way it is printed on the card. */
export function groupCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * A card number as the field shows it: with the dashes the cashier typed, as typed; else in
 * the card's groups of four, so spaces typed anywhere read as the card prints them.
 */
export function shownCardNumber(typed: string): string {
  return typed.includes('-') ? typed : groupCardNumber(cardNumberDigits(typed));
}

/**
 * The MMYY digits of an expiry as typed. A month of one digit before the slash ("1/27") is
 * January, not the first digit of "12/7". Nothing is cut: five digits stay five, for the
 * check to refuse.
 */
export function expiryDigits(typed: string): string {
  const compact = typed.replace(/ /g, '');
  const slash = compact.indexOf('/');
  const month = slash === 1 ? `0${compact.slice(0, 1)}` : compact.slice(0, Math.max(slash, 0));
  return (month + compact.slice(Math.max(slash, 0))).replace(/\//g, '');
}

/**
 * "12/27" once the year starts; "12" before, so Backspace never meets a slash it cannot delete.
 */
export function formatExpiry(digits: string): string {
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * MMYY as the spec's exp_month and four-digit exp_year. Incomplete entries go through as they
 * are, so the schema names them (INVALID_CARD_EXPIRATION); nothing typed is a missing value.
 */
export function parseExpiry(digits: string): Partial<Pick<CardData, 'exp_month' | 'exp_year'>> {
  if (digits === '') return {};
  const year = digits.slice(2);
  return { exp_month: digits.slice(0, 2), exp_year: year.length === 2 ? `20${year}` : year };
}

/** A blank optional field is left out rather than sent empty. */
function filled(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function cardDataOf(form: CardForm): Partial<CardData> {
  // A blank required field is left out, so it reads as missing (REQUIRED_VALUE), not invalid.
  const data: Partial<CardData> = {
    cardholder: form.cardholder,
    ...parseExpiry(form.expiry),
  };
  const cardNumber = cardNumberDigits(form.cardNumber);
  if (cardNumber !== '') data.card_number = cardNumber;
  if (form.cvv !== '') data.cvv = form.cvv;
  for (const field of billingFields) {
    const value = filled(form.billing[field]);
    if (value !== undefined) data[field] = value;
  }
  const localNumber = filled(form.phoneLocalNumber);
  const countryCode = filled(form.phoneCountryCode);
  if (localNumber !== undefined || countryCode !== undefined) {
    data.phone_number = { country_code: countryCode ?? '', local_number: localNumber ?? '' };
  }
  return data;
}

/**
 * The would-be sale input, checked by the flow's schema, then for expiry, which the schema
 * cannot check without a clock but the service refuses (the same rule the simulator applies).
 */
export function cardSaleRequest(
  form: CardForm,
  charge: SaleChargeDraft,
  now: Date,
): SaleEntryCheck {
  const tooLong: FieldError[] = [
    ...(textLength(form.cardholder) > cardholderMaxLength ? ['cardholder'] : []),
    ...billingFields.filter((field) => textLength(form.billing[field]) > billingMaxLengths[field]),
  ].map((field) => ({ field: `token.data.${field}`, reason: 'OUT_OF_RANGE' }));
  const checked = checkSaleInput(
    {
      token: { payment_type: 'card', email: filled(form.email), data: cardDataOf(form) },
      charge: { ...charge, capture: form.capture },
    },
    tooLong,
  );
  if (!checked.ok) return checked;
  const expired = expiredCardErrors(checked.input.token, now);
  return expired.length > 0 ? { ok: false, errors: expired } : checked;
}

/**
 * The service's refusal of an expired card in a token request that passed its schema, which
 * has no clock to check it with (the same rule the simulator applies); none for other methods.
 */
export function expiredCardErrors(token: CreateTokenBody, now: Date): FieldError[] {
  return token.payment_type === 'card' &&
    isCardExpired(token.data.exp_month, token.data.exp_year, now)
    ? [{ field: 'token.data.exp_year', reason: 'INVALID_CARD_EXPIRATION' }]
    : [];
}

/** Where on the form a field error shows. */
export type CardFormField =
  'cardNumber' | 'expiry' | 'cvv' | 'cardholder' | 'email' | BillingField | 'phone';

const fieldAt = fieldAtPath<CardFormField>({
  'token.email': 'email',
  'token.data.card_number': 'cardNumber',
  'token.data.exp_month': 'expiry',
  'token.data.exp_year': 'expiry',
  'token.data.cvv': 'cvv',
  'token.data.cardholder': 'cardholder',
  ...Object.fromEntries(billingFields.map((field) => [`token.data.${field}`, field])),
});

export function cardFormFieldOf(path: string): CardFormField | FormWide {
  if (path.startsWith('token.data.phone_number')) return 'phone';
  return fieldAt(path);
}
