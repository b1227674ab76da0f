import type { FieldError } from '../../../shared/service/common';
import { textLength } from '../../../shared/text-length';
import type { konbiniStores } from '../../../shared/service/token-options';
import { konbiniStoresWithoutTimeShift } from '../../../shared/service/token-options';
import {
  durationToMilliseconds,
  konbiniExpirationLimits,
} from '../../../shared/service/token-expiration';
import { isoDurationOf, timeShiftOf, type PaymentPeriod } from '../sale/payment-period';
import type { SaleChargeDraft } from '../sale/sale-draft';
import { fieldAtPath } from '../sale-entry/first-error-per-field';
import { checkSaleInput, type FormWide, type SaleEntryCheck } from '../sale-entry/sale-entry-check';

/*
 * The konbini form as plain values, and the one function that turns it into the flow's input.
 * The check is the flow's own schema (saleInput: data for konbini and its Limits), so each
 * field shows the reason the service would give, and an input that fails never leaves the
 * renderer (docs/architecture.md: Validation reasons).
 */

export type KonbiniStore = (typeof konbiniStores)[number];

export interface KonbiniForm {
  customerName: string;
  /** As typed: a Japanese number, with or without hyphens, the trunk 0 or +81. */
  phoneNumber: string;
  email: string;
  convenienceStore: KonbiniStore | null;
  period: PaymentPeriod;
  /** Whether the deadline falls on a set time of day (expiration_time_shift). */
  timeShiftOn: boolean;
  /** HH:MM, Japan time. */
  timeOfDay: string;
}

/**
 * Limits: konbini expiration_period defaults to 30 days; the form starts there, visibly, and
 * at the end of that day in Japan time, so the customer has the whole last day rather than
 * until the minute the sale was made. A chain that takes no set time of day keeps the period.
 */
export const emptyKonbiniForm: KonbiniForm = {
  customerName: '',
  phoneNumber: '',
  email: '',
  convenienceStore: null,
  period: { amount: '30', unit: 'days' },
  timeShiftOn: true,
  timeOfDay: '23:59',
};

const storesWithoutTimeShift: readonly KonbiniStore[] = konbiniStoresWithoutTimeShift;

/** Spec: data for konbini, expiration_time_shift is unavailable for these stores. */
export function acceptsTimeShift(store: KonbiniStore | null): boolean {
  return store === null || !storesWithoutTimeShift.includes(store);
}

/** Why the form's set time of day does not apply now, or null when it does. */
export type TimeShiftUnavailable = 'store' | 'shortPeriod';

/**
 * Limits: konbini expiration_time_shift needs an expiration_period of at least a day. The set
 * time is a default the cashier may never have looked at, so a shorter period (two hours) sets
 * it aside rather than being refused: a default never makes a valid choice invalid.
 */
export function timeShiftUnavailable(form: KonbiniForm): TimeShiftUnavailable | null {
  if (!acceptsTimeShift(form.convenienceStore)) return 'store';
  const period = isoDurationOf(form.period);
  const length = period === undefined ? undefined : durationToMilliseconds(period);
  if (length !== undefined && length < konbiniExpirationLimits.minimumWithTimeShift) {
    return 'shortPeriod';
  }
  return null;
}

/**
 * The longest customer name the form takes. The spec sets none; the name is printed on the
 * slip the customer takes to the store, where a name past a line is cut off.
 */
export const customerNameMaxLength = 40;

/** Spec: data for konbini, phone_number ("only Japanese numbers"). */
const japanCountryCode = '81';

/** What the phone number field takes: digits, and the separators japaneseLocalNumber drops. */
export const japanesePhoneCharacters = /[\d\s\-()+]/;

/**
 * The local number of a Japanese phone number as typed: separators dropped, and a leading +81
 * or 81 taken as the country code. What is left may still be wrong; the checks say so.
 */
function japaneseLocalNumber(typed: string): string {
  const compact = typed.replace(/[\s\-()]/g, '');
  if (compact.startsWith(`+${japanCountryCode}`)) return compact.slice(3);
  return compact;
}

/**
 * A Japanese number has 10 digits (landlines, 050) or 11 (mobiles) with its trunk 0, one
 * fewer without it. The schema accepts any 1 to 15 digits; a konbini payment's number is
 * Japanese, so the form asks for one that can be.
 */
function isJapaneseNumber(localNumber: string): boolean {
  return /^(0\d{9,10}|[1-9]\d{8,9})$/.test(localNumber);
}

/** The would-be sale input, checked by the flow's schema, then for a Japanese number's length. */
export function konbiniSaleRequest(form: KonbiniForm, charge: SaleChargeDraft): SaleEntryCheck {
  const localNumber = japaneseLocalNumber(form.phoneNumber);
  const period = isoDurationOf(form.period);
  // A blank number is missing, not malformed.
  const errors: FieldError[] = [];
  const phonePath = 'token.data.phone_number.local_number';
  if (localNumber === '') errors.push({ field: phonePath, reason: 'REQUIRED_VALUE' });
  else if (!isJapaneseNumber(localNumber)) {
    errors.push({ field: phonePath, reason: 'INVALID_PHONE_NUMBER' });
  }
  if (textLength(form.customerName) > customerNameMaxLength) {
    errors.push({ field: 'token.data.customer_name', reason: 'OUT_OF_RANGE' });
  }
  if (period === undefined) {
    errors.push({ field: 'token.data.expiration_period', reason: 'REQUIRED_VALUE' });
  }
  return checkSaleInput(
    {
      token: {
        payment_type: 'konbini',
        email: form.email.trim(),
        data: {
          customer_name: form.customerName,
          phone_number: { country_code: japanCountryCode, local_number: localNumber },
          ...(form.convenienceStore !== null && { convenience_store: form.convenienceStore }),
          ...(period !== undefined && { expiration_period: period }),
          ...(form.timeShiftOn &&
            timeShiftUnavailable(form) === null && {
              expiration_time_shift: timeShiftOf(form.timeOfDay),
            }),
        },
      },
      charge: { ...charge, capture: true },
    },
    errors,
  );
}

/** Where on the form a field error shows. */
export type KonbiniFormField =
  'customerName' | 'phoneNumber' | 'email' | 'convenienceStore' | 'period' | 'timeOfDay';

const fieldAt = fieldAtPath<KonbiniFormField>({
  'token.email': 'email',
  'token.data.customer_name': 'customerName',
  'token.data.convenience_store': 'convenienceStore',
  'token.data.expiration_period': 'period',
  'token.data.expiration_time_shift': 'timeOfDay',
});

export function konbiniFormFieldOf(path: string): KonbiniFormField | FormWide {
  if (path.startsWith('token.data.phone_number')) return 'phoneNumber';
  return fieldAt(path);
}
