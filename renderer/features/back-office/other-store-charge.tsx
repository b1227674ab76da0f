import { useTranslation } from 'react-i18next';
import { brandName } from '../../i18n/brand-name';
import { formatAmount, formatDateTime } from '../../i18n/format';
import { useStoreTimeZone } from '../../app/store-clock';
import { useLanguage } from '../../i18n/use-language';
import { hasCommandModifier } from '../../app/key-target';
import { useKeyCommands } from '../../app/use-key-commands';
import { Button } from '../../ui/button';
import { methodName } from '../history/method-name';
import type { BackOfficeView } from './back-office-views';
import { listedFacts, type ListedCharge } from './listed-charge';

/**
 * A charge of another store, opened from the all-stores history or day close. Main reads
 * charges with the active store's profile, which would ask the wrong store for it; so this
 * says whose it is and shows what the listing itself tells, and nothing is fetched.
 */
export function OtherStoreCharge({
  charge,
  from,
  onBack,
}: {
  charge: ListedCharge;
  /** The view that listed it, which Back returns to; reconciliation lists this store's only. */
  from: Exclude<BackOfficeView, 'reconciliation'>;
  onBack: () => void;
}) {
  const { t } = useTranslation('backOffice');
  const { t: tPayments } = useTranslation('payments');
  const { t: tBrands } = useTranslation('brands');
  const language = useLanguage();
  const timeZone = useStoreTimeZone();
  const facts = listedFacts(charge);
  useKeyCommands((event, target) => {
    if (target === 'dialog' || hasCommandModifier(event) || event.key !== 'Escape') return false;
    onBack();
    return true;
  });
  const rows: [string, string][] = [
    [t('otherStore.store'), facts.store],
    [t('otherStore.chargeId'), facts.chargeId],
    [
      t('otherStore.type'),
      facts.type === 'charge' || facts.type === 'refund'
        ? t(`history.typeName.${facts.type}`)
        : facts.type,
    ],
    [t('otherStore.status'), facts.status],
    [t('otherStore.amount'), formatAmount(facts.amount, facts.currency, language)],
    [
      t('otherStore.method'),
      [
        methodName(tPayments, facts.paymentType, facts.brand),
        facts.brand && brandName(tBrands, facts.brand),
      ]
        .filter(Boolean)
        .join(' · '),
    ],
    [t('otherStore.created'), formatDateTime(facts.created, language, timeZone)],
    ...(facts.deadline === undefined
      ? []
      : [
          [
            t(`dayClose.deadlineKind.${facts.deadline.kind}`),
            facts.deadline.expiresAt === null
              ? t('dayClose.deadlineUnknown')
              : formatDateTime(new Date(facts.deadline.expiresAt), language, timeZone),
          ] satisfies [string, string],
        ]),
  ];
  return (
    <section className="back-office" aria-labelledby="other-store-title">
      <h1 className="back-office__heading" id="other-store-title">
        {t('otherStore.title')}
      </h1>
      <p role="note">{t(`otherStore.explain.${from}`)}</p>
      <dl className="other-store-charge">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Button shortcut="Esc" onClick={onBack} autoFocus>
        {t(`backTo.${from}`)}
      </Button>
    </section>
  );
}
