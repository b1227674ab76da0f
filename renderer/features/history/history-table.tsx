import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toMinorUnits } from '../../../shared/money';
import { timestampToDate } from '../../../shared/service/common';
import type { HistoryItem } from '../../../shared/service/history';
import { refundStatus } from '../../../shared/service/refunds';
import { brandName } from '../../i18n/brand-name';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { StatusBadge } from '../../ui/status-badge';
import type { KeptScroll } from '../../ui/virtual-list';
import { ChargeListTable } from '../charge-list/charge-list-table';
import { chargeStatusTone, knownChargeStatus } from '../charge-detail/charge-status';
import { formatDateTime } from '../charge-detail/date-time';
import { methodName } from './method-name';
import { useStoreName } from '../../app/use-store-name';
import './history.css';

/** A row's height: a line of text plus a second for the brand or the store (history.css). */
const historyRowHeight = 64;

/** Where the clerk left the history: Back from a charge comes back there. */
const keptScroll: KeptScroll = { top: 0 };

/** The loaded charges and refunds of the store or of all stores, newest first. */
export function HistoryTable({
  items,
  showStore,
  timeZone,
  focusResourceId,
  onOpen,
}: {
  items: readonly HistoryItem[];
  /** The store's zone, the one the filters' days are in: each row's time reads in it. */
  timeZone: string;
  /** All stores: each row names its store. */
  showStore: boolean;
  /** The row to focus when the table appears: the one the clerk came back from. */
  focusResourceId: string | null;
  onOpen: (item: HistoryItem) => void;
}) {
  const { t } = useTranslation('backOffice');
  const { t: tPayments } = useTranslation('payments');
  const { t: tBrands } = useTranslation('brands');
  const language = useLanguage();
  const storeName = useStoreName();

  // One function for the table's life: rows come and go on every frame while it scrolls.
  const cells = useCallback(
    (item: HistoryItem) => {
      const refund = item.type === 'refund';
      const status = knownChargeStatus(item.status);
      // A successful refund is "Refunded", not "Paid": each type in its own words.
      const knownRefund = refundStatus.safeParse(item.status);
      const statusText = refund
        ? knownRefund.success
          ? t(`history.refundStatusName.${knownRefund.data}`)
          : item.status
        : status === 'unknown'
          ? item.status
          : t(`history.statusName.${status}`);
      const brand = item.user_data?.brand ?? null;
      const method = [
        methodName(tPayments, item.payment_type, brand),
        brand && brandName(tBrands, brand),
      ]
        .filter(Boolean)
        .join(' · ');
      // A refund returns money: shown as a negative amount, as the day close nets it.
      const amount = formatAmount(
        refund ? toMinorUnits(0 - item.amount) : item.amount,
        item.currency,
        language,
      );
      return (
        <>
          <span className="charge-list-row__time">
            {formatDateTime(timestampToDate(item.created_on), language, timeZone)}
          </span>
          <span>
            {item.type === 'charge' || item.type === 'refund'
              ? t(`history.typeName.${item.type}`)
              : item.type}
          </span>
          <span className="charge-list-row__stack">
            {showStore ? storeName(item.store_id, item.store_name) : method}
            {showStore ? <span className="charge-list-row__detail">{method}</span> : null}
          </span>
          <span className="charge-list-row__amount">{amount}</span>
          <span>
            <StatusBadge tone={chargeStatusTone(item.status)}>{statusText}</StatusBadge>
          </span>
        </>
      );
    },
    [t, tPayments, tBrands, language, showStore, timeZone, storeName],
  );

  return (
    <ChargeListTable
      className="history-table"
      label={t('history.title')}
      columns={
        <>
          <span>{t('history.columns.time', { zone: timeZone })}</span>
          <span>{t('history.columns.type')}</span>
          <span>{showStore ? t('history.columns.store') : t('history.columns.method')}</span>
          <span className="charge-list-table__amount">{t('history.columns.amount')}</span>
          <span>{t('history.columns.status')}</span>
        </>
      }
      items={items}
      rowHeight={historyRowHeight}
      focusResourceId={focusResourceId}
      keptScroll={keptScroll}
      cells={cells}
      onOpen={onOpen}
    />
  );
}
