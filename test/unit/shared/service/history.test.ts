import { describe, expect, it } from 'vitest';
import { historyItem, historyRoutes, listHistoryQuery } from '../../../../shared/service/history';
import { pathParams } from './path-params';
import { requestErrors } from './request-errors';
import { responseFixtures } from './response-fixtures';

describe('transaction history responses', () => {
  const fixtures = responseFixtures('transactionhistory');
  const page = historyRoutes.listStoreHistory.response;

  it('finds the recorded history pages, including those in subfolders', () => {
    expect(fixtures.map(([name]) => name)).toContain('store/sample-transaction-history.json');
  });

  it.each(fixtures)('accepts the recorded %s', (_, body) => {
    expect(page.safeParse(body).success).toBe(true);
  });

  it('reads the refunds listed under a charge', () => {
    const [, body] =
      fixtures.find(([name]) => name.endsWith('sample-transaction-history-credit-card.json')) ?? [];
    const [item] = page.parse(body).items;
    expect(item?.payment_type).toBe('card');
    expect(item?.user_data?.refunds?.[0]?.reason).toBe('customer_request');
  });

  it('refuses an item without its amount', () => {
    const [, body] = fixtures.find(([name]) => name.endsWith('credit-card.json')) ?? [];
    const [item] = page.parse(body).items;
    expect(historyItem.safeParse({ ...item, amount: undefined }).success).toBe(false);
  });
});

describe('transaction history query', () => {
  it('reads every filter and the page from a query string', () => {
    expect(
      listHistoryQuery.parse({
        from: '2025-01-01T00:00:00Z',
        to: '2025-02-01T00:00:00Z',
        search: '4242',
        type: 'refund',
        status: 'successful',
        mode: 'live',
        limit: '50',
        cursor: 'e1771339-b989-4a43-99c1-5e35d8008426',
      }),
    ).toEqual({
      from: '2025-01-01T00:00:00Z',
      to: '2025-02-01T00:00:00Z',
      search: '4242',
      type: 'refund',
      status: 'successful',
      mode: 'live',
      limit: 50,
      cursor: 'e1771339-b989-4a43-99c1-5e35d8008426',
    });
  });

  it.each([
    ['from', 'last week'],
    ['to', '2025-02-01'],
    ['type', 'cancel'],
    ['status', 'paid'],
    ['mode', 'sandbox'],
    ['search', 42],
  ])('refuses %s = %j as INVALID_FORMAT', (field, value) => {
    expect(requestErrors(listHistoryQuery, { [field]: value })).toEqual([
      { field, reason: 'INVALID_FORMAT' },
    ]);
  });

  it('refuses a bad page and an unknown filter', () => {
    expect(requestErrors(listHistoryQuery, { cursor: 'x', limit: '500', colour: 'red' })).toEqual([
      { field: 'limit', reason: 'OUT_OF_RANGE' },
      { field: 'cursor', reason: 'INVALID_UUID' },
      { field: 'colour', reason: 'UNKNOWN_FIELD' },
    ]);
  });
});

describe('transaction history routes', () => {
  it('lists one store and all stores with the same query', () => {
    const table = Object.fromEntries(
      Object.entries(historyRoutes).map(([name, route]) => [
        name,
        [route.method, route.path, route.auth, route.status, route.idempotent],
      ]),
    );
    expect(table).toEqual({
      listStoreHistory: ['GET', '/stores/{storeId}/transaction_history', 'secret', 200, false],
      listHistory: ['GET', '/transaction_history', 'secret', 200, false],
    });
    expect(historyRoutes.listStoreHistory.query).toBe(listHistoryQuery);
    expect(historyRoutes.listHistory.query).toBe(listHistoryQuery);
  });

  it.each(Object.entries(historyRoutes))(
    '%s takes exactly the UUIDs its path names',
    (_, route) => {
      const params = pathParams(route.path);
      expect(route.params.safeParse(params).success).toBe(true);
      expect(route.params.safeParse({ ...params, extra: 'x' }).success).toBe(false);
    },
  );
});
