import { describe, expect, it } from 'vitest';
import { toMinorUnits } from '../../../../../shared/money';
import {
  onlineBrands,
  onlineCallMethods,
  type OnlineBrand,
  type OnlineCallMethod,
  type OnlineConditionalField,
} from '../../../../../shared/service/token-options';
import {
  callMethodsOf,
  emptyOnlineForm,
  onlineFormFieldOf,
  onlineSaleRequest,
  requiredFieldsOf,
  withBrand,
  type OnlineForm,
  type OnlineFormField,
} from '../../../../../renderer/features/online/online-form';
import { firstErrorPerField } from '../../../../../renderer/features/sale-entry/first-error-per-field';

const charge = { amount: toMinorUnits(1200), currency: 'JPY', metadata: { order_number: 'A-1' } };

/**
 * Spec: data for online, written out here rather than read from the code under test: the call
 * methods each brand supports, and the fields each pair requires (user_identifier for
 * we_chat_online sdk and web, os_type for alipay_plus_online http_get_mobile and app, and
 * ip_address, on the token, for we_chat_online web and http_get).
 */
const matrix: Record<OnlineBrand, Partial<Record<OnlineCallMethod, OnlineConditionalField[]>>> = {
  alipay_online: { http_get: [], sdk: [], app: [] },
  alipay_plus_online: { http_get: [], http_get_mobile: ['os_type'], sdk: [], app: ['os_type'] },
  pay_pay_online: { http_post: [] },
  we_chat_online: {
    http_get: ['ip_address'],
    sdk: ['user_identifier'],
    app: [],
    web: ['user_identifier', 'ip_address'],
  },
  d_barai_online: { http_post: [] },
};

/** Where the form shows each conditional field. */
const formFieldOf: Record<OnlineConditionalField, OnlineFormField> = {
  user_identifier: 'userIdentifier',
  os_type: 'osType',
  ip_address: 'ipAddress',
};

const combinations = onlineBrands.flatMap((brand) =>
  onlineCallMethods.flatMap((callMethod) => {
    const required = matrix[brand][callMethod];
    return required === undefined ? [] : [{ brand, callMethod, required }];
  }),
);

function formFor(brand: OnlineBrand, callMethod: OnlineCallMethod): OnlineForm {
  return { ...withBrand(emptyOnlineForm, brand), callMethod };
}

function failingFields(form: OnlineForm) {
  const request = onlineSaleRequest(form, charge);
  return request.ok ? {} : firstErrorPerField(request.errors, onlineFormFieldOf);
}

function reasonsOf(form: OnlineForm) {
  return Object.fromEntries(
    Object.entries(failingFields(form)).map(([field, error]) => [field, error.reason]),
  );
}

describe('the call methods offered', () => {
  it.each(onlineBrands)('are exactly the ones %s supports', (brand) => {
    expect([...callMethodsOf(brand)].sort()).toEqual(Object.keys(matrix[brand]).sort());
  });

  it('are none before a brand is chosen', () => {
    expect(callMethodsOf(null)).toEqual([]);
  });

  it('keep the chosen call method when the new brand offers it too', () => {
    const form = { ...withBrand(emptyOnlineForm, 'alipay_online'), callMethod: 'sdk' as const };
    expect(withBrand(form, 'we_chat_online').callMethod).toBe('sdk');
  });

  it('drop a chosen call method the new brand does not offer', () => {
    const form = formFor('alipay_plus_online', 'http_get_mobile');
    expect(withBrand(form, 'we_chat_online').callMethod).toBeNull();
  });

  it.each(['pay_pay_online', 'd_barai_online'] as const)(
    'are chosen for the cashier when %s offers only one',
    (brand) => {
      expect(withBrand(formFor('we_chat_online', 'web'), brand).callMethod).toBe('http_post');
    },
  );
});

describe.each(combinations)('$brand with $callMethod', ({ brand, callMethod, required }) => {
  it(`asks for exactly ${required.join(' and ') || 'no further field'}`, () => {
    expect(requiredFieldsOf(formFor(brand, callMethod))).toEqual(required);
  });

  it('names each required field left empty as missing, and nothing else', () => {
    const expected = Object.fromEntries(
      required.map((field) => [formFieldOf[field], 'REQUIRED_VALUE']),
    );
    expect(reasonsOf(formFor(brand, callMethod))).toEqual(expected);
  });

  it('builds the flow input with the fields the pair requires and no others', () => {
    const form: OnlineForm = {
      ...formFor(brand, callMethod),
      userIdentifier: ' wx-user-42 ',
      osType: 'ios',
      ipAddress: '203.0.113.5',
    };
    const data: Record<string, string> = { brand, call_method: callMethod };
    if (required.includes('user_identifier')) data.user_identifier = 'wx-user-42';
    if (required.includes('os_type')) data.os_type = 'ios';
    expect(onlineSaleRequest(form, charge)).toEqual({
      ok: true,
      input: {
        token: {
          payment_type: 'online',
          ...(required.includes('ip_address') ? { ip_address: '203.0.113.5' } : {}),
          data,
        },
        charge: { amount: 1200, currency: 'JPY', capture: true, metadata: { order_number: 'A-1' } },
      },
    });
  });
});

describe('the online form', () => {
  it('has every brand and call method of the spec in its matrix', () => {
    const inMatrix = new Set(combinations.map(({ callMethod }) => callMethod));
    expect([...inMatrix].sort()).toEqual([...onlineCallMethods].sort());
  });

  it('asks for the brand first, and no call method error stands in for it', () => {
    expect(reasonsOf(emptyOnlineForm)).toMatchObject({ brand: 'REQUIRED_VALUE' });
    expect(requiredFieldsOf(emptyOnlineForm)).toEqual([]);
  });

  it('asks for a call method once the brand is chosen', () => {
    expect(reasonsOf(withBrand(emptyOnlineForm, 'we_chat_online'))).toEqual({
      callMethod: 'REQUIRED_VALUE',
    });
  });

  it('refuses a call method the brand does not support', () => {
    expect(reasonsOf(formFor('pay_pay_online', 'web'))).toEqual({
      callMethod: 'NOT_SUPPORTED_BY_BRAND',
    });
  });

  it('treats a blank user ID as missing', () => {
    const form = { ...formFor('we_chat_online', 'sdk'), userIdentifier: '   ' };
    expect(reasonsOf(form)).toEqual({ userIdentifier: 'REQUIRED_VALUE' });
  });

  it.each(['203.0.113', '203.0.113.256', '2001:db8::1', 'till-3'])(
    'refuses %s as the customer device’s IPv4 address',
    (ipAddress) => {
      const form = { ...formFor('we_chat_online', 'http_get'), ipAddress };
      expect(reasonsOf(form)).toEqual({ ipAddress: 'INVALID_FORMAT' });
    },
  );

  it('names every failing field at once, so the cashier fixes them in one pass', () => {
    const form = { ...formFor('we_chat_online', 'web'), ipAddress: '10.0.0' };
    expect(reasonsOf(form)).toEqual({
      userIdentifier: 'REQUIRED_VALUE',
      ipAddress: 'INVALID_FORMAT',
    });
  });

  it('does not send what was typed for a field the new choice no longer requires', () => {
    const typed = { ...formFor('we_chat_online', 'web'), userIdentifier: 'wx', ipAddress: '1.2.3' };
    const request = onlineSaleRequest({ ...typed, callMethod: 'app' }, charge);
    expect(request.ok && request.input.token).toEqual({
      payment_type: 'online',
      data: { brand: 'we_chat_online', call_method: 'app' },
    });
  });

  it('puts errors the form has no field for by the submit button', () => {
    const request = onlineSaleRequest(formFor('alipay_online', 'app'), {
      ...charge,
      amount: toMinorUnits(0),
    });
    expect(request.ok ? {} : firstErrorPerField(request.errors, onlineFormFieldOf)).toMatchObject({
      form: { field: 'charge.amount' },
    });
  });
});
