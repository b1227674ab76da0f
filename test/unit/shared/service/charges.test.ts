import { describe, expect, it } from 'vitest';
import {
  charge,
  chargeExpiry,
  chargeRoutes,
  createChargeBody,
  isTerminalChargeStatus,
  listChargesQuery,
  normaliseChargeThreeDs,
  updateChargeBody,
} from '../../../../shared/service/charges';
import { pollingQuery } from '../../../../shared/service/common';
import { issuerToken, threeDsIssuerToken } from '../../../../shared/service/issuer-tokens';
import { pathParams } from './path-params';
import { requestErrors } from './request-errors';
import { responseFixtures } from './response-fixtures';

const tokenId = '11efdfad-91d5-3954-91f5-73fd10072929';
const valid = { transaction_token_id: tokenId, amount: 1000, currency: 'JPY' };
const endpoint = 'https://shop.example/three-ds-done';

describe('charge responses', () => {
  const fixtures = responseFixtures('charge');

  it('finds the recorded charges', () => {
    expect(fixtures.length).toBeGreaterThan(0);
  });

  it.each(fixtures)('accepts the recorded %s', (_, body) => {
    expect(charge.safeParse(body).success).toBe(true);
  });

  it('accepts the charges the service lists under a subscription', () => {
    const listed = responseFixtures('subscription/charges').filter(([name]) =>
      name.endsWith('-charges.json'),
    );
    expect(listed).toHaveLength(2);
    for (const [, body] of listed) {
      expect(chargeRoutes.listStoreCharges.response.safeParse(body).success).toBe(true);
    }
  });

  it('keeps charged_amount null until the charge is processed', () => {
    const [, created] = fixtures.find(([name]) => name === 'charge-create-capture.json') ?? [];
    const parsed = charge.parse(created);
    expect(parsed.charged_amount).toBeNull();
    expect(parsed.created_on).toBeNull();
  });

  it('keeps the 3DS mode provided, which only the service sets', () => {
    const [, body] =
      fixtures.find(([name]) => name === 'charge-create-with-three-ds-provided.json') ?? [];
    expect(charge.parse(body).three_ds?.mode).toBe('provided');
  });

  it('keeps a status it does not know', () => {
    const [, body] = fixtures.find(([name]) => name === 'charge-get-metadata.json') ?? [];
    expect(charge.parse({ ...(body as object), status: 'reviewing' }).status).toBe('reviewing');
  });

  it('refuses a charge without its requested amount', () => {
    const [, body] = fixtures.find(([name]) => name === 'charge-get-metadata.json') ?? [];
    expect(charge.safeParse({ ...(body as object), requested_amount: undefined }).success).toBe(
      false,
    );
  });

  it('reads a failed charge error in both spellings of details', () => {
    const [, body] = fixtures.find(([name]) => name === 'charge-get-metadata.json') ?? [];
    for (const error of [
      { code: 306, message: 'declined', details: { gateway: 'x' } },
      { code: 306, message: 'declined', detail: 'x' },
    ]) {
      expect(charge.parse({ ...(body as object), status: 'failed', error }).error?.code).toBe(306);
    }
  });
});

describe('charge expiry', () => {
  const expiry = {
    id: '11efe2d1-b88e-f31a-a57f-b3f1359e6592',
    charge_id: '11efdfaf-1e1d-899c-9c99-8718c995d6c0',
    expiration_date: '2025-02-04T08:26:24.418984Z',
    extension_count: 0,
    created_on: '2025-02-01T08:26:24.418984Z',
    updated_on: '2025-02-01T08:26:24.418984Z',
  };

  it('accepts the expiry of a konbini charge', () => {
    expect(chargeExpiry.safeParse(expiry).success).toBe(true);
  });

  it('refuses an expiry without its extension count', () => {
    expect(chargeExpiry.safeParse({ ...expiry, extension_count: undefined }).success).toBe(false);
  });
});

describe('charge create body', () => {
  it('accepts the three required fields and captures by default', () => {
    expect(createChargeBody.parse(valid)).toEqual({ ...valid, capture: true });
  });

  it('accepts every optional field', () => {
    const body = {
      ...valid,
      capture: false,
      capture_at: '2025-02-04T08:26:24.418Z',
      only_direct_currency: true,
      descriptor: 'COUNTER 1',
      metadata: { order: 'A-1', items: [1, 2] },
      redirect: { endpoint },
      three_ds: { mode: 'force', redirect_endpoint: endpoint },
    };
    expect(requestErrors(createChargeBody, body)).toEqual([]);
  });

  it('requires the token, the amount and the currency', () => {
    expect(requestErrors(createChargeBody, {})).toEqual([
      { field: 'transaction_token_id', reason: 'REQUIRED_VALUE' },
      { field: 'amount', reason: 'REQUIRED_VALUE' },
      { field: 'currency', reason: 'REQUIRED_VALUE' },
    ]);
  });

  it('refuses a token id that is not a UUID', () => {
    expect(requestErrors(createChargeBody, { ...valid, transaction_token_id: 'tok_1' })).toEqual([
      { field: 'transaction_token_id', reason: 'INVALID_UUID' },
    ]);
  });

  it.each([0, -100, 10.5, 2 ** 53, '1000', null])('refuses the amount %s', (amount) => {
    expect(requestErrors(createChargeBody, { ...valid, amount })).toEqual([
      { field: 'amount', reason: 'INVALID_AMOUNT' },
    ]);
  });

  it('accepts the smallest and the largest safe amount', () => {
    expect(requestErrors(createChargeBody, { ...valid, amount: 1 })).toEqual([]);
    expect(requestErrors(createChargeBody, { ...valid, amount: Number.MAX_SAFE_INTEGER })).toEqual(
      [],
    );
  });

  it.each(['jpy', 'JP', 'JPYEN', 'J1Y', 392])('refuses the currency %s', (currency) => {
    expect(requestErrors(createChargeBody, { ...valid, currency })).toEqual([
      { field: 'currency', reason: 'INVALID_CURRENCY' },
    ]);
  });

  it.each([
    ['capture', 'yes'],
    ['capture_at', 'tomorrow'],
    ['only_direct_currency', 'no'],
    ['descriptor', 7],
  ])('refuses %s = %j as INVALID_FORMAT', (field, value) => {
    expect(requestErrors(createChargeBody, { ...valid, [field]: value })).toEqual([
      { field, reason: 'INVALID_FORMAT' },
    ]);
  });

  it('refuses nested metadata', () => {
    expect(requestErrors(createChargeBody, { ...valid, metadata: { cart: { id: 1 } } })).toEqual([
      { field: 'metadata.cart', reason: 'NESTED_JSON_NOT_ALLOWED' },
    ]);
  });

  it.each(['not a url', 'javascript:alert(1)', 'ftp://shop.example/'])(
    'refuses the redirect endpoint %s',
    (value) => {
      expect(requestErrors(createChargeBody, { ...valid, redirect: { endpoint: value } })).toEqual([
        { field: 'redirect.endpoint', reason: 'INVALID_FORMAT' },
      ]);
    },
  );

  it('requires the endpoint of a redirect', () => {
    expect(requestErrors(createChargeBody, { ...valid, redirect: {} })).toEqual([
      { field: 'redirect.endpoint', reason: 'REQUIRED_VALUE' },
    ]);
  });

  it.each(['normal', 'require', 'force', 'skip', 'if_available'])(
    'accepts the 3DS mode %s in both forms',
    (mode) => {
      expect(requestErrors(createChargeBody, { ...valid, three_ds: { mode } })).toEqual([]);
      expect(requestErrors(createChargeBody, { ...valid, three_ds_mode: mode })).toEqual([]);
    },
  );

  it('refuses the 3DS mode provided, which only the service sets', () => {
    expect(requestErrors(createChargeBody, { ...valid, three_ds: { mode: 'provided' } })).toEqual([
      { field: 'three_ds.mode', reason: 'INVALID_FORMAT' },
    ]);
    expect(requestErrors(createChargeBody, { ...valid, three_ds_mode: 'provided' })).toEqual([
      { field: 'three_ds_mode', reason: 'INVALID_FORMAT' },
    ]);
  });

  it('refuses a redirect id, which only the service issues', () => {
    expect(
      requestErrors(createChargeBody, {
        ...valid,
        redirect_three_ds: { endpoint, redirect_id: tokenId },
      }),
    ).toEqual([{ field: 'redirect_three_ds.redirect_id', reason: 'UNKNOWN_FIELD' }]);
  });

  it('refuses a field it does not know', () => {
    expect(requestErrors(createChargeBody, { ...valid, store_id: tokenId })).toEqual([
      { field: 'store_id', reason: 'UNKNOWN_FIELD' },
    ]);
  });

  it('refuses a 3DS mode given differently in both forms', () => {
    expect(
      requestErrors(createChargeBody, {
        ...valid,
        three_ds: { mode: 'force' },
        three_ds_mode: 'normal',
      }),
    ).toEqual([{ field: 'three_ds_mode', reason: 'DEPENDS_ON_OTHER_FIELD' }]);
  });

  it('refuses a 3DS redirect endpoint given differently in both forms', () => {
    expect(
      requestErrors(createChargeBody, {
        ...valid,
        three_ds: { redirect_endpoint: endpoint },
        redirect_three_ds: { endpoint: 'https://other.example/' },
      }),
    ).toEqual([{ field: 'redirect_three_ds.endpoint', reason: 'DEPENDS_ON_OTHER_FIELD' }]);
  });

  it('accepts both 3DS forms where they agree', () => {
    expect(
      requestErrors(createChargeBody, {
        ...valid,
        three_ds: { mode: 'force', redirect_endpoint: endpoint },
        three_ds_mode: 'force',
        redirect_three_ds: { endpoint },
      }),
    ).toEqual([]);
  });
});

describe('charge 3DS forms', () => {
  const expected = { mode: 'force', redirect_endpoint: endpoint };

  it('normalises the spec form and the conventions form to the same shape', () => {
    const spec = createChargeBody.parse({
      ...valid,
      three_ds_mode: 'force',
      redirect_three_ds: { endpoint },
    });
    const conventions = createChargeBody.parse({
      ...valid,
      three_ds: { mode: 'force', redirect_endpoint: endpoint },
    });
    expect(normaliseChargeThreeDs(spec)).toEqual(expected);
    expect(normaliseChargeThreeDs(conventions)).toEqual(expected);
  });

  it('normalises a body that mixes the forms', () => {
    expect(
      normaliseChargeThreeDs({ three_ds: { mode: 'force' }, redirect_three_ds: { endpoint } }),
    ).toEqual(expected);
  });

  it('normalises a body without 3DS settings to an empty shape', () => {
    expect(normaliseChargeThreeDs(createChargeBody.parse(valid))).toEqual({});
  });
});

describe('charge update body and queries', () => {
  it('updates metadata only', () => {
    expect(requestErrors(updateChargeBody, { metadata: { note: 'gift' } })).toEqual([]);
    expect(requestErrors(updateChargeBody, {})).toEqual([
      { field: 'metadata', reason: 'REQUIRED_VALUE' },
    ]);
    expect(requestErrors(updateChargeBody, { metadata: {}, amount: 1 })).toEqual([
      { field: 'amount', reason: 'UNKNOWN_FIELD' },
    ]);
  });

  it('reads polling from a query string', () => {
    expect(pollingQuery.parse({ polling: 'true' })).toEqual({ polling: true });
    expect(pollingQuery.parse({})).toEqual({});
    expect(requestErrors(pollingQuery, { polling: 'maybe' })).toEqual([
      { field: 'polling', reason: 'INVALID_FORMAT' },
    ]);
  });

  it('reads the list filters and the page from a query string', () => {
    expect(
      listChargesQuery.parse({
        limit: '20',
        cursor_direction: 'asc',
        from: '2025-01-01T00:00:00Z',
        to: '2025-02-01T00:00:00+09:00',
        mode: 'test',
      }),
    ).toEqual({
      limit: 20,
      cursor_direction: 'asc',
      from: '2025-01-01T00:00:00Z',
      to: '2025-02-01T00:00:00+09:00',
      mode: 'test',
    });
  });

  it('refuses a bad list filter, a bad page size and an unknown filter', () => {
    expect(
      requestErrors(listChargesQuery, { from: 'yesterday', mode: 'prod', limit: '5', status: 'x' }),
    ).toEqual([
      { field: 'limit', reason: 'OUT_OF_RANGE' },
      { field: 'from', reason: 'INVALID_FORMAT' },
      { field: 'mode', reason: 'INVALID_FORMAT' },
      { field: 'status', reason: 'UNKNOWN_FIELD' },
    ]);
  });
});

describe('charge statuses', () => {
  it.each(['successful', 'failed', 'error', 'canceled'])('treats %s as terminal', (status) => {
    expect(isTerminalChargeStatus(status)).toBe(true);
  });

  it.each(['pending', 'awaiting', 'authorized', 'reviewing'])(
    'keeps polling a charge that is %s',
    (status) => {
      expect(isTerminalChargeStatus(status)).toBe(false);
    },
  );
});

describe('charge routes', () => {
  it('declares each route with its method, path, auth, status and idempotency', () => {
    const table = Object.fromEntries(
      Object.entries(chargeRoutes).map(([name, route]) => [
        name,
        [route.method, route.path, route.auth, route.status, route.idempotent],
      ]),
    );
    expect(table).toEqual({
      createCharge: ['POST', '/charges', 'secret', 201, true],
      getCharge: ['GET', '/stores/{storeId}/charges/{chargeId}', 'secret', 200, false],
      listCharges: ['GET', '/charges', 'secret', 200, false],
      listStoreCharges: ['GET', '/stores/{storeId}/charges', 'secret', 200, false],
      updateCharge: ['PATCH', '/stores/{storeId}/charges/{chargeId}', 'secret', 200, true],
      getChargeIssuerToken: [
        'GET',
        '/stores/{storeId}/charges/{chargeId}/issuer_token',
        'jwt',
        200,
        false,
      ],
      getChargeThreeDsIssuerToken: [
        'GET',
        '/stores/{storeId}/charges/{chargeId}/three_ds/issuer_token',
        'jwt',
        200,
        false,
      ],
      getChargeExpiry: [
        'GET',
        '/stores/{storeId}/charges/{chargeId}/expiry/latest',
        'secret',
        200,
        false,
      ],
    });
  });

  it('pairs each route with its request and response schemas', () => {
    expect(chargeRoutes.createCharge.body).toBe(createChargeBody);
    expect(chargeRoutes.updateCharge.body).toBe(updateChargeBody);
    expect(chargeRoutes.getCharge.query).toBe(pollingQuery);
    expect(chargeRoutes.listCharges.query).toBe(listChargesQuery);
    expect(chargeRoutes.listStoreCharges.query).toBe(listChargesQuery);
    expect(chargeRoutes.getCharge.response).toBe(charge);
    expect(chargeRoutes.getChargeIssuerToken.response).toBe(issuerToken);
    expect(chargeRoutes.getChargeThreeDsIssuerToken.response).toBe(threeDsIssuerToken);
    expect(chargeRoutes.getChargeExpiry.response).toBe(chargeExpiry);
  });

  it('accepts a list of charges as the real service pages them', () => {
    const items = responseFixtures('charge').map(([, body]) => body);
    expect(
      chargeRoutes.listStoreCharges.response.safeParse({ items, has_more: false, total_hits: 7 })
        .success,
    ).toBe(true);
  });

  it.each(Object.entries(chargeRoutes))('%s takes exactly the UUIDs its path names', (_, route) => {
    const params = pathParams(route.path);
    expect(route.params.safeParse(params).success).toBe(true);
    expect(route.params.safeParse({ ...params, extra: params['storeId'] }).success).toBe(false);
    for (const name of Object.keys(params)) {
      expect(requestErrors(route.params, { ...params, [name]: 'nope' })).toEqual([
        { field: name, reason: 'INVALID_UUID' },
      ]);
    }
  });
});
