import { describe, expect, it } from 'vitest';
import type { DayCloseReport, OpenDeadline } from '../../../../shared/back-office/day-close-report';
import { computeDayCloseTotals } from '../../../../shared/back-office/day-close-totals';
import { toMinorUnits } from '../../../../shared/money';
import type { HistoryItem } from '../../../../shared/service/history';
import { layoutDayCloseReport } from '../../../../main/printing/day-close-layout';
import { layoutHtml } from '../../../../main/printing/layout-html';
import type { DocumentLayout } from '../../../../shared/printing/document-layout';

const storeId = '11111111-1111-4111-8111-111111111111';
let serial = 0;

function item(fields: {
  type?: string;
  status: string;
  amount: number;
  currency?: string;
  paymentType?: string;
  brand?: string | null;
}): HistoryItem {
  serial += 1;
  const id = `00000000-0000-4000-8000-${serial.toString().padStart(12, '0')}`;
  return {
    store_id: storeId,
    resource_id: id,
    charge_id: id,
    amount: toMinorUnits(fields.amount),
    currency: fields.currency ?? 'JPY',
    amount_formatted: fields.amount,
    type: fields.type ?? 'charge',
    status: fields.status,
    created_on: '2026-11-24T01:00:00Z',
    mode: 'test',
    payment_type: fields.paymentType ?? 'card',
    user_data: { brand: fields.brand === undefined ? 'visa' : fields.brand },
  };
}

function deadline(index: number): OpenDeadline {
  return {
    kind: 'customer_payment',
    chargeId: `00000000-0000-4000-9000-${index.toString().padStart(12, '0')}`,
    storeId,
    storeName: 'Shibuya',
    createdOn: '2026-11-27T05:00:00.000Z',
    paymentType: 'konbini',
    brand: 'lawson',
    amount: toMinorUnits(500),
    currency: 'JPY',
    expiresAt: '2026-11-30T14:59:00.000Z',
    urgent: index === 0,
  };
}

function report(
  items: HistoryItem[],
  deadlines: OpenDeadline[] = [],
  mode: DayCloseReport['mode'] = 'live',
): DayCloseReport {
  return {
    scope: 'store',
    mode,
    range: {
      fromDate: '2026-11-24',
      toDate: '2026-11-24',
      timeZone: 'Asia/Tokyo',
      from: '2026-11-23T15:00:00.000Z',
      to: '2026-11-24T15:00:00.000Z',
    },
    totals: computeDayCloseTotals(items, { timeZone: 'Asia/Tokyo', storeCurrency: 'JPY' }),
    deadlines,
    generatedAt: '2026-11-24T15:30:00.000Z',
  };
}

const store = { name: 'Cafe Minato', language: 'en', training: false } as const;

/** Every word of the layout, in reading order. */
function textOf(layout: DocumentLayout): string {
  return layout.blocks
    .flatMap((block) => {
      switch (block.type) {
        case 'rule':
          return [];
        case 'total':
          return [block.label, block.value];
        case 'rows':
          return block.rows.flatMap((row) => [row.label, row.value]);
        case 'steps':
          return block.items;
        case 'table':
          return [...block.header, ...block.rows.flat()].map((cell) => cell.text);
        default:
          return [block.text];
      }
    })
    .join(' | ');
}

describe('layoutDayCloseReport', () => {
  it('gives each currency its own net sales in its own exponent, never summed across', () => {
    const text = textOf(
      layoutDayCloseReport(
        report([
          item({ status: 'successful', amount: 1200 }),
          item({ type: 'refund', status: 'successful', amount: 200 }),
          item({ status: 'successful', amount: 3350, currency: 'USD' }),
        ]),
        store,
      ),
    );
    expect(text).toContain('In JPY | Net sales | ¥1,000');
    expect(text).toContain('In USD | Net sales | $33.50');
    expect(text).toContain('Card · Visa | 1 · ¥1,200 | 1 · ¥200 | ¥1,000');
  });

  it.each([
    ['en', 'Customer’s QR code · PayPay', 'Store QR code · PayPay'],
    ['ja', 'お客様提示QRコード · PayPay', '店舗提示QRコード · PayPay'],
  ] as const)(
    'names a customer’s and the store’s QR code of one wallet apart in %s',
    (language, customers, stores) => {
      const text = textOf(
        layoutDayCloseReport(
          report([
            item({ status: 'successful', amount: 100, paymentType: 'qr_scan', brand: 'pay_pay' }),
            item({
              status: 'successful',
              amount: 200,
              paymentType: 'qr_scan',
              brand: 'pay_pay_merchant',
            }),
          ]),
          { ...store, language },
        ),
      );
      expect(text).toContain(customers);
      expect(text).toContain(stores);
    },
  );

  it("lists the store's currency before the others", () => {
    const layout = layoutDayCloseReport(
      {
        ...report([]),
        totals: computeDayCloseTotals(
          [
            item({ status: 'successful', amount: 100, currency: 'EUR' }),
            item({ status: 'successful', amount: 100, currency: 'USD' }),
          ],
          { timeZone: 'Asia/Tokyo', storeCurrency: 'USD' },
        ),
      },
      store,
    );
    const headings = layout.blocks.flatMap((block) =>
      block.type === 'heading' ? [block.text] : [],
    );
    expect(headings.slice(0, 2)).toEqual(['In USD', 'In EUR']);
  });

  it('formats counts for the language, and lists the main statuses even at zero', () => {
    const items = Array.from({ length: 1234 }, () => item({ status: 'successful', amount: 1 }));
    const text = textOf(layoutDayCloseReport(report(items), store));
    expect(text).toContain('Charges and refunds counted | 1,234');
    expect(text).toContain('Paid | 1,234 | ¥1,234');
    expect(text).toContain('Canceled | 0 | ¥0');
    expect(text).not.toContain('Refunds that failed');
  });

  it('writes Japanese, with the training mark, and shows an unknown method as sent', () => {
    const layout = layoutDayCloseReport(
      report([item({ status: 'successful', amount: 500, paymentType: 'bitcoin', brand: null })]),
      { ...store, language: 'ja', training: true },
    );
    expect(layout.title).toBe('精算レポート');
    expect(layout.watermark).toBe('トレーニング');
    const text = textOf(layout);
    expect(text).toContain('トレーニングモードの記録です。実際の売上ではありません。');
    expect(text).toContain('純売上 | ￥500');
    expect(text).toContain('bitcoin · ブランドなし');
    expect(text).toContain('2026-11-24（Asia/Tokyo）');
  });

  it('says which mode its figures count, in each language', () => {
    expect(textOf(layoutDayCloseReport(report([]), store))).toContain('Mode | Live');
    expect(
      textOf(layoutDayCloseReport(report([], [], 'test'), { ...store, language: 'ja' })),
    ).toContain('モード | テスト');
  });

  it('lists the soonest deadlines and says how many more the screen holds', () => {
    const deadlines = Array.from({ length: 53 }, (_, index) => deadline(index));
    const text = textOf(layoutDayCloseReport(report([], deadlines), store));
    expect(text).toContain('Customer must pay by: Konbini · Lawson ¥500');
    expect(text).toContain('Nov 30, 2026, 23:59 GMT+9 (soon)');
    expect(text.match(/Customer must pay by/g)).toHaveLength(50);
    expect(text).toContain('And 3 more, with later deadlines');
    expect(text).toContain('No charge or refund in these days.');
  });

  it("names each deadline's store in all stores' scope, and only there", () => {
    const other = {
      ...deadline(1),
      storeId: '22222222-2222-4222-8222-222222222222',
      storeName: null,
    };
    const deadlines = [deadline(0), other];
    const allStores = textOf(
      layoutDayCloseReport({ ...report([], deadlines), scope: 'merchant' }, store),
    );
    expect(allStores).toContain('Customer must pay by: Shibuya · Konbini · Lawson ¥500');
    // The history leaves some items' store name out: the store's id names it then.
    expect(allStores).toContain(
      'Customer must pay by: 22222222-2222-4222-8222-222222222222 · Konbini · Lawson ¥500',
    );
    const ownStore = textOf(layoutDayCloseReport(report([], deadlines), store));
    expect(ownStore).not.toContain('Shibuya');
    expect(ownStore).not.toContain('22222222-2222-4222-8222-222222222222');
  });

  it('prints as a page with the tables the preview draws', () => {
    const html = layoutHtml(
      layoutDayCloseReport(report([item({ status: 'successful', amount: 1200 })]), store),
      { paper: 'a4' },
    );
    expect(html).toContain('<title>Day close report</title>');
    expect(html).toContain('<td class="end">¥1,200</td>');
  });
});
