import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../../shared/service/common';
import { createTokenBody } from '../../../../shared/service/token-create';
import {
  bankTransferMatchAmounts,
  konbiniStores,
  konbiniStoresWithoutTimeShift,
  onlineBrands,
  onlineCallMethodsByBrand,
  paymentTypes,
  qrMerchantBrands,
  requiredOnlineFields,
} from '../../../../shared/service/token-options';

/** fieldErrors tells a missing value from a wrong one by the input, which zod reports only when asked. */
function errorsOf(body: unknown) {
  const result = createTokenBody.safeParse(body, { reportInput: true });
  return result.success ? [] : fieldErrors(result.error);
}

const email = 'buyer@example.com';
const card = {
  cardholder: 'HANAKO YAMADA',
  card_number: '4242424242424242',
  exp_month: '12',
  exp_year: '2099',
  cvv: '123',
};
const konbini = {
  customer_name: 'Hanako Yamada',
  phone_number: { country_code: '81', local_number: '09012345678' },
  convenience_store: 'family_mart',
};

const minimalBodies = {
  card: { payment_type: 'card', email, data: card },
  apple_pay: {
    payment_type: 'apple_pay',
    email,
    data: { applepay_token: 'apple-token', cardholder: 'HANAKO YAMADA' },
  },
  qr_scan: { payment_type: 'qr_scan', email, data: { scanned_qr: '281234567890123456' } },
  qr_merchant: { payment_type: 'qr_merchant', email, data: { brand: 'pay_pay_merchant' } },
  konbini: { payment_type: 'konbini', email, data: konbini },
  online: { payment_type: 'online', data: { brand: 'alipay_online', call_method: 'sdk' } },
  bank_transfer: { payment_type: 'bank_transfer', email, data: { brand: 'aozora_bank' } },
  paidy: { payment_type: 'paidy', email, data: { paidy_token: 'tok_paidy' } },
};

const konbiniBody = (data: object) => ({
  payment_type: 'konbini',
  email,
  data: { ...konbini, ...data },
});
const onlineBody = (data: object, fields: object = {}) => ({
  payment_type: 'online',
  ...fields,
  data: { brand: 'we_chat_online', call_method: 'app', ...data },
});
const bankTransferBody = (data: object) => ({
  payment_type: 'bank_transfer',
  email,
  data: { brand: 'aozora_bank', ...data },
});

describe('create-token body: payment types', () => {
  it.each(Object.entries(minimalBodies))('accepts a minimal %s body', (_, body) => {
    expect(errorsOf(body)).toEqual([]);
  });

  it('has a branch for every payment type and no other', () => {
    const branches = createTokenBody.options.map((option) => option.shape.payment_type.value);
    expect([...branches].sort()).toEqual([...paymentTypes].sort());
  });

  it('requires payment_type', () => {
    expect(errorsOf({ email, data: card })).toEqual([
      { field: 'payment_type', reason: 'REQUIRED_VALUE' },
    ]);
  });

  it('refuses an unknown payment_type', () => {
    expect(errorsOf({ payment_type: 'cash', email, data: card })).toEqual([
      { field: 'payment_type', reason: 'INVALID_FORMAT' },
    ]);
  });

  it('requires data', () => {
    expect(errorsOf({ payment_type: 'card', email })).toEqual([
      { field: 'data', reason: 'REQUIRED_VALUE' },
    ]);
  });

  it('refuses unknown fields at the top and inside data', () => {
    expect(errorsOf({ ...minimalBodies.card, amount: 1000 })).toEqual([
      { field: 'amount', reason: 'UNKNOWN_FIELD' },
    ]);
    expect(
      errorsOf({ ...minimalBodies.qr_merchant, data: { brand: 'we_chat_mpm', x: 1 } }),
    ).toEqual([{ field: 'data.x', reason: 'UNKNOWN_FIELD' }]);
  });
});

describe('create-token body: common fields', () => {
  it('accepts the token types and refuses others', () => {
    expect(errorsOf({ ...minimalBodies.card, type: 'subscription' })).toEqual([]);
    expect(errorsOf({ ...minimalBodies.card, type: 'forever' })).toEqual([
      { field: 'type', reason: 'INVALID_FORMAT' },
    ]);
  });

  it('accepts the usage limits and refuses others', () => {
    expect(errorsOf({ ...minimalBodies.card, type: 'recurring', usage_limit: 'annually' })).toEqual(
      [],
    );
    expect(errorsOf({ ...minimalBodies.card, type: 'recurring', usage_limit: 'hourly' })).toEqual([
      { field: 'usage_limit', reason: 'INVALID_FORMAT' },
    ]);
  });

  it('requires email for every payment type but online', () => {
    for (const [type, body] of Object.entries(minimalBodies)) {
      const withoutEmail = Object.fromEntries(
        Object.entries(body).filter(([key]) => key !== 'email'),
      );
      expect(errorsOf(withoutEmail), type).toEqual(
        type === 'online' ? [] : [{ field: 'email', reason: 'REQUIRED_VALUE' }],
      );
    }
  });

  it('refuses a malformed email with INVALID_FORMAT_EMAIL', () => {
    expect(errorsOf({ ...minimalBodies.card, email: 'buyer@' })).toEqual([
      { field: 'email', reason: 'INVALID_FORMAT_EMAIL' },
    ]);
    expect(errorsOf({ ...minimalBodies.online, email: 'buyer' })).toEqual([
      { field: 'email', reason: 'INVALID_FORMAT_EMAIL' },
    ]);
  });

  it('accepts an IPv4 ip_address and refuses anything else', () => {
    expect(errorsOf({ ...minimalBodies.card, ip_address: '192.0.2.10' })).toEqual([]);
    for (const ip of ['192.0.2.256', '2001:db8::1', 'localhost']) {
      expect(errorsOf({ ...minimalBodies.card, ip_address: ip }), ip).toEqual([
        { field: 'ip_address', reason: 'INVALID_FORMAT' },
      ]);
    }
  });

  it('takes flat metadata and refuses a nested object', () => {
    expect(
      errorsOf({
        ...minimalBodies.card,
        metadata: { order: 'A-1', 'univapay-customer-id': 'customer-42' },
      }),
    ).toEqual([{ field: 'metadata.univapay-customer-id', reason: 'INVALID_UUID' }]);
    expect(errorsOf({ ...minimalBodies.card, metadata: { order: { id: 1 } } })).toEqual([
      { field: 'metadata.order', reason: 'NESTED_JSON_NOT_ALLOWED' },
    ]);
    expect(errorsOf({ ...minimalBodies.card, metadata: { order: 'A-1', lines: [1, 2] } })).toEqual(
      [],
    );
  });
});

describe('create-token body: card', () => {
  it('names the card field at fault', () => {
    expect(
      errorsOf({ ...minimalBodies.card, data: { ...card, card_number: '4242424242424241' } }),
    ).toEqual([{ field: 'data.card_number', reason: 'INVALID_CARD_NUMBER' }]);
  });

  it('allows 3DS only on a recurring token', () => {
    const threeDs = { ...card, three_ds: { enabled: true } };
    expect(errorsOf({ ...minimalBodies.card, type: 'recurring', data: threeDs })).toEqual([]);
    expect(errorsOf({ ...minimalBodies.card, type: 'one_time', data: threeDs })).toEqual([
      { field: 'data.three_ds.enabled', reason: 'DEPENDS_ON_OTHER_FIELD' },
    ]);
    expect(errorsOf({ ...minimalBodies.card, data: threeDs })).toEqual([
      { field: 'data.three_ds.enabled', reason: 'DEPENDS_ON_OTHER_FIELD' },
    ]);
  });

  it('allows 3DS switched off on any token type', () => {
    const noThreeDs = { ...card, three_ds: { enabled: false } };
    expect(errorsOf({ ...minimalBodies.card, type: 'one_time', data: noThreeDs })).toEqual([]);
  });
});

describe('create-token body: qr_scan and qr_merchant', () => {
  it('accepts the merchant-presented variant with each brand', () => {
    for (const brand of qrMerchantBrands) {
      expect(errorsOf({ ...minimalBodies.qr_scan, data: { brand } }), brand).toEqual([]);
    }
  });

  it('requires one of scanned_qr and brand', () => {
    expect(errorsOf({ ...minimalBodies.qr_scan, data: {} })).toEqual([
      { field: 'data.scanned_qr', reason: 'REQUIRED_VALUE' },
    ]);
    expect(errorsOf({ ...minimalBodies.qr_scan, data: { scanned_qr: ' ' } })).toEqual([
      { field: 'data.scanned_qr', reason: 'REQUIRED_VALUE' },
    ]);
  });

  it('refuses scanned_qr and brand together', () => {
    expect(
      errorsOf({ ...minimalBodies.qr_scan, data: { scanned_qr: '2812', brand: 'we_chat_mpm' } }),
    ).toEqual([{ field: 'data.brand', reason: 'DEPENDS_ON_OTHER_FIELD' }]);
  });

  it('refuses a brand outside the merchant-presented list', () => {
    expect(errorsOf({ ...minimalBodies.qr_scan, data: { brand: 'origami' } })).toEqual([
      { field: 'data.brand', reason: 'INVALID_FORMAT' },
    ]);
    expect(
      errorsOf({ ...minimalBodies.qr_merchant, data: { brand: 'alipay_connect_mpm' } }),
    ).toEqual([{ field: 'data.brand', reason: 'INVALID_FORMAT' }]);
  });

  it('allows only one-time qr_scan tokens', () => {
    expect(errorsOf({ ...minimalBodies.qr_scan, type: 'one_time' })).toEqual([]);
    expect(errorsOf({ ...minimalBodies.qr_scan, type: 'recurring' })).toEqual([
      { field: 'type', reason: 'DEPENDS_ON_OTHER_FIELD' },
    ]);
  });

  it('requires a brand for qr_merchant', () => {
    expect(errorsOf({ ...minimalBodies.qr_merchant, data: {} })).toEqual([
      { field: 'data.brand', reason: 'REQUIRED_VALUE' },
    ]);
  });
});

describe('create-token body: konbini', () => {
  it('accepts every convenience store', () => {
    for (const store of konbiniStores) {
      expect(errorsOf(konbiniBody({ convenience_store: store })), store).toEqual([]);
    }
  });

  it('requires customer_name, phone_number and convenience_store', () => {
    expect(errorsOf({ ...minimalBodies.konbini, data: {} })).toEqual([
      { field: 'data.customer_name', reason: 'REQUIRED_VALUE' },
      { field: 'data.phone_number', reason: 'REQUIRED_VALUE' },
      { field: 'data.convenience_store', reason: 'REQUIRED_VALUE' },
    ]);
  });

  it('refuses a store outside the list', () => {
    expect(errorsOf(konbiniBody({ convenience_store: 'am_pm' }))).toEqual([
      { field: 'data.convenience_store', reason: 'INVALID_FORMAT' },
    ]);
  });

  it('takes only Japanese phone numbers', () => {
    expect(
      errorsOf(konbiniBody({ phone_number: { country_code: '1', local_number: '2025550123' } })),
    ).toEqual([{ field: 'data.phone_number.country_code', reason: 'INVALID_PHONE_NUMBER' }]);
    expect(
      errorsOf(konbiniBody({ phone_number: { country_code: '81', local_number: '090-1234' } })),
    ).toEqual([{ field: 'data.phone_number.local_number', reason: 'INVALID_PHONE_NUMBER' }]);
  });

  it('bounds expiration_period to 30 minutes .. 30 days', () => {
    for (const period of ['PT30M', 'P1D', 'P30D', 'P4W']) {
      expect(errorsOf(konbiniBody({ expiration_period: period })), period).toEqual([]);
    }
    for (const period of ['PT29M', 'P31D', 'P30DT1S', 'P1Y']) {
      expect(errorsOf(konbiniBody({ expiration_period: period })), period).toEqual([
        { field: 'data.expiration_period', reason: 'OUT_OF_RANGE' },
      ]);
    }
  });

  it('refuses an expiration_period that is no ISO-8601 duration', () => {
    expect(errorsOf(konbiniBody({ expiration_period: '30 days' }))).toEqual([
      { field: 'data.expiration_period', reason: 'INVALID_FORMAT' },
    ]);
  });

  it('accepts a time shift with a period of at least one day', () => {
    const shift = { expiration_time_shift: '09:00:00.000+09:00' };
    expect(errorsOf(konbiniBody({ ...shift, expiration_period: 'P1D' }))).toEqual([]);
  });

  it('refuses a time shift with a period under one day', () => {
    const shift = { expiration_time_shift: '09:00:00.000+09:00' };
    expect(errorsOf(konbiniBody({ ...shift, expiration_period: 'PT23H59M' }))).toEqual([
      { field: 'data.expiration_period', reason: 'OUT_OF_RANGE' },
    ]);
  });

  it('refuses a time shift without a period', () => {
    expect(errorsOf(konbiniBody({ expiration_time_shift: '09:00:00.000+09:00' }))).toEqual([
      { field: 'data.expiration_time_shift', reason: 'DEPENDS_ON_OTHER_FIELD' },
    ]);
  });

  it('refuses a time shift for the stores that do not offer one', () => {
    for (const store of konbiniStoresWithoutTimeShift) {
      const body = konbiniBody({
        convenience_store: store,
        expiration_period: 'P3D',
        expiration_time_shift: '09:00:00.000+09:00',
      });
      expect(errorsOf(body), store).toEqual([
        { field: 'data.expiration_time_shift', reason: 'NOT_SUPPORTED_BY_BRAND' },
      ]);
    }
  });

  it('refuses a time shift that is no time of day', () => {
    expect(
      errorsOf(konbiniBody({ expiration_period: 'P3D', expiration_time_shift: '24:00:00+09:00' })),
    ).toEqual([{ field: 'data.expiration_time_shift', reason: 'INVALID_FORMAT' }]);
  });
});

describe('create-token body: online', () => {
  const supported = onlineBrands.flatMap((brand) =>
    onlineCallMethodsByBrand[brand].map((method) => [brand, method] as const),
  );

  it.each(supported)('accepts %s with %s and its required fields', (brand, method) => {
    const required = requiredOnlineFields(brand, method);
    const body = onlineBody(
      {
        brand,
        call_method: method,
        ...(required.includes('user_identifier') ? { user_identifier: 'device-1' } : {}),
        ...(required.includes('os_type') ? { os_type: 'ios' } : {}),
      },
      required.includes('ip_address') ? { ip_address: '192.0.2.10' } : {},
    );
    expect(errorsOf(body)).toEqual([]);
  });

  it('refuses a call method the brand does not support', () => {
    expect(errorsOf(onlineBody({ brand: 'pay_pay_online', call_method: 'sdk' }))).toEqual([
      { field: 'data.call_method', reason: 'NOT_SUPPORTED_BY_BRAND' },
    ]);
  });

  it('refuses an unknown brand or call method', () => {
    expect(errorsOf(onlineBody({ brand: 'line_pay_online' }))).toEqual([
      { field: 'data.brand', reason: 'INVALID_FORMAT' },
    ]);
    expect(errorsOf(onlineBody({ call_method: 'carrier_pigeon' }))).toEqual([
      { field: 'data.call_method', reason: 'INVALID_FORMAT' },
    ]);
  });

  it('requires brand and call_method', () => {
    expect(errorsOf({ payment_type: 'online', data: {} })).toEqual([
      { field: 'data.brand', reason: 'REQUIRED_VALUE' },
      { field: 'data.call_method', reason: 'REQUIRED_VALUE' },
    ]);
  });

  it('requires user_identifier for we_chat_online with sdk', () => {
    expect(errorsOf(onlineBody({ call_method: 'sdk' }))).toEqual([
      { field: 'data.user_identifier', reason: 'REQUIRED_VALUE' },
    ]);
  });

  it('requires user_identifier and ip_address for we_chat_online with web', () => {
    expect(errorsOf(onlineBody({ call_method: 'web' }))).toEqual([
      { field: 'data.user_identifier', reason: 'REQUIRED_VALUE' },
      { field: 'ip_address', reason: 'REQUIRED_VALUE' },
    ]);
  });

  it('requires ip_address for we_chat_online with http_get', () => {
    expect(errorsOf(onlineBody({ call_method: 'http_get' }))).toEqual([
      { field: 'ip_address', reason: 'REQUIRED_VALUE' },
    ]);
  });

  it('requires os_type for alipay_plus_online with http_get_mobile or app', () => {
    for (const method of ['http_get_mobile', 'app']) {
      expect(
        errorsOf(onlineBody({ brand: 'alipay_plus_online', call_method: method })),
        method,
      ).toEqual([{ field: 'data.os_type', reason: 'REQUIRED_VALUE' }]);
    }
  });

  it('refuses an os_type other than android or ios', () => {
    const body = onlineBody({
      brand: 'alipay_plus_online',
      call_method: 'app',
      os_type: 'windows',
    });
    expect(errorsOf(body)).toEqual([{ field: 'data.os_type', reason: 'INVALID_FORMAT' }]);
  });
});

describe('create-token body: bank_transfer', () => {
  it('accepts every match_amount', () => {
    for (const matchAmount of bankTransferMatchAmounts) {
      expect(errorsOf(bankTransferBody({ match_amount: matchAmount })), matchAmount).toEqual([]);
    }
  });

  it('refuses an unknown match_amount or brand', () => {
    expect(errorsOf(bankTransferBody({ match_amount: 'roughly' }))).toEqual([
      { field: 'data.match_amount', reason: 'INVALID_FORMAT' },
    ]);
    expect(errorsOf(bankTransferBody({ brand: 'some_bank' }))).toEqual([
      { field: 'data.brand', reason: 'INVALID_FORMAT' },
    ]);
  });

  it('takes a time shift only with an expiration_period', () => {
    const shift = { expiration_time_shift: '15:00:00.000+09:00' };
    expect(errorsOf(bankTransferBody({ ...shift, expiration_period: 'P7D' }))).toEqual([]);
    expect(errorsOf(bankTransferBody(shift))).toEqual([
      { field: 'data.expiration_time_shift', reason: 'DEPENDS_ON_OTHER_FIELD' },
    ]);
  });

  it('refuses an expiration_period that is no ISO-8601 duration', () => {
    expect(errorsOf(bankTransferBody({ expiration_period: '7d' }))).toEqual([
      { field: 'data.expiration_period', reason: 'INVALID_FORMAT' },
    ]);
  });
});

describe('create-token body: paidy', () => {
  it('requires the Paidy token', () => {
    expect(errorsOf({ ...minimalBodies.paidy, data: {} })).toEqual([
      { field: 'data.paidy_token', reason: 'REQUIRED_VALUE' },
    ]);
  });

  it('requires a zip in a shipping address', () => {
    const data = { paidy_token: 'tok_paidy', shipping_address: { line1: 'Roppongi 4-22-1' } };
    expect(errorsOf({ ...minimalBodies.paidy, data })).toEqual([
      { field: 'data.shipping_address.zip', reason: 'REQUIRED_VALUE' },
    ]);
  });
});
