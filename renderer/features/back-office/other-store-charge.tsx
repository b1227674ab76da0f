import { useTranslation } from 'react-i18next';
import { timestampToDate } from '../../../shared/service/common';
import type { HistoryItem } from '../../../shared/service/history';
import { brandName } from '../../i18n/brand-name';
import { formatAmount, formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { hasCommandModifier } from '../../app/key-target';
import { useKeyCommands } from '../../app/use-key-commands';
import { Button } from '../../ui/button';
import { methodName } from '../history/method-name';

/**
 * Whether a history item is another store's than the active profile's. Main reads a charge
 * with the active store's profile, so such an item is shown as listed, never fetched; a
 * merchant token's all-stores history lists them (a store token's lists its own store only).
 */
export function isOtherStoreCharge(item: Pick<HistoryItem, 'store_id'>, storeId: string): boolean {
  return item.store_id !== storeId;
}

/**
 * A charge of another store, opened from the all-stores history. Main reads charges with the
 * active store's profile, which would ask the wrong store for it; so this says whose it is
 * and shows what the history item itself tells, and nothing is fetched.
 */
export function OtherStoreCharge({ item, onBack }: { item: HistoryItem; onBack: () => void }) {
  const { t } = useTranslation('backOffice');
  const { t: tPayments } = useTranslation('payments');
  const { t: tBrands } = useTranslation('brands');
  const language = useLanguage();
  const brand = item.user_data?.brand ?? null;
  useKeyCommands((event, target) => {
    if (target === 'dialog' || hasCommandModifier(event) || event.key !== 'Escape') return false;
    onBack();
    return true;
  });
  const rows: [string, string][] = [
    [t('otherStore.store'), item.store_name ?? item.store_id],
    [t('otherStore.chargeId'), item.charge_id ?? item.resource_id],
    [
      t('otherStore.type'),
      item.type === 'charge' || item.type === 'refund'
        ? t(`history.typeName.${item.type}`)
        : item.type,
    ],
    [t('otherStore.status'), item.status],
    [t('otherStore.amount'), formatAmount(item.amount, item.currency, language)],
    [
      t('otherStore.method'),
      [methodName(tPayments, item.payment_type), brand && brandName(tBrands, brand)]
        .filter(Boolean)
        .join(' · '),
    ],
    [t('otherStore.created'), formatDateTime(timestampToDate(item.created_on), language)],
  ];
  return (
    <section className="back-office" aria-labelledby="other-store-title">
      <h1 className="back-office__heading" id="other-store-title">
        {t('otherStore.title')}
      </h1>
      <p role="note">{t('otherStore.explain')}</p>
      <dl className="other-store-charge">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Button shortcut="Esc" onClick={onBack} autoFocus>
        {t('otherStore.back')}
      </Button>
    </section>
  );
}
