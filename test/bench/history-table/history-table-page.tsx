import '../../../renderer/zod-config';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HistoryTable } from '../../../renderer/features/history/history-table';
import { createI18n } from '../../../renderer/i18n/i18n';
import { toMinorUnits } from '../../../shared/money';
import type { HistoryItem } from '../../../shared/service/history';

/*
 * The history table alone with as many rows as `?rows=` asks, for the bench in Chromium
 * (history-table.bench.ts): every method, both types, and an unknown method and brand.
 */

const methods = ['card', 'konbini', 'paidy', 'qr_merchant', 'teleport'] as const;
const brands = ['visa', 'lawson', null, 'paypay', 'warp_pay'] as const;
const statuses = ['successful', 'authorized', 'awaiting', 'failed', 'canceled'] as const;

function rows(count: number): HistoryItem[] {
  const start = Date.parse('2026-11-25T00:00:00Z');
  return Array.from({ length: count }, (_, index) => {
    const id = `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
    return {
      store_id: '11111111-1111-4111-8111-111111111111',
      resource_id: id,
      charge_id: id,
      amount: toMinorUnits(100 + (index % 9000)),
      currency: 'JPY',
      amount_formatted: 100 + (index % 9000),
      type: index % 7 === 0 ? 'refund' : 'charge',
      status: statuses[index % statuses.length] ?? 'successful',
      created_on: new Date(start - index * 30_000).toISOString(),
      mode: 'test',
      payment_type: methods[index % methods.length] ?? 'card',
      user_data: { brand: brands[index % brands.length] ?? null },
    };
  });
}

const count = Number(new URLSearchParams(location.search).get('rows') ?? '100000');
const root = document.getElementById('root');
if (root === null) throw new Error('no #root');
createRoot(root).render(
  <I18nextProvider i18n={createI18n('en')}>
    <HistoryTable
      items={rows(count)}
      showStore={false}
      timeZone="Asia/Tokyo"
      focusResourceId={null}
      onOpen={() => {}}
    />
  </I18nextProvider>,
);
