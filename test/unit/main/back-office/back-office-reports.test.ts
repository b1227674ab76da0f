import { describe, expect, it } from 'vitest';
import { closeDay, reconcileRange } from '../../../../main/back-office/back-office-reports';
import { tillOperations } from '../../../../main/back-office/till-operations';
import { dayCloseReport, dayCloseRequest } from '../../../../shared/back-office/day-close-report';
import type { OperationView } from '../../../../main/journal/operation-view';
import type { ServiceClient } from '../../../../main/service/service-client';
import { ServiceClientError } from '../../../../main/service/service-client-error';
import { toMinorUnits } from '../../../../shared/money';
import type { HistoryItem } from '../../../../shared/service/history';

const storeId = '11111111-1111-4111-8111-111111111111';
const otherStoreId = '22222222-2222-4222-8222-222222222222';
const id = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
const tillId = '33333333-3333-4333-8333-333333333333';

/** A reconciliation's context over a journal of `views` and an index holding nothing. */
function reconcileContext(views: readonly OperationView[]) {
  return {
    timeZone: 'Asia/Tokyo',
    tillId,
    operations: (query: { storeId: string; from: string; to: string }) =>
      tillOperations({ operations: () => [...views] }, { read: () => Promise.resolve([]) }, query),
    explanations: () => Promise.resolve(new Map()),
    keptSince: '2026-01-01T00:00:00.000Z',
    now: () => new Date('2026-11-25T00:00:00.000Z'),
  };
}

function item(n: number, fields: Partial<HistoryItem> = {}): HistoryItem {
  return {
    store_id: storeId,
    resource_id: id(n),
    charge_id: id(n),
    amount: toMinorUnits(1000),
    currency: 'JPY',
    amount_formatted: 1000,
    type: 'charge',
    status: 'successful',
    created_on: '2026-11-24T01:00:00Z',
    mode: 'test',
    payment_type: 'card',
    user_data: { brand: 'visa' },
    ...fields,
  };
}

interface Call {
  readonly route: string;
  readonly params: Record<string, string>;
  readonly query: Record<string, unknown>;
}

/** A charge as the store's charge list answers it: only what reconciliation reads of it. */
interface ListedCharge {
  readonly id: string;
  readonly metadata: Record<string, unknown>;
  readonly subscription_id?: string;
}

/**
 * A service answering the history and the charge list in pages of two, and the expiry of the
 * charges it knows.
 */
function fakeService(
  items: readonly HistoryItem[],
  expiries: Record<string, string>,
  charges: readonly ListedCharge[] = [],
) {
  const calls: Call[] = [];
  const client = {
    request: (
      route: { path: string },
      input: { params: Record<string, string>; query?: Record<string, unknown> },
    ) => {
      const call = { route: route.path, params: input.params, query: input.query ?? {} };
      calls.push(call);
      if (route.path.endsWith('/expiry/latest')) {
        const chargeId = input.params.chargeId ?? '';
        const expiration = expiries[chargeId];
        if (expiration === undefined) {
          return Promise.reject(
            new ServiceClientError(
              {
                kind: 'service',
                status: 404,
                code: 'NOT_FOUND',
                fields: [],
                requestId: undefined,
                idempotencyStatus: undefined,
              },
              route.path,
            ),
          );
        }
        return Promise.resolve({
          data: {
            id: id(900),
            charge_id: chargeId,
            expiration_date: expiration,
            extension_count: 0,
            created_on: expiration,
            updated_on: expiration,
          },
        });
      }
      if (route.path.endsWith('/charges')) {
        const start = charges.findIndex((charge) => charge.id === call.query.cursor) + 1;
        const page = charges.slice(start, start + 2);
        return Promise.resolve({ data: { items: page, has_more: start + 2 < charges.length } });
      }
      const start = items.findIndex((candidate) => candidate.resource_id === call.query.cursor) + 1;
      const page = items.slice(start, start + 2);
      return Promise.resolve({ data: { items: page, has_more: start + 2 < items.length } });
    },
    close: () => Promise.resolve(),
  } as unknown as ServiceClient;
  return { client, calls };
}

describe('back-office reports', () => {
  it('closes a Japan day from every history page, with the deadlines still open', async () => {
    const items = [
      item(1),
      item(2, { type: 'refund', amount: toMinorUnits(300), resource_id: id(20) }),
      item(3, { status: 'authorized', created_on: '2026-11-24T02:00:00Z' }),
      item(4, { status: 'awaiting', payment_type: 'konbini', user_data: { brand: 'lawson' } }),
      item(5, { status: 'awaiting', payment_type: 'bank_transfer', user_data: { brand: null } }),
    ];
    const service = fakeService(items, { [id(4)]: '2026-11-27T15:00:00.000Z' });
    const report = await closeDay(
      { storeId, client: service.client },
      { scope: 'store', fromDate: '2026-11-24', toDate: '2026-11-24', mode: 'test' },
      {
        timeZone: 'Asia/Tokyo',
        storeCurrency: 'JPY',
        now: () => new Date('2026-11-30T16:00:00.000Z'),
      },
    );
    const history = service.calls.filter((call) => call.route.endsWith('transaction_history'));
    expect(history).toHaveLength(3);
    expect(history[0]?.params).toEqual({ storeId });
    expect(history[0]?.query).toMatchObject({
      from: '2026-11-23T15:00:00.000Z',
      to: '2026-11-24T15:00:00.000Z',
      limit: 100,
    });
    // What main answers is checked against the contract in development: it must hold.
    expect(dayCloseReport.safeParse(report).success).toBe(true);
    expect(report.totals.itemCount).toBe(5);
    expect(report.totals.currencies[0]?.net).toBe(700);
    expect(report.deadlines).toEqual([
      expect.objectContaining({
        kind: 'customer_payment',
        chargeId: id(4),
        expiresAt: '2026-11-27T15:00:00.000Z',
        urgent: true,
      }),
      expect.objectContaining({
        kind: 'authorization',
        chargeId: id(3),
        expiresAt: '2026-12-01T02:00:00.000Z',
        urgent: true,
      }),
      // The service answered no deadline for it: shown as unreadable, last.
      expect.objectContaining({ chargeId: id(5), expiresAt: null, urgent: false }),
    ]);
  });

  it('counts a live store’s test payments (live_test) out of a live day close', async () => {
    const items = [
      item(1, { mode: 'live' }),
      item(2, { mode: 'live_test', amount: toMinorUnits(5000) }),
    ];
    const service = fakeService(items, {});
    const report = await closeDay(
      { storeId, client: service.client },
      { scope: 'store', fromDate: '2026-11-24', toDate: '2026-11-24', mode: 'live' },
      {
        timeZone: 'Asia/Tokyo',
        storeCurrency: 'JPY',
        now: () => new Date('2026-11-30T16:00:00.000Z'),
      },
    );
    expect(report.totals.itemCount).toBe(1);
    expect(report.totals.currencies[0]?.net).toBe(1000);
    expect(report.mode).toBe('live');
    const history = service.calls.filter((call) => call.route.endsWith('transaction_history'));
    expect(history[0]?.query).toMatchObject({ mode: 'live' });
  });

  it('refuses a day close that names no mode: live and test money are never added', () => {
    const request = { scope: 'store', fromDate: '2026-11-24', toDate: '2026-11-24' };
    expect(dayCloseRequest.safeParse(request).success).toBe(false);
    expect(dayCloseRequest.safeParse({ ...request, mode: 'test' }).success).toBe(true);
  });

  it('reconciles only the active store’s operations that move money', async () => {
    const items = [item(1)];
    const service = fakeService(items, {});
    const view = (n: number, intent: Partial<OperationView['intent']>): OperationView =>
      ({
        id: id(100 + n),
        intent: {
          kind: 'card_sale',
          storeId,
          profileId: 'training',
          mode: 'test',
          training: true,
          amount: toMinorUnits(1000),
          currency: 'JPY',
          ...intent,
        },
        idempotencyKeys: {},
        facts: n === 1 ? { chargeId: id(1), chargeStatus: 'successful' } : { chargeId: id(50 + n) },
        state: 'succeeded',
        terminal: true,
        review: null,
        resolution: null,
        createdAt: '2026-11-24T00:59:00.000Z',
        updatedAt: '2026-11-24T01:00:00.000Z',
      }) as OperationView;
    const result = await reconcileRange(
      { storeId, client: service.client },
      { fromDate: '2026-11-24', toDate: '2026-11-24' },
      reconcileContext([
        view(1, {}),
        view(2, { storeId: otherStoreId }),
        view(3, { kind: 'card_registration' }),
      ]),
    );
    expect(result.differences).toEqual([]);
    expect(result.checked).toEqual({ charges: 1, refunds: 0, operations: 1 });
    expect(result.range).toMatchObject({
      timeZone: 'Asia/Tokyo',
      from: '2026-11-23T15:00:00.000Z',
    });
  });

  it('tells by the range’s charges which a subscription, another till or this one made', async () => {
    const items = [item(1), item(2), item(3), item(4), item(5)];
    const lost = id(200);
    const service = fakeService(items, {}, [
      { id: id(1), metadata: { 'counter-operation-id': lost, 'counter-till-id': tillId } },
      { id: id(2), metadata: { order: 'ORD-1' } },
      { id: id(3), metadata: {} },
      { id: id(4), metadata: {}, subscription_id: id(300) },
      { id: id(5), metadata: { 'counter-operation-id': id(201), 'counter-till-id': id(400) } },
    ]);
    const result = await reconcileRange(
      { storeId, client: service.client },
      { fromDate: '2026-11-24', toDate: '2026-11-24' },
      reconcileContext([]),
    );
    // Every page of the store's charges of the range, as the history's.
    const listed = service.calls.filter((call) => call.route.endsWith('/charges'));
    expect(listed).toHaveLength(3);
    expect(listed[0]?.params).toEqual({ storeId });
    expect(listed[0]?.query).toMatchObject({
      from: '2026-11-23T15:00:00.000Z',
      to: '2026-11-24T15:00:00.000Z',
      limit: 100,
    });
    expect(listed[1]?.query).toMatchObject({ cursor: id(2) });
    expect(
      result.differences.map((d) => [d.cause, 'service' in d && d.service.resourceId]),
    ).toEqual([
      ['journal_lost', id(1)],
      ['not_in_journal', id(2)],
      ['not_in_journal', id(3)],
      ['subscription_charge', id(4)],
      ['other_till', id(5)],
    ]);
  });
});
