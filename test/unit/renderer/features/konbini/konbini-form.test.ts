import { describe, expect, it } from 'vitest';
import { toMinorUnits } from '../../../../../shared/money';
import { konbiniStores } from '../../../../../shared/service/token-options';
import { konbiniFieldMessage } from '../../../../../renderer/features/konbini/konbini-field-error';
import { firstErrorPerField } from '../../../../../renderer/features/sale-entry/first-error-per-field';
import {
  acceptsTimeShift,
  emptyKonbiniForm,
  konbiniFormFieldOf,
  konbiniSaleRequest,
  timeShiftUnavailable,
  type KonbiniForm,
  type KonbiniFormField,
} from '../../../../../renderer/features/konbini/konbini-form';
import { validationText } from '../../../../../renderer/i18n/error-text';
import { createI18n } from '../../../../../renderer/i18n/i18n';

const charge = { amount: toMinorUnits(1200), currency: 'JPY' };

const filled: KonbiniForm = {
  ...emptyKonbiniForm,
  customerName: 'Yamada Taro',
  phoneNumber: '090-1234-5678',
  email: 'taro@example.com',
  convenienceStore: 'lawson',
};

/** The message under each field that has one, in the cashier's language. */
function messages(form: KonbiniForm, language: 'en' | 'ja' = 'en') {
  const i18n = createI18n(language);
  const t = i18n.getFixedT(language, 'konbini');
  const tErrors = i18n.getFixedT(language, 'errors');
  const tBrands = i18n.getFixedT(language, 'brands');
  const request = konbiniSaleRequest(form, charge);
  if (request.ok) return {};
  const store = form.convenienceStore === null ? '' : tBrands(form.convenienceStore);
  return Object.fromEntries(
    Object.entries(firstErrorPerField(request.errors, konbiniFormFieldOf)).map(([field, error]) => [
      field,
      konbiniFieldMessage(t, field as KonbiniFormField, error.reason, store) ??
        validationText(tErrors, error.reason),
    ]),
  );
}

describe('konbini sale request', () => {
  it('refuses a customer name past 40 characters, counting a rare kanji once', () => {
    expect(messages({ ...filled, customerName: '𠮷'.repeat(40) })).toEqual({});
    expect(Object.keys(messages({ ...filled, customerName: '𠮷'.repeat(41) }))).toEqual([
      'customerName',
    ]);
  });

  it('sends the customer, a Japanese number, the store and 30 days to that day’s end in Japan', () => {
    expect(konbiniSaleRequest(filled, charge)).toEqual({
      ok: true,
      input: {
        token: {
          payment_type: 'konbini',
          email: 'taro@example.com',
          data: {
            customer_name: 'Yamada Taro',
            phone_number: { country_code: '81', local_number: '09012345678' },
            convenience_store: 'lawson',
            expiration_period: 'P30D',
            expiration_time_shift: '23:59:00.000+09:00',
          },
        },
        charge: { amount: 1200, currency: 'JPY', capture: true },
      },
    });
  });

  it('takes a number given with +81 as the country code', () => {
    const request = konbiniSaleRequest({ ...filled, phoneNumber: '+81 90 1234 5678' }, charge);
    expect(
      request.ok &&
        request.input.token.payment_type === 'konbini' &&
        request.input.token.data.phone_number,
    ).toEqual({ country_code: '81', local_number: '9012345678' });
  });

  it('sends the period in its unit and a set time of day in Japan time', () => {
    const request = konbiniSaleRequest(
      { ...filled, period: { amount: '2', unit: 'days' }, timeShiftOn: true, timeOfDay: '21:00' },
      charge,
    );
    expect(request.ok && request.input.token.data).toMatchObject({
      expiration_period: 'P2D',
      expiration_time_shift: '21:00:00.000+09:00',
    });
    const minutes = konbiniSaleRequest(
      { ...filled, period: { amount: '45', unit: 'minutes' }, timeShiftOn: false },
      charge,
    );
    expect(minutes.ok && minutes.input.token.data).toMatchObject({ expiration_period: 'PT45M' });
  });

  it('offers a set time of day only at the stores the spec allows it for', () => {
    expect(konbiniStores.filter((store) => !acceptsTimeShift(store))).toEqual([
      'seven_eleven',
      'seico_mart',
      'pay_easy',
      'circle_k',
      'sunkus',
    ]);
  });
});

describe('the message under each konbini field', () => {
  it('asks for every required detail of an empty form', () => {
    expect(messages({ ...emptyKonbiniForm, period: { amount: '', unit: 'days' } })).toEqual({
      customerName: 'Enter the customer’s name.',
      phoneNumber: 'Enter the customer’s phone number.',
      email: 'Enter the customer’s email address, such as name@example.com.',
      convenienceStore: 'Choose the convenience store where the customer will pay.',
      period: 'Enter how many minutes, hours or days the customer has to pay.',
    });
  });

  it('asks for a Japanese number when the digits cannot be one or are not digits', () => {
    const expected = {
      phoneNumber: 'Enter a Japanese phone number of 10 or 11 digits, such as 090-1234-5678.',
    };
    expect(messages({ ...filled, phoneNumber: '12345' })).toEqual(expected);
    expect(messages({ ...filled, phoneNumber: '090-1234-567890' })).toEqual(expected);
    expect(messages({ ...filled, phoneNumber: '090-abcd-5678' })).toEqual(expected);
  });

  it('keeps the period within 30 minutes and 30 days', () => {
    const expected = { period: 'Give the customer from 30 minutes to 30 days.' };
    const anyTime = { ...filled, timeShiftOn: false };
    expect(messages({ ...anyTime, period: { amount: '29', unit: 'minutes' } })).toEqual(expected);
    expect(messages({ ...anyTime, period: { amount: '31', unit: 'days' } })).toEqual(expected);
    expect(messages({ ...anyTime, period: { amount: '0', unit: 'hours' } })).toEqual(expected);
    expect(messages({ ...anyTime, period: { amount: '30', unit: 'minutes' } })).toEqual({});
  });

  it('sets the default time of day aside for a period under a day, never refusing it', () => {
    const twoHours = { ...filled, period: { amount: '2', unit: 'hours' as const } };
    expect(twoHours.timeShiftOn).toBe(true);
    expect(messages(twoHours)).toEqual({});
    expect(timeShiftUnavailable(twoHours)).toBe('shortPeriod');
    const request = konbiniSaleRequest(twoHours, charge);
    expect(request.ok && request.input.token.data).toEqual({
      customer_name: 'Yamada Taro',
      phone_number: { country_code: '81', local_number: '09012345678' },
      convenience_store: 'lawson',
      expiration_period: 'PT2H',
    });
    expect(timeShiftUnavailable({ ...twoHours, period: { amount: '1', unit: 'days' } })).toBeNull();
  });

  it('sends no set time of day to a store that takes none, keeping the period', () => {
    const request = konbiniSaleRequest({ ...filled, convenienceStore: 'seven_eleven' }, charge);
    expect(request.ok && request.input.token.data).toEqual({
      customer_name: 'Yamada Taro',
      phone_number: { country_code: '81', local_number: '09012345678' },
      convenience_store: 'seven_eleven',
      expiration_period: 'P30D',
    });
  });

  it('names the store when main refuses its set time of day', () => {
    const i18n = createI18n('ja');
    const text = konbiniFieldMessage(
      i18n.getFixedT('ja', 'konbini'),
      'timeOfDay',
      'NOT_SUPPORTED_BY_BRAND',
      'セブン-イレブン',
    );
    expect(text).toBe(
      'セブン-イレブンでは期限の時刻を指定できません。指定をやめるか、別のコンビニを選んでください。',
    );
  });

  it('asks for a period before a set time of day', () => {
    expect(
      messages({
        ...filled,
        period: { amount: '', unit: 'days' },
        timeShiftOn: true,
        timeOfDay: '21:00',
      }),
    ).toEqual({
      period: 'Enter how many minutes, hours or days the customer has to pay.',
      timeOfDay: 'A set time of day needs a time to pay. Enter one above.',
    });
  });

  it('asks for the time when a set time of day is on without one', () => {
    expect(messages({ ...filled, timeShiftOn: true, timeOfDay: '' })).toEqual({
      timeOfDay: 'Enter a time of day, such as 21:00.',
    });
  });

  it('leaves a reason main reports that the form does not expect to the general text', () => {
    const i18n = createI18n('en');
    const text = konbiniFieldMessage(
      i18n.getFixedT('en', 'konbini'),
      'customerName',
      'OUT_OF_RANGE',
      'Lawson',
    );
    expect(text).toBeNull();
  });
});
