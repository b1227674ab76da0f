import { describe, expect, it } from 'vitest';
import { bucketOf, computeDayCloseTotals } from '../../../../shared/back-office/day-close-totals';
import { toMinorUnits } from '../../../../shared/money';
import type { HistoryItem } from '../../../../shared/service/history';

const storeId = '11111111-1111-4111-8111-111111111111';
let counter = 0;

function item(fields: {
  type?: string;
  status: string;
  amount: number;
  currency?: string;
  at?: string;
  paymentType?: string;
  brand?: string | null;
}): HistoryItem {
  counter += 1;
  const id = `00000000-0000-4000-8000-${counter.toString().padStart(12, '0')}`;
  return {
    store_id: storeId,
    resource_id: id,
    charge_id: id,
    amount: toMinorUnits(fields.amount),
    currency: fields.currency ?? 'JPY',
    amount_formatted: fields.amount,
    type: fields.type ?? 'charge',
    status: fields.status,
    created_on: fields.at ?? '2026-11-24T01:00:00Z',
    mode: 'test',
    payment_type: fields.paymentType ?? 'card',
    user_data: { brand: fields.brand === undefined ? 'visa' : fields.brand },
  };
}

const store = { timeZone: 'Asia/Tokyo', storeCurrency: 'JPY' };

describe('day close totals', () => {
  it('counts each charge status and each refund status in its own bucket', () => {
    expect(bucketOf({ type: 'charge', status: 'successful' })).toBe('paid');
    expect(bucketOf({ type: 'charge', status: 'authorized' })).toBe('authorized');
    expect(bucketOf({ type: 'charge', status: 'awaiting' })).toBe('awaiting');
    expect(bucketOf({ type: 'charge', status: 'error' })).toBe('failed');
    expect(bucketOf({ type: 'charge', status: 'canceled' })).toBe('canceled');
    expect(bucketOf({ type: 'refund', status: 'successful' })).toBe('refunded');
    expect(bucketOf({ type: 'refund', status: 'pending' })).toBe('refund_pending');
    expect(bucketOf({ type: 'refund', status: 'authorized' })).toBe('other');
    expect(bucketOf({ type: 'payout', status: 'successful' })).toBe('other');
    expect(bucketOf({ type: 'charge', status: 'toString' })).toBe('other');
  });

  it('nets successful refunds from paid sales, counts as well as amounts', () => {
    const totals = computeDayCloseTotals(
      [
        item({ status: 'successful', amount: 1000 }),
        item({ status: 'successful', amount: 2500 }),
        item({ type: 'refund', status: 'successful', amount: 300 }),
        item({ type: 'refund', status: 'failed', amount: 700 }),
        item({ status: 'authorized', amount: 4000 }),
        item({ status: 'failed', amount: 999 }),
      ],
      store,
    );
    const [jpy] = totals.currencies;
    expect(totals.itemCount).toBe(6);
    expect(jpy?.tallies.paid).toEqual({ count: 2, amount: 3500 });
    expect(jpy?.tallies.refunded).toEqual({ count: 1, amount: 300 });
    expect(jpy?.tallies.refund_failed).toEqual({ count: 1, amount: 700 });
    expect(jpy?.tallies.authorized).toEqual({ count: 1, amount: 4000 });
    expect(jpy?.tallies.failed).toEqual({ count: 1, amount: 999 });
    expect(jpy?.net).toBe(3200);
  });

  it("lists the store's own currency first, the others alphabetically", () => {
    const totals = computeDayCloseTotals(
      [
        item({ status: 'successful', amount: 1000, currency: 'JPY' }),
        item({ status: 'successful', amount: 3350, currency: 'USD' }),
        item({ status: 'successful', amount: 5, currency: 'EUR' }),
      ],
      { timeZone: 'Asia/Tokyo', storeCurrency: 'USD' },
    );
    expect(totals.currencies.map((c) => c.currency)).toEqual(['USD', 'EUR', 'JPY']);
  });

  it('counts a merchant-presented qr_scan as qr_merchant, apart from a scanned code', () => {
    const totals = computeDayCloseTotals(
      [
        item({ status: 'successful', amount: 100, paymentType: 'qr_scan', brand: 'pay_pay' }),
        item({
          status: 'successful',
          amount: 200,
          paymentType: 'qr_scan',
          brand: 'pay_pay_merchant',
        }),
        item({
          status: 'successful',
          amount: 400,
          paymentType: 'qr_merchant',
          brand: 'pay_pay_merchant',
        }),
        item({ status: 'successful', amount: 800, paymentType: 'online', brand: 'd_barai_online' }),
      ],
      store,
    );
    expect(totals.currencies[0]?.byMethod.map((m) => [m.paymentType, m.brand, m.net])).toEqual([
      ['online', 'd_barai_online', 800],
      ['qr_merchant', 'pay_pay_merchant', 600],
      ['qr_scan', 'pay_pay', 100],
    ]);
  });

  it('never adds amounts of different currencies together', () => {
    const totals = computeDayCloseTotals(
      [
        item({ status: 'successful', amount: 1000, currency: 'JPY' }),
        item({ status: 'successful', amount: 3350, currency: 'USD' }),
        item({ status: 'successful', amount: 5, currency: 'KWD' }),
      ],
      store,
    );
    expect(totals.currencies.map((c) => [c.currency, c.net])).toEqual([
      ['JPY', 1000],
      ['KWD', 5],
      ['USD', 3350],
    ]);
  });

  it('splits by method and brand, keeping an unknown method and brand as sent', () => {
    const totals = computeDayCloseTotals(
      [
        item({ status: 'successful', amount: 100, paymentType: 'card', brand: 'visa' }),
        item({ status: 'successful', amount: 200, paymentType: 'card', brand: 'jcb' }),
        item({ status: 'successful', amount: 400, paymentType: 'card', brand: 'visa' }),
        item({ status: 'awaiting', amount: 800, paymentType: 'konbini', brand: 'lawson' }),
        item({ status: 'successful', amount: 50, paymentType: 'teleport', brand: 'warp_pay' }),
        item({ status: 'successful', amount: 60, paymentType: 'card', brand: null }),
      ],
      store,
    );
    const methods = totals.currencies[0]?.byMethod.map((m) => [
      m.paymentType,
      m.brand,
      m.tallies.paid.count,
      m.net,
    ]);
    expect(methods).toEqual([
      ['card', null, 1, 60],
      ['card', 'jcb', 1, 200],
      ['card', 'visa', 2, 500],
      ['konbini', 'lawson', 0, 0],
      ['teleport', 'warp_pay', 1, 50],
    ]);
    expect(totals.currencies[0]?.byMethod[3]?.tallies.awaiting).toEqual({ count: 1, amount: 800 });
  });

  it('puts paid sales and refunds in the hour of the store clock they were made', () => {
    const totals = computeDayCloseTotals(
      [
        // 09:15 and 09:59 in Tokyo.
        item({ status: 'successful', amount: 100, at: '2026-11-24T00:15:00Z' }),
        item({ status: 'successful', amount: 200, at: '2026-11-24T00:59:00Z' }),
        // 23:30 in Tokyo, the previous UTC day.
        item({ type: 'refund', status: 'successful', amount: 50, at: '2026-11-24T14:30:00Z' }),
        item({ status: 'failed', amount: 999, at: '2026-11-24T00:30:00Z' }),
      ],
      store,
    );
    const hourly = totals.currencies[0]?.hourly ?? [];
    expect(hourly).toHaveLength(24);
    expect(hourly[9]?.paid).toEqual({ count: 2, amount: 300 });
    expect(hourly[23]?.refunded).toEqual({ count: 1, amount: 50 });
    expect(hourly.reduce((sum, hour) => sum + hour.paid.count, 0)).toBe(2);
  });

  it('refuses a total past the safe integers rather than rounding it', () => {
    const big = Number.MAX_SAFE_INTEGER - 1;
    expect(() =>
      computeDayCloseTotals(
        [item({ status: 'successful', amount: big }), item({ status: 'successful', amount: big })],
        store,
      ),
    ).toThrow();
  });
});
