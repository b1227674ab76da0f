import { z } from 'zod';
import { currencyInput } from '../money';
import { countryCode, phoneNumber, requiredText } from './token-fields';

/** The Luhn check digit (ISO/IEC 7812) over a card number of 12 to 19 digits. */
function isCardNumber(value: string): boolean {
  if (!/^\d{12,19}$/.test(value)) return false;
  let sum = 0;
  for (let fromRight = 0; fromRight < value.length; fromRight += 1) {
    const digit = value.charCodeAt(value.length - 1 - fromRight) - 48;
    const weighted = fromRight % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
}

/**
 * Whether a card is past its expiry: it is valid through the last day of its month. The month
 * is read in UTC, so every terminal decides alike whatever its time zone. Takes the request's
 * strings after they passed `cardData`; the schema cannot check this, having no clock.
 */
export function isCardExpired(expMonth: string, expYear: string, now: Date): boolean {
  const year = Number(expYear);
  const month = Number(expMonth);
  const currentYear = now.getUTCFullYear();
  return year < currentYear || (year === currentYear && month < now.getUTCMonth() + 1);
}

/** Spec: data for card and apple_pay ("the optional address and phone fields"). */
const addressFields = {
  line1: z.string().optional(),
  line2: z.string().optional(),
  state: z.string().optional(),
  city: z.string().optional(),
  zip: z.string().optional(),
  country: countryCode.optional(),
  phone_number: phoneNumber.optional(),
};

// A value of the wrong type is still a mistake in that card field, so it gets the card reason.
const cardExpiration = { error: 'INVALID_CARD_EXPIRATION' } as const;

/** Spec: data for card. */
export const cardData = z.strictObject({
  cardholder: requiredText,
  card_number: z
    .string({ error: 'INVALID_CARD_NUMBER' })
    .refine(isCardNumber, { error: 'INVALID_CARD_NUMBER' }),
  exp_month: z.string(cardExpiration).regex(/^(0?[1-9]|1[0-2])$/, cardExpiration),
  exp_year: z.string(cardExpiration).regex(/^\d{4}$/, cardExpiration),
  cvv: z.string({ error: 'INVALID_CVV' }).regex(/^\d{3,4}$/, { error: 'INVALID_CVV' }),
  ...addressFields,
  cvv_authorize: z
    .strictObject({ enabled: z.boolean().optional(), currency: currencyInput.optional() })
    .optional(),
  three_ds: z
    .strictObject({
      // Rule "may be true only if type is recurring" needs the token type: see createTokenBody.
      enabled: z.boolean().optional(),
      // The customer's browser returns there, so it must be a web address.
      redirect_endpoint: z.url({ protocol: /^https?$/, error: 'INVALID_FORMAT' }).optional(),
    })
    .optional(),
});

/** Spec: data for apple_pay. */
export const applePayData = z.strictObject({
  applepay_token: requiredText,
  cardholder: requiredText,
  ...addressFields,
});
