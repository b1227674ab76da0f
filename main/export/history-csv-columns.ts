import { zonedIsoTimestamp } from '../../shared/back-office/zoned-day';
import { toMajorUnitString } from '../../shared/money';
import { timestampToDate } from '../../shared/service/common';
import type { HistoryItem } from '../../shared/service/history';
import type { CsvColumn } from './csv-file-writer';

/*
 * The history export's columns (docs/back-office.md: Exports): one row per charge and per
 * refund as the service lists them, amounts both in minor units and in major units, times on
 * the store's clock with their offset. Headers are fixed English names, so a scheduled job's
 * import does not change with the clerk's language.
 */

/** Who paid, as the service names them per payment type. */
function payer(item: HistoryItem): string {
  const data = item.user_data;
  return data?.cardholder_name ?? data?.customer_name ?? data?.cardholder_email_address ?? '';
}

export function historyCsvColumns(timeZone: string): readonly CsvColumn<HistoryItem>[] {
  return [
    {
      header: 'created_on',
      cell: (item) => zonedIsoTimestamp(timestampToDate(item.created_on), timeZone),
    },
    { header: 'type', cell: (item) => item.type },
    { header: 'status', cell: (item) => item.status },
    { header: 'id', cell: (item) => item.resource_id },
    {
      header: 'charge_id',
      cell: (item) => item.charge_id ?? (item.type === 'charge' ? item.resource_id : ''),
    },
    { header: 'store_id', cell: (item) => item.store_id },
    { header: 'store_name', cell: (item) => item.store_name ?? '' },
    { header: 'mode', cell: (item) => item.mode },
    { header: 'payment_type', cell: (item) => item.payment_type ?? '' },
    { header: 'brand', cell: (item) => item.user_data?.brand ?? '' },
    { header: 'currency', cell: (item) => item.currency },
    { header: 'amount_minor', cell: (item) => item.amount },
    { header: 'amount', cell: (item) => toMajorUnitString(item.amount, item.currency) },
    { header: 'refund_reason', cell: (item) => item.user_data?.reason ?? '' },
    { header: 'payer', cell: payer },
    { header: 'metadata', cell: (item) => JSON.stringify(item.metadata ?? {}) },
  ];
}
