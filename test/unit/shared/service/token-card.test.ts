import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../../../../shared/service/common';
import { applePayData, cardData, isCardExpired } from '../../../../shared/service/token-card';

/** fieldErrors tells a missing value from a wrong one by the input, which zod reports only when asked. */
function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value, { reportInput: true });
  return result.success ? [] : fieldErrors(result.error);
}

const card = {
  cardholder: 'HANAKO YAMADA',
  card_number: '4242424242424242',
  exp_month: '12',
  exp_year: '2099',
  cvv: '123',
};
const cardWith = (fields: object) => errorsOf(cardData, { ...card, ...fields });

describe('card data', () => {
  it('accepts Luhn-valid numbers of 12 to 19 digits', () => {
    for (const number of [
      '000000000000',
      '378282246310005',
      '4242424242424242',
      '6011000990139424',
      '4000000000000000006',
    ]) {
      expect(cardWith({ card_number: number }), number).toEqual([]);
    }
  });

  it('refuses a number whose check digit is wrong', () => {
    expect(cardWith({ card_number: '4242424242424241' })).toEqual([
      { field: 'card_number', reason: 'INVALID_CARD_NUMBER' },
    ]);
  });

  it('refuses a number too short, too long, or not all digits', () => {
    for (const number of ['42424242426', '42424242424242424242', '4242 4242 4242 4242', '']) {
      expect(cardWith({ card_number: number }), number).toEqual([
        { field: 'card_number', reason: 'INVALID_CARD_NUMBER' },
      ]);
    }
  });

  it('refuses a card number sent as a JSON number with INVALID_CARD_NUMBER', () => {
    expect(cardWith({ card_number: 4242424242424242 })).toEqual([
      { field: 'card_number', reason: 'INVALID_CARD_NUMBER' },
    ]);
  });

  it('accepts months 1 to 12 with or without a leading zero', () => {
    for (const month of ['1', '01', '9', '10', '12']) {
      expect(cardWith({ exp_month: month }), month).toEqual([]);
    }
  });

  it('refuses a month outside 1 to 12 or a year not of four digits', () => {
    for (const month of ['0', '00', '13', 'ab', '012']) {
      expect(cardWith({ exp_month: month }), month).toEqual([
        { field: 'exp_month', reason: 'INVALID_CARD_EXPIRATION' },
      ]);
    }
    for (const year of ['99', '20990', 'next']) {
      expect(cardWith({ exp_year: year }), year).toEqual([
        { field: 'exp_year', reason: 'INVALID_CARD_EXPIRATION' },
      ]);
    }
  });

  it('takes a CVV of 3 or 4 digits only', () => {
    expect(cardWith({ cvv: '1234' })).toEqual([]);
    for (const cvv of ['12', '12345', '12a']) {
      expect(cardWith({ cvv }), cvv).toEqual([{ field: 'cvv', reason: 'INVALID_CVV' }]);
    }
  });

  it('requires the cardholder, not just blanks', () => {
    expect(cardWith({ cardholder: '  ' })).toEqual([
      { field: 'cardholder', reason: 'REQUIRED_VALUE' },
    ]);
    expect(cardWith({ cardholder: undefined })).toEqual([
      { field: 'cardholder', reason: 'REQUIRED_VALUE' },
    ]);
  });

  it('takes the address parts with an ISO alpha-2 country', () => {
    const address = {
      line1: 'Mita 1-1',
      line2: '',
      state: 'Tokyo',
      city: 'Minato-ku',
      zip: '108-0073',
    };
    expect(cardWith({ ...address, country: 'JP' })).toEqual([]);
    for (const country of ['jp', 'JPN', 'Japan']) {
      expect(cardWith({ country }), country).toEqual([
        { field: 'country', reason: 'INVALID_FORMAT' },
      ]);
    }
  });

  it('takes a phone number as digits and refuses a partial or formatted one', () => {
    expect(cardWith({ phone_number: { country_code: '81', local_number: '0312345678' } })).toEqual(
      [],
    );
    expect(
      cardWith({ phone_number: { country_code: '+81', local_number: '03-1234-5678' } }),
    ).toEqual([
      { field: 'phone_number.country_code', reason: 'INVALID_PHONE_NUMBER' },
      { field: 'phone_number.local_number', reason: 'INVALID_PHONE_NUMBER' },
    ]);
    expect(cardWith({ phone_number: { country_code: '81' } })).toEqual([
      { field: 'phone_number.local_number', reason: 'REQUIRED_VALUE' },
    ]);
  });

  it('takes cvv_authorize with an ISO-4217 currency', () => {
    expect(cardWith({ cvv_authorize: { enabled: true, currency: 'JPY' } })).toEqual([]);
    expect(cardWith({ cvv_authorize: { enabled: true, currency: 'yen' } })).toEqual([
      { field: 'cvv_authorize.currency', reason: 'INVALID_CURRENCY' },
    ]);
    expect(cardWith({ cvv_authorize: { enabled: 'yes' } })).toEqual([
      { field: 'cvv_authorize.enabled', reason: 'INVALID_FORMAT' },
    ]);
  });

  it('takes a web address as the 3DS redirect endpoint', () => {
    const endpoint = 'https://shop.example/3ds-done?terminal=4';
    expect(cardWith({ three_ds: { enabled: false, redirect_endpoint: endpoint } })).toEqual([]);
    for (const url of ['ftp://shop.example/3ds', 'shop.example/3ds']) {
      expect(cardWith({ three_ds: { redirect_endpoint: url } }), url).toEqual([
        { field: 'three_ds.redirect_endpoint', reason: 'INVALID_FORMAT' },
      ]);
    }
  });
});

describe('apple_pay data', () => {
  it('requires the Apple Pay token and the cardholder', () => {
    expect(errorsOf(applePayData, {})).toEqual([
      { field: 'applepay_token', reason: 'REQUIRED_VALUE' },
      { field: 'cardholder', reason: 'REQUIRED_VALUE' },
    ]);
  });

  it('takes the optional address and phone of card data, not card details', () => {
    const data = { applepay_token: 'apple-token', cardholder: 'HANAKO YAMADA' };
    const contact = {
      city: 'Minato-ku',
      country: 'JP',
      phone_number: { country_code: '81', local_number: '0312345678' },
    };
    expect(errorsOf(applePayData, { ...data, ...contact })).toEqual([]);
    expect(errorsOf(applePayData, { ...data, cvv: '123' })).toEqual([
      { field: 'cvv', reason: 'UNKNOWN_FIELD' },
    ]);
  });
});

describe('isCardExpired', () => {
  it('keeps a card valid through the last moment of its month', () => {
    expect(isCardExpired('12', '2025', new Date('2025-12-31T23:59:59.999Z'))).toBe(false);
    expect(isCardExpired('12', '2025', new Date('2025-01-01T00:00:00Z'))).toBe(false);
  });

  it('expires a card when its month is over', () => {
    expect(isCardExpired('12', '2025', new Date('2026-01-01T00:00:00Z'))).toBe(true);
    expect(isCardExpired('03', '2025', new Date('2025-04-01T00:00:00Z'))).toBe(true);
    expect(isCardExpired('12', '2024', new Date('2025-06-15T00:00:00Z'))).toBe(true);
  });

  it('reads a month with or without its leading zero alike', () => {
    const now = new Date('2025-02-10T00:00:00Z');
    expect(isCardExpired('1', '2025', now)).toBe(true);
    expect(isCardExpired('01', '2025', now)).toBe(true);
    expect(isCardExpired('2', '2025', now)).toBe(false);
  });
});
