import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toMinorUnits } from '../../../shared/money';
import { timestampToDate } from '../../../shared/service/common';
import type { HistoryItem } from '../../../shared/service/history';
import { brandName } from '../../i18n/brand-name';
import { formatAmount } from '../../i18n/format';
import type { Language } from '../../i18n/languages';
import { useLanguage } from '../../i18n/use-language';
import { StatusBadge } from '../../ui/status-badge';
import { chargeStatusTone, knownChargeStatus } from '../charge-detail/charge-status';
import { formatDateTime } from '../charge-detail/date-time';
import { methodName } from './method-name';

/** A row's height: a line of text plus a second for the brand or the store. */
export const historyRowHeight = 64;

/**
 * The loaded charges and refunds, one button per row, newest first. Only the rows in view
 * are in the page (a merchant's history runs to hundreds of thousands); Up and Down move
 * between rows, Home and End to the ends, Enter opens the row's charge.
 */
export function HistoryTable({
  items,
  showStore,
  focusResourceId,
  onOpen,
}: {
  items: readonly HistoryItem[];
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
  // Words are looked up once for the table, not per row: rows come and go on every frame.
  const words: RowWords = useMemo(
    () => ({ t, tPayments, tBrands, language }),
    [t, tPayments, tBrands, language],
  );
  const list = useRef<HTMLUListElement>(null);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => historyRowHeight,
    overscan: 6,
    scrollMargin: list.current?.offsetTop ?? 0,
    getItemKey: (index) => items[index]?.resource_id ?? index,
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
    if (focusResourceId === null) return;
    const index = items.findIndex((item) => item.resource_id === focusResourceId);
    if (index >= 0) focusRow(index);
    // Only when the table appears: the clerk's own moves decide the focus after that.
  }, []);

  // The rows' handlers stay the same functions from frame to frame, reading the latest items
  // and callback through refs, so a memoised row that scrolls is not rendered again.
  const latest = useRef({ items, onOpen, focusRow: (_index: number) => {} });
  latest.current = { items, onOpen, focusRow };
  const openRow = useCallback((item: HistoryItem) => latest.current.onOpen(item), []);
  const keyDownRow = useCallback(
    (index: number, event: KeyboardEvent<HTMLButtonElement>) =>
      rowKeyDown(index, event, latest.current.items.length, latest.current.focusRow),
    [],
  );

  return (
    <div className="history-table">
      <div className="history-table__header history-row--grid" aria-hidden="true">
        <span>{t('history.columns.time')}</span>
        <span>{t('history.columns.type')}</span>
        <span>{showStore ? t('history.columns.store') : t('history.columns.method')}</span>
        <span className="history-table__amount">{t('history.columns.amount')}</span>
        <span>{t('history.columns.status')}</span>
      </div>
      {/* Positions are set through the CSSOM: the CSP allows no inline style attributes. */}
      <ul
        ref={(element) => {
          list.current = element;
          element?.style.setProperty('height', `${virtualizer.getTotalSize()}px`);
        }}
        className="history-table__rows"
        aria-label={t('history.title')}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <li
              key={row.key}
              className="history-table__row"
              ref={(element) =>
                element?.style.setProperty('transform', `translateY(${row.start - scrollMargin}px)`)
              }
            >
              <HistoryRow
                item={item}
                index={row.index}
                showStore={showStore}
                words={words}
                onOpen={openRow}
                onKeyDown={keyDownRow}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Up and Down to the next row, Home and End to the ends; other keys are the row's own. */
function rowKeyDown(
  index: number,
  event: KeyboardEvent<HTMLButtonElement>,
  count: number,
  focusRow: (index: number) => void,
): void {
  const next =
    event.key === 'ArrowDown'
      ? index + 1
      : event.key === 'ArrowUp'
        ? index - 1
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? count - 1
            : null;
  if (next === null || next < 0 || next >= count) return;
  event.preventDefault();
  focusRow(next);
}

/**
 * One row, rendered again only when its item, place or words change: while the clerk scrolls,
 * the rows already in view keep their markup and only the ones coming in are built.
 */
const HistoryRow = memo(function HistoryRow({
  item,
  index,
  showStore,
  words,
  onOpen,
  onKeyDown,
}: {
  item: HistoryItem;
  index: number;
  showStore: boolean;
  words: RowWords;
  onOpen: (item: HistoryItem) => void;
  onKeyDown: (index: number, event: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  return historyRow(item, index, showStore, words, {
    onOpen: () => onOpen(item),
    onKeyDown: (event) => onKeyDown(index, event),
  });
});

interface RowWords {
  readonly t: TFunction<'backOffice'>;
  readonly tPayments: TFunction<'payments'>;
  readonly tBrands: TFunction<'brands'>;
  readonly language: Language;
}

function historyRow(
  item: HistoryItem,
  index: number,
  showStore: boolean,
  { t, tPayments, tBrands, language }: RowWords,
  handlers: {
    onOpen: () => void;
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  },
) {
  const refund = item.type === 'refund';
  const status = knownChargeStatus(item.status);
  const brand = item.user_data?.brand ?? null;
  const method = [methodName(tPayments, item.payment_type), brand && brandName(tBrands, brand)]
    .filter(Boolean)
    .join(' · ');
  // A refund returns money: shown as a negative amount, as the day close nets it.
  const amount = formatAmount(
    refund ? toMinorUnits(0 - item.amount) : item.amount,
    item.currency,
    language,
  );
  return (
    <button
      type="button"
      className="history-row history-row--grid"
      data-index={index}
      data-type={item.type}
      onClick={handlers.onOpen}
      onKeyDown={handlers.onKeyDown}
    >
      <span className="history-row__time">
        {formatDateTime(timestampToDate(item.created_on), language)}
      </span>
      <span>
        {item.type === 'charge' || item.type === 'refund'
          ? t(`history.typeName.${item.type}`)
          : item.type}
      </span>
      <span className="history-row__method">
        {showStore ? (item.store_name ?? item.store_id) : method}
        {showStore ? <span className="history-row__detail">{method}</span> : null}
      </span>
      <span className="history-row__amount">{amount}</span>
      <span>
        <StatusBadge tone={chargeStatusTone(item.status)}>
          {status === 'unknown' ? item.status : t(`history.statusName.${status}`)}
        </StatusBadge>
      </span>
    </button>
  );
}
