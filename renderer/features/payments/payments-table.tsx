import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saleDetailKeys } from '../../../shared/flows/sale-details';
import { toMinorUnits } from '../../../shared/money';
import { timestampToDate } from '../../../shared/service/common';
import type { HistoryItem } from '../../../shared/service/history';
import { brandName } from '../../i18n/brand-name';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { StatusBadge } from '../../ui/status-badge';
import {
  chargeStatusTone,
  knownChargeStatus,
  knownPaymentType,
} from '../charge-detail/charge-status';
import { formatDateTime } from '../charge-detail/date-time';

/** A row's height: one line of counter-sized text plus a second for the brand or refund. */
const rowHeight = 76;

/**
 * The loaded charges, one button per row, newest first. Only the rows in view are in the page
 * (a store's list grows by every sale); Up and Down move between rows, Enter opens one.
 */
export function PaymentsTable({
  items,
  focusChargeId,
  onOpen,
}: {
  items: readonly HistoryItem[];
  /** The row to focus when the table appears: the charge the clerk came back from. */
  focusChargeId: string | null;
  onOpen: (item: HistoryItem) => void;
}) {
  const { t } = useTranslation('payments');
  const list = useRef<HTMLUListElement>(null);
  // The page scrolls, not a box inside it: the whole screen height shows rows at the counter.
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => rowHeight,
    overscan: 8,
    scrollMargin: list.current?.offsetTop ?? 0,
  });
  const scrollMargin = virtualizer.options.scrollMargin;

  const focusRow = (index: number) => {
    virtualizer.scrollToIndex(index, { align: 'auto' });
    // The row may be rendered only after the scroll; look for it on the next frame.
    requestAnimationFrame(() => {
      list.current?.querySelector<HTMLButtonElement>(`[data-index="${index}"]`)?.focus();
    });
  };

  useEffect(() => {
    if (focusChargeId === null) return;
    const index = items.findIndex((item) => item.resource_id === focusChargeId);
    if (index >= 0) focusRow(index);
    // Only when the table appears: the clerk's own moves decide the focus after that.
  }, []);

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const next =
      event.key === 'ArrowDown'
        ? index + 1
        : event.key === 'ArrowUp'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : null;
    if (next === null || next < 0 || next >= items.length) return;
    event.preventDefault();
    focusRow(next);
  };

  return (
    <div className="payments-table">
      <div className="payments-table__header" aria-hidden="true">
        <span>{t('columns.time')}</span>
        <span>{t('columns.method')}</span>
        <span>{t('columns.notes')}</span>
        <span className="payments-table__amount">{t('columns.amount')}</span>
        <span>{t('columns.status')}</span>
      </div>
      {/* Positions are set through the CSSOM: the CSP allows no inline style attributes. */}
      <ul
        ref={(element) => {
          list.current = element;
          element?.style.setProperty('height', `${virtualizer.getTotalSize()}px`);
        }}
        className="payments-table__rows"
        aria-label={t('title')}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <li
              key={item.resource_id}
              className="payments-table__row"
              ref={(element) =>
                element?.style.setProperty('transform', `translateY(${row.start - scrollMargin}px)`)
              }
            >
              <PaymentRow
                item={item}
                index={row.index}
                onOpen={() => onOpen(item)}
                onKeyDown={onKeyDown(row.index)}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function PaymentRow({
  item,
  index,
  onOpen,
  onKeyDown,
}: {
  item: HistoryItem;
  index: number;
  onOpen: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  const { t } = useTranslation('payments');
  const { t: tBrands } = useTranslation('brands');
  const language = useLanguage();
  const status = knownChargeStatus(item.status);
  const refunded = (item.user_data?.refunds ?? [])
    .filter((refund) => refund.status === 'successful' && refund.currency === item.currency)
    .reduce((total, refund) => total + refund.amount, 0);
  const brand = item.user_data?.brand ?? null;
  const orderNumber = detailOf(item, saleDetailKeys.orderNumber);
  const memo = detailOf(item, saleDetailKeys.memo);
  return (
    <button
      type="button"
      className="payments-row"
      data-index={index}
      onClick={onOpen}
      onKeyDown={onKeyDown}
    >
      <span className="payments-row__time">
        {formatDateTime(timestampToDate(item.created_on), language)}
      </span>
      <span className="payments-row__method">
        {t(`method.${knownPaymentType(item.payment_type)}`)}
        {brand === null ? null : (
          <span className="payments-row__brand">{brandName(tBrands, brand)}</span>
        )}
      </span>
      <span className="payments-row__notes">
        {orderNumber === null ? null : (
          <span className="payments-row__order">{t('orderNumber', { value: orderNumber })}</span>
        )}
        {memo === null ? null : <span className="payments-row__memo">{memo}</span>}
      </span>
      <span className="payments-row__amount">
        {formatAmount(item.amount, item.currency, language)}
        {refunded > 0 ? (
          <span className="payments-row__refunded">
            {t('refundedPart', {
              amount: formatAmount(toMinorUnits(refunded), item.currency, language),
            })}
          </span>
        ) : null}
      </span>
      <span className="payments-row__status">
        <StatusBadge tone={chargeStatusTone(item.status)}>{t(`status.${status}`)}</StatusBadge>
      </span>
    </button>
  );
}

/** A sale detail the counter stored in the charge's metadata (shared/flows/sale-details.ts). */
function detailOf(item: HistoryItem, key: string): string | null {
  const value = item.metadata?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
}
