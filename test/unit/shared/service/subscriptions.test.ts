import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { charge } from '../../../../shared/service/charges';
import { parseRequest } from '../../../../shared/service/common';
import { threeDsIssuerToken } from '../../../../shared/service/issuer-tokens';
import {
  subscription,
  subscriptionChargesQuery,
  subscriptionCreateBody,
  subscriptionRoutes,
  subscriptionUpdateBody,
} from '../../../../shared/service/subscriptions';

const fixtures = join(
  import.meta.dirname,
  '../../../../../shared/fixtures/service-responses/subscription',
);
const fixture = (name: string): unknown => JSON.parse(readFileSync(join(fixtures, name), 'utf8'));

/** The service's field errors for a request that must be refused. */
function errorsOf(schema: z.ZodType, input: unknown) {
  const result = parseRequest(schema, input);
  if (result.success) throw new Error(`accepted ${JSON.stringify(input)}`);
  return result.errors;
}

const tokenId = '11efe209-2fb9-9f86-ac12-db6b95569fc9';
const storeId = '11e75262-8c6a-60c4-9d8f-efa3568a7fa6';
const createWithoutPeriod = { transaction_token_id: tokenId, amount: 1000, currency: 'JPY' };
const validCreate = { ...createWithoutPeriod, period: 'monthly' };
const cardFilters = { last_four: '4242', name: 'TARO YAMADA', exp_month: '12', exp_year: '2030' };

describe('subscription responses', () => {
  const schemaFor: Record<string, z.ZodType> = {
    'subscription-finite-unverified.json': subscriptionRoutes.getSubscription.response,
    'subscription-infinite-unverified.json': subscriptionRoutes.getSubscription.response,
    'charges/subscription-finite-charges.json': subscriptionRoutes.listSubscriptionCharges.response,
    'charges/subscription-infinite-charges.json':
      subscriptionRoutes.listSubscriptionCharges.response,
    'charges/subscription-finite-charge-awaiting.json': charge,
    'charges/subscription-infinite-charge-awaiting.json': charge,
    'charges/subscription-finite-charge-issuer.json': threeDsIssuerToken,
    'charges/subscription-infinite-charge-issuer.json': threeDsIssuerToken,
  };

  it('accept every subscription fixture the real service returned', () => {
    const files = readdirSync(fixtures, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.split('\\').join('/'))
      .sort();
    expect(files).toEqual(Object.keys(schemaFor).sort());
    for (const name of files) {
      const result = schemaFor[name]?.safeParse(fixture(name));
      expect(result?.error, name).toBeUndefined();
    }
  });

  it('read a subscription with an ISO created_on, a named period and a next payment', () => {
    const parsed = subscription.parse(fixture('subscription-finite-unverified.json'));
    expect(parsed.period).toBe('monthly');
    expect(parsed.status).toBe('unverified');
    expect(parsed.created_on).toBe('2025-02-04T08:26:22.656907Z');
    expect(parsed.next_payment?.due_date).toBe('2025-02-04');
    expect(parsed.schedule_settings?.zone_id).toBe('Asia/Tokyo');
  });

  it('accept a subscription in milliseconds with a status the conventions do not list', () => {
    const parsed = subscription.parse({
      ...(fixture('subscription-infinite-unverified.json') as object),
      created_on: 1738652973333,
      status: 'paused',
    });
    expect(parsed.created_on).toBe(1738652973333);
    expect(parsed.status).toBe('paused');
  });

  it('read an unprocessed subscription charge with null charged amounts', () => {
    const list = subscriptionRoutes.listSubscriptionCharges.response.parse(
      fixture('charges/subscription-finite-charges.json'),
    );
    const [parsed] = list.items;
    expect(parsed?.subscription_id).toBe('11efe2d1-b782-1358-b3e0-d7b500e13963');
    expect(parsed?.requested_amount).toBe(250);
    expect(parsed?.charged_amount).toBeNull();
    expect(parsed?.charged_currency).toBeNull();
  });

  it('require updated_on on listed payments and not on the single payment', () => {
    const payment = {
      id: '11efe2d1-b7aa-47b0-b3e2-ff60b09e411c',
      due_date: '2025-02-04',
      zone_id: 'Asia/Tokyo',
      amount: 250,
      currency: 'JPY',
      amount_formatted: 250,
      is_paid: false,
      is_last_payment: false,
      created_on: '2025-02-04T08:26:22.656907Z',
    };
    expect(subscriptionRoutes.getSubscriptionPayment.response.safeParse(payment).success).toBe(
      true,
    );
    const list = subscriptionRoutes.listSubscriptionPayments.response;
    expect(list.safeParse({ items: [payment], has_more: false }).success).toBe(false);
    expect(
      list.safeParse({
        items: [{ ...payment, updated_on: '2025-02-04T08:26:22.656907Z' }],
        has_more: false,
      }).success,
    ).toBe(true);
  });
});

describe('subscription create body', () => {
  it('accepts a named period with a schedule, an initial amount and metadata', () => {
    const body = {
      ...validCreate,
      initial_amount: 250,
      schedule_settings: { start_on: '2025-02-10', zone_id: 'Asia/Tokyo' },
      metadata: { order: 'A-1' },
    };
    expect(subscriptionCreateBody.parse(body)).toEqual(body);
  });

  it('accepts a cyclical period in place of a named one', () => {
    expect(
      subscriptionCreateBody.safeParse({ ...createWithoutPeriod, cyclical_period: 'P2W' }).success,
    ).toBe(true);
  });

  it('accepts a zero initial amount', () => {
    expect(subscriptionCreateBody.safeParse({ ...validCreate, initial_amount: 0 }).success).toBe(
      true,
    );
  });

  it('lists every missing field, the period included', () => {
    expect(errorsOf(subscriptionCreateBody, {})).toEqual([
      { field: 'transaction_token_id', reason: 'REQUIRED_VALUE' },
      { field: 'amount', reason: 'REQUIRED_VALUE' },
      { field: 'currency', reason: 'REQUIRED_VALUE' },
      { field: 'period', reason: 'REQUIRED_VALUE' },
    ]);
  });

  it('refuses a period given both ways on both fields', () => {
    expect(errorsOf(subscriptionCreateBody, { ...validCreate, cyclical_period: 'P1M' })).toEqual([
      { field: 'period', reason: 'DEPENDS_ON_OTHER_FIELD' },
      { field: 'cyclical_period', reason: 'DEPENDS_ON_OTHER_FIELD' },
    ]);
  });

  it('refuses an unknown period and a malformed cyclical period', () => {
    expect(errorsOf(subscriptionCreateBody, { ...validCreate, period: 'hourly' })).toEqual([
      { field: 'period', reason: 'INVALID_FORMAT' },
    ]);
    expect(
      errorsOf(subscriptionCreateBody, { ...createWithoutPeriod, cyclical_period: 'monthly' }),
    ).toEqual([{ field: 'cyclical_period', reason: 'INVALID_FORMAT' }]);
  });

  it('refuses a zero, fractional or negative amount as INVALID_AMOUNT', () => {
    for (const amount of [0, 10.5, -100, '1000']) {
      expect(errorsOf(subscriptionCreateBody, { ...validCreate, amount })).toEqual([
        { field: 'amount', reason: 'INVALID_AMOUNT' },
      ]);
    }
    expect(errorsOf(subscriptionCreateBody, { ...validCreate, initial_amount: -1 })).toEqual([
      { field: 'initial_amount', reason: 'INVALID_AMOUNT' },
    ]);
  });

  it('refuses a malformed token id, currency and metadata', () => {
    expect(
      errorsOf(subscriptionCreateBody, {
        ...validCreate,
        transaction_token_id: 'token',
        currency: 'yen',
        metadata: { order: { id: 1 } },
      }),
    ).toEqual([
      { field: 'transaction_token_id', reason: 'INVALID_UUID' },
      { field: 'currency', reason: 'INVALID_CURRENCY' },
      { field: 'metadata.order', reason: 'NESTED_JSON_NOT_ALLOWED' },
    ]);
  });

  it('refuses a schedule without a date, with a bad date or with an unknown time zone', () => {
    expect(
      errorsOf(subscriptionCreateBody, { ...validCreate, schedule_settings: { zone_id: 'UTC' } }),
    ).toEqual([{ field: 'schedule_settings.start_on', reason: 'REQUIRED_VALUE' }]);
    for (const [startOn, zoneId, field] of [
      ['10/02/2025', 'Asia/Tokyo', 'schedule_settings.start_on'],
      ['2025-02-10', 'Mars/Olympus_Mons', 'schedule_settings.zone_id'],
      ['2025-02-10', '+09:00', 'schedule_settings.zone_id'],
    ] as const) {
      expect(
        errorsOf(subscriptionCreateBody, {
          ...validCreate,
          schedule_settings: { start_on: startOn, zone_id: zoneId },
        }),
      ).toEqual([{ field, reason: 'INVALID_FORMAT' }]);
    }
  });

  it('refuses unknown fields at the top and in the schedule', () => {
    expect(
      errorsOf(subscriptionCreateBody, {
        ...validCreate,
        capture: false,
        schedule_settings: { start_on: '2025-02-10', zone_id: 'UTC', retry_interval: 'P1D' },
      }),
    ).toEqual([
      { field: 'schedule_settings.retry_interval', reason: 'UNKNOWN_FIELD' },
      { field: 'capture', reason: 'UNKNOWN_FIELD' },
    ]);
  });
});

describe('subscription update body', () => {
  it('accepts a new token, new metadata, or neither', () => {
    expect(subscriptionUpdateBody.safeParse({ transaction_token_id: tokenId }).success).toBe(true);
    expect(subscriptionUpdateBody.safeParse({ metadata: { note: 'x' } }).success).toBe(true);
    expect(subscriptionUpdateBody.safeParse({}).success).toBe(true);
  });

  it('refuses a malformed token id and fields that cannot be updated', () => {
    expect(
      errorsOf(subscriptionUpdateBody, { transaction_token_id: 'new-card', amount: 2000 }),
    ).toEqual([
      { field: 'transaction_token_id', reason: 'INVALID_UUID' },
      { field: 'amount', reason: 'UNKNOWN_FIELD' },
    ]);
  });
});

describe('subscription charges query', () => {
  it('coerces the query string: the card group, amounts and page size', () => {
    expect(
      subscriptionChargesQuery.parse({
        ...cardFilters,
        amount_from: '100',
        amount_to: '900',
        limit: '20',
      }),
    ).toEqual({
      last_four: '4242',
      name: 'TARO YAMADA',
      exp_month: 12,
      exp_year: 2030,
      amount_from: 100,
      amount_to: 900,
      limit: 20,
    });
  });

  it('accepts the other filters', () => {
    const query = {
      card_number: '4242424242424242',
      from: '2025-02-01T00:00:00Z',
      to: '2025-02-28T23:59:59.999+09:00',
      email: 'taro@example.com',
      phone: '+81 90-1234-5678',
      currency: 'JPY',
      mode: 'test',
      metadata: 'order',
      transaction_token_id: tokenId,
      cursor: tokenId,
      cursor_direction: 'asc',
    };
    expect(subscriptionChargesQuery.parse(query)).toEqual(query);
  });

  it('asks for each missing member of the card filter group', () => {
    expect(errorsOf(subscriptionChargesQuery, { last_four: '4242' })).toEqual([
      { field: 'name', reason: 'DEPENDS_ON_OTHER_FIELD' },
      { field: 'exp_month', reason: 'DEPENDS_ON_OTHER_FIELD' },
      { field: 'exp_year', reason: 'DEPENDS_ON_OTHER_FIELD' },
    ]);
    const { last_four, name, exp_month } = cardFilters;
    expect(errorsOf(subscriptionChargesQuery, { last_four, name, exp_month })).toEqual([
      { field: 'exp_year', reason: 'DEPENDS_ON_OTHER_FIELD' },
    ]);
  });

  it('reports a malformed group member and the missing ones together', () => {
    expect(errorsOf(subscriptionChargesQuery, { last_four: '42', exp_month: '13' })).toEqual([
      { field: 'last_four', reason: 'INVALID_FORMAT' },
      { field: 'exp_month', reason: 'INVALID_CARD_EXPIRATION' },
      { field: 'name', reason: 'DEPENDS_ON_OTHER_FIELD' },
      { field: 'exp_year', reason: 'DEPENDS_ON_OTHER_FIELD' },
    ]);
  });

  it('refuses malformed filters with their reasons', () => {
    expect(
      errorsOf(subscriptionChargesQuery, {
        card_number: '4242-4242',
        from: 'yesterday',
        email: 'taro',
        phone: 'call me',
        amount_from: '-1',
        amount_to: 'lots',
        currency: 'jpy',
        mode: 'prod',
        transaction_token_id: 'abc',
        limit: '5',
        page: '2',
      }),
    ).toEqual([
      { field: 'limit', reason: 'OUT_OF_RANGE' },
      { field: 'card_number', reason: 'INVALID_CARD_NUMBER' },
      { field: 'from', reason: 'INVALID_FORMAT' },
      { field: 'email', reason: 'INVALID_FORMAT_EMAIL' },
      { field: 'phone', reason: 'INVALID_PHONE_NUMBER' },
      { field: 'amount_from', reason: 'INVALID_AMOUNT' },
      { field: 'amount_to', reason: 'INVALID_FORMAT' },
      { field: 'currency', reason: 'INVALID_CURRENCY' },
      { field: 'mode', reason: 'INVALID_FORMAT' },
      { field: 'transaction_token_id', reason: 'INVALID_UUID' },
      { field: 'page', reason: 'UNKNOWN_FIELD' },
    ]);
  });
});

describe('subscription routes', () => {
  it('declare each route of the spec with its method, path, status and idempotency', () => {
    const shape = Object.fromEntries(
      Object.entries(subscriptionRoutes).map(([name, route]) => [
        name,
        [route.method, route.path, route.auth, route.status, route.idempotent],
      ]),
    );
    expect(shape).toEqual({
      createSubscription: ['POST', '/subscriptions', 'secret', 201, true],
      getSubscription: [
        'GET',
        '/stores/{storeId}/subscriptions/{subscriptionId}',
        'secret',
        200,
        false,
      ],
      updateSubscription: [
        'PATCH',
        '/stores/{storeId}/subscriptions/{subscriptionId}',
        'secret',
        200,
        true,
      ],
      listSubscriptionCharges: [
        'GET',
        '/stores/{storeId}/subscriptions/{subscriptionId}/charges',
        'secret',
        200,
        false,
      ],
      listSubscriptionPayments: [
        'GET',
        '/stores/{storeId}/subscriptions/{subscriptionId}/payments',
        'secret',
        200,
        false,
      ],
      getSubscriptionPayment: [
        'GET',
        '/stores/{storeId}/subscriptions/{subscriptionId}/payments/{paymentId}',
        'secret',
        200,
        false,
      ],
    });
  });

  it('take exactly the path parameters their paths name, as UUIDs', () => {
    for (const route of Object.values(subscriptionRoutes)) {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
      const params = Object.fromEntries(names.map((name): [string, string] => [name, storeId]));
      expect(route.params.safeParse(params).success, route.path).toBe(true);
      expect(route.params.safeParse({ ...params, extra: storeId }).success, route.path).toBe(false);
      if (names.length > 0) {
        expect(route.params.safeParse({ ...params, storeId: 'shop-1' }).success).toBe(false);
      }
    }
  });

  it('accept polling=true as a query string on get', () => {
    expect(subscriptionRoutes.getSubscription.query.parse({ polling: 'true' })).toEqual({
      polling: true,
    });
    expect(errorsOf(subscriptionRoutes.getSubscription.query, { polling: 'soon' })).toEqual([
      { field: 'polling', reason: 'INVALID_FORMAT' },
    ]);
  });
});
