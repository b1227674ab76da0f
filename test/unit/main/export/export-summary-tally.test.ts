import { describe, expect, it } from 'vitest';
import { ExportSummaryTally } from '../../../../main/export/export-summary-tally';
import { historyItem } from '../../../../shared/service/history';

function item(fields: {
  type: string;
  status: string;
  amount: number;
  mode?: string;
  currency?: string;
}) {
  return historyItem.parse({
    store_id: '7f3c0d4e-2b1a-4c5d-8e9f-0a1b2c3d4e5f',
    resource_id: crypto.randomUUID(),
    currency: 'JPY',
    mode: 'test',
    amount_formatted: fields.amount,
    created_on: '2026-11-01T10:00:00.000Z',
    ...fields,
  });
}

describe('an export’s summary', () => {
  it('counts paid, refunded and net as the day close does, never across currencies or modes', () => {
    const tally = new ExportSummaryTally();
    for (const listed of [
      item({ type: 'charge', status: 'successful', amount: 1000 }),
      item({ type: 'charge', status: 'failed', amount: 500 }),
      item({ type: 'charge', status: 'pending', amount: 700 }),
      item({ type: 'charge', status: 'authorized', amount: 900 }),
      item({ type: 'charge', status: 'successful', amount: 2000, mode: 'live' }),
      item({ type: 'charge', status: 'successful', amount: 3350, currency: 'USD' }),
      item({ type: 'refund', status: 'successful', amount: 300 }),
      item({ type: 'refund', status: 'failed', amount: 100 }),
    ]) {
      tally.add(listed);
    }
    expect(tally.summary(8)).toEqual({
      rows: 8,
      charges: 6,
      refunds: 2,
      totals: [
        { currency: 'JPY', mode: 'live', paid: 2000, refunded: 0, net: 2000 },
        { currency: 'JPY', mode: 'test', paid: 1000, refunded: 300, net: 700 },
        { currency: 'USD', mode: 'test', paid: 3350, refunded: 0, net: 3350 },
      ],
    });
  });
});
