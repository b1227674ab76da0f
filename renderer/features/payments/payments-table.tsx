import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { presentedPaymentType } from '../../../shared/flows/presented-payment-type';
import { saleDetailKeys } from '../../../shared/flows/sale-details';
import { toMinorUnits } from '../../../shared/money';
import { timestampToDate } from '../../../shared/service/common';
import type { HistoryItem } from '../../../shared/service/history';
import { brandName } from '../../i18n/brand-name';
import { formatAmount } from '../../i18n/format';
import { useStoreTimeZone } from '../../app/store-clock';
import { useLanguage } from '../../i18n/use-language';
import { StatusBadge } from '../../ui/status-badge';
import type { KeptScroll } from '../../ui/virtual-list';
import { ChargeListTable } from '../charge-list/charge-list-table';
import {
  chargeStatusTone,
  knownChargeStatus,
  knownPaymentType,
} from '../charge-detail/charge-status';
import { formatDateTime } from '../charge-detail/date-time';

/** A row's height: one line of counter-sized text plus a second for the brand or refund. */
const rowHeight = 76;

/** Where the clerk left the list: Back from a payment comes back there. */
const keptScroll: KeptScroll = { top: 0 };

/** The store's loaded charges, newest first, with what each sale carried and refunded. */
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
  const { t: tBrands } = useTranslation('brands');
  const language = useLanguage();
  const timeZone = useStoreTimeZone();

  // One function for the table's life: rows come and go on every frame while it scrolls.
  const cells = useCallback(
    (item: HistoryItem) => {
      const status = knownChargeStatus(item.status);
      const refunded = (item.user_data?.refunds ?? [])
        .filter((refund) => refund.status === 'successful' && refund.currency === item.currency)
        .reduce((total, refund) => total + refund.amount, 0);
      const brand = item.user_data?.brand ?? null;
      const orderNumber = detailOf(item, saleDetailKeys.orderNumber);
      const memo = detailOf(item, saleDetailKeys.memo);
      return (
        <>
          <span className="charge-list-row__time">
            {formatDateTime(timestampToDate(item.created_on), language, timeZone)}
          </span>
          <span className="charge-list-row__stack">
            {t(
              `method.${knownPaymentType(presentedPaymentType(item.payment_type ?? null, brand))}`,
            )}
            {brand === null ? null : (
              <span className="charge-list-row__detail">{brandName(tBrands, brand)}</span>
            )}
          </span>
          <span className="charge-list-row__stack">
            {orderNumber === null ? null : (
              <span className="charge-list-row__line">
                {t('orderNumber', { value: orderNumber })}
              </span>
            )}
            {memo === null ? null : (
              <span className="charge-list-row__line charge-list-row__detail">{memo}</span>
            )}
          </span>
          <span className="charge-list-row__amount">
            {formatAmount(item.amount, item.currency, language)}
            {refunded > 0 ? (
              <span className="charge-list-row__detail">
                {t('refundedPart', {
                  amount: formatAmount(toMinorUnits(refunded), item.currency, language),
                })}
              </span>
            ) : null}
          </span>
          <span>
            <StatusBadge tone={chargeStatusTone(item.status)}>{t(`status.${status}`)}</StatusBadge>
          </span>
        </>
      );
    },
    [t, tBrands, language],
  );

  return (
    <ChargeListTable
      className="payments-table"
      label={t('title')}
      columns={
        <>
          <span>{t('columns.time', { zone: timeZone })}</span>
          <span>{t('columns.method')}</span>
          <span>{t('columns.notes')}</span>
          <span className="charge-list-table__amount">{t('columns.amount')}</span>
          <span>{t('columns.status')}</span>
        </>
      }
      items={items}
      rowHeight={rowHeight}
      focusResourceId={focusChargeId}
      keptScroll={keptScroll}
      cells={cells}
      onOpen={onOpen}
    />
  );
}

/** A sale detail the counter stored in the charge's metadata (shared/flows/sale-details.ts). */
function detailOf(item: HistoryItem, key: string): string | null {
  const value = item.metadata?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
}
