import { describe, expect, it } from 'vitest';
import { toMinorUnits } from '../../../../../shared/money';
import {
  cardNumberCharacters,
  cardNumberDigits,
  cardSaleRequest,
  emptyCardForm,
  cardFormFieldOf,
  expiryCharacters,
  expiryDigits,
  formatExpiry,
  groupCardNumber,
  parseExpiry,
  shownCardNumber,
  type CardForm,
} from '../../../../../renderer/features/card/card-form';
import { firstErrorPerField } from '../../../../../renderer/features/sale-entry/first-error-per-field';

const now = new Date('2025-05-01T10:00:00.000Z');
const charge = { amount: toMinorUnits(1200), currency: 'JPY', metadata: { order_number: 'A-1' } };

const valid: CardForm = {
  ...emptyCardForm,
  cardNumber: '4242424242424242',
  expiry: '1227',
  cvv: '123',
  cardholder: 'Taro Yamada',
  email: 'taro@example.com',
};

function failingFields(form: CardForm) {
  const request = cardSaleRequest(form, charge, now);
  return request.ok ? {} : firstErrorPerField(request.errors, cardFormFieldOf);
}

describe('card number entry', () => {
  it('reads spaces and dashes as separators and cuts nothing off', () => {
    expect(cardNumberDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(cardNumberDigits('1'.repeat(25))).toHaveLength(25);
  });

  it('shows dashes as typed, and digits or spaces in the card’s groups of four', () => {
    expect(shownCardNumber('4242-4242-4242')).toBe('4242-4242-4242');
    expect(shownCardNumber('42424242 4242')).toBe('4242 4242 4242');
  });

  it('takes digits, spaces and dashes, and no letter', () => {
    expect(Array.from('4242 4242-4242').every((c) => cardNumberCharacters.test(c))).toBe(true);
    expect(cardNumberCharacters.test('O')).toBe(false);
  });

  it('sends the digits of a number typed with separators, and refuses 20 digits', () => {
    expect(failingFields({ ...valid, cardNumber: '4242-4242 4242-4242' })).toEqual({});
    expect(failingFields({ ...valid, cardNumber: `${valid.cardNumber}4242` })).toMatchObject({
      cardNumber: { reason: 'INVALID_CARD_NUMBER' },
    });
  });

  it('groups the digits in fours as printed on the card', () => {
    expect(groupCardNumber('424242424242')).toBe('4242 4242 4242');
    expect(groupCardNumber('42424')).toBe('4242 4');
    expect(groupCardNumber('4242')).toBe('4242');
  });
});

describe('expiry entry', () => {
  it('shows the slash only once the year starts, so Backspace never sticks on it', () => {
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
  });

  it('keeps every digit typed, for the check to refuse a fifth, rather than cutting it', () => {
    expect(expiryDigits('12/279')).toBe('12279');
    expect(failingFields({ ...valid, expiry: '12279' })).toMatchObject({
      expiry: { reason: 'INVALID_CARD_EXPIRATION' },
    });
  });

  it('reads a one-digit month before the slash as that month', () => {
    expect(expiryDigits('1/27')).toBe('0127');
    expect(expiryDigits('08 / 27')).toBe('0827');
  });

  it('takes digits, the slash and spaces, and no letter', () => {
    expect(Array.from('08 / 27').every((c) => expiryCharacters.test(c))).toBe(true);
    expect(expiryCharacters.test('a')).toBe(false);
  });

  it('reads MMYY as the spec month and four-digit year, and nothing as missing', () => {
    expect(parseExpiry('0827')).toEqual({ exp_month: '08', exp_year: '2027' });
    expect(parseExpiry('')).toEqual({});
  });
});

describe('card sale request', () => {
  it('refuses each billing part past its length, counting an emoji once', () => {
    const billing = (field: string, text: string) => ({
      ...valid,
      billing: { ...valid.billing, [field]: text },
    });
    expect(failingFields(billing('line1', `${'a'.repeat(49)}🏠`))).toEqual({});
    expect(failingFields(billing('line1', 'a'.repeat(51)))).toMatchObject({
      line1: { reason: 'OUT_OF_RANGE' },
    });
    expect(failingFields(billing('zip', '1'.repeat(17)))).toMatchObject({
      zip: { reason: 'OUT_OF_RANGE' },
    });
  });

  it('refuses a name on card past 26 characters, counting an emoji once', () => {
    expect(failingFields({ ...valid, cardholder: 'T'.repeat(26) })).toEqual({});
    expect(failingFields({ ...valid, cardholder: `${'T'.repeat(25)}🎁` })).toEqual({});
    expect(failingFields({ ...valid, cardholder: 'T'.repeat(27) })).toMatchObject({
      cardholder: { reason: 'OUT_OF_RANGE' },
    });
  });

  it('builds the flow input: card token with email and data, charge with capture and metadata', () => {
    expect(cardSaleRequest(valid, charge, now)).toEqual({
      ok: true,
      input: {
        token: {
          payment_type: 'card',
          email: 'taro@example.com',
          data: {
            cardholder: 'Taro Yamada',
            card_number: '4242424242424242',
            exp_month: '12',
            exp_year: '2027',
            cvv: '123',
          },
        },
        charge: { amount: 1200, currency: 'JPY', capture: true, metadata: { order_number: 'A-1' } },
      },
    });
  });

  it('asks for an authorization only when capture is off', () => {
    const request = cardSaleRequest({ ...valid, capture: false }, charge, now);
    expect(request.ok && request.input.charge.capture).toBe(false);
  });

  it('sends filled billing fields and leaves blank ones out', () => {
    const request = cardSaleRequest(
      { ...valid, billing: { ...valid.billing, zip: ' 150-0001 ', country: 'JP' } },
      charge,
      now,
    );
    expect(request.ok && request.input.token.data).toMatchObject({
      zip: '150-0001',
      country: 'JP',
    });
    expect(request.ok && 'line1' in request.input.token.data).toBe(false);
  });

  it('refuses a number failing the Luhn check at the card number field', () => {
    expect(failingFields({ ...valid, cardNumber: '4242424242424241' }).cardNumber?.reason).toBe(
      'INVALID_CARD_NUMBER',
    );
  });

  it('names a blank card number, CVV, cardholder or email as missing, not as invalid', () => {
    const fields = failingFields({ ...valid, cardNumber: '', cvv: '', cardholder: ' ', email: '' });
    expect(fields.cardNumber?.reason).toBe('REQUIRED_VALUE');
    expect(fields.cvv?.reason).toBe('REQUIRED_VALUE');
    expect(fields.cardholder?.reason).toBe('REQUIRED_VALUE');
    expect(fields.email?.reason).toBe('REQUIRED_VALUE');
  });

  it('refuses a card whose month has passed at the expiry field', () => {
    expect(failingFields({ ...valid, expiry: '0425' }).expiry?.reason).toBe(
      'INVALID_CARD_EXPIRATION',
    );
    expect(cardSaleRequest({ ...valid, expiry: '0525' }, charge, now).ok).toBe(true);
  });

  it('refuses an incomplete expiry and a short CVV with their own reasons', () => {
    const fields = failingFields({ ...valid, expiry: '12', cvv: '12' });
    expect(fields.expiry?.reason).toBe('INVALID_CARD_EXPIRATION');
    expect(fields.cvv?.reason).toBe('INVALID_CVV');
  });

  it('refuses a malformed email at the email field', () => {
    expect(failingFields({ ...valid, email: 'taro@' }).email?.reason).toBe('INVALID_FORMAT_EMAIL');
  });

  it('puts a phone number mistake on the phone field', () => {
    expect(
      failingFields({ ...valid, phoneCountryCode: '81', phoneLocalNumber: '90-1234' }).phone
        ?.reason,
    ).toBe('INVALID_PHONE_NUMBER');
  });
});
