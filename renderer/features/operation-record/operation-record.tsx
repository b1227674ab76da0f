import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationDetail } from '../../../shared/ipc/ipc-payloads';
import { formatAmount } from '../../i18n/format';
import { useStoreTimeZone } from '../../app/store-clock';
import { useLanguage } from '../../i18n/use-language';
import { TimelineEntries } from '../charge-detail/charge-timeline-section';
import { operationTimeline } from '../charge-detail/charge-timeline';
import { formatDateTime } from '../charge-detail/date-time';
import '../charge-detail/charge-detail-view.css';

/**
 * What this till's journal recorded of one operation: its ids, amount, and every step with
 * its time, as the charge detail's timeline words them. Shown where the service has nothing
 * to show for it.
 */
export function OperationRecord({ operation }: { operation: OperationDetail }) {
  const { t } = useTranslation('operations');
  const language = useLanguage();
  const timeZone = useStoreTimeZone();
  const headingId = useId();
  const at = (iso: string) => formatDateTime(new Date(iso), language, timeZone);
  // An id is shown in full, in a typeface that tells 0 from O, for the clerk to quote.
  const facts: { label: string; value: string; id?: true }[] = [
    { label: t('record.operation'), value: t(`kind.${operation.kind}`) },
  ];
  if (operation.amount !== undefined && operation.currency !== undefined) {
    const amount = formatAmount(operation.amount, operation.currency, language);
    facts.push({ label: t('record.amount'), value: amount });
  }
  facts.push({ label: t('record.started'), value: at(operation.createdAt) });
  facts.push(
    operation.chargeId === undefined
      ? { label: t('record.chargeId'), value: t('record.noChargeId') }
      : { label: t('record.chargeId'), value: operation.chargeId, id: true },
  );
  if (operation.refundId !== undefined) {
    facts.push({ label: t('record.refundId'), value: operation.refundId, id: true });
  }
  if (operation.resolution !== null) {
    const { outcome, note } = operation.resolution;
    facts.push({
      label: t('record.resolved'),
      value: note === undefined ? t(`outcome.${outcome}`) : `${t(`outcome.${outcome}`)} · ${note}`,
    });
  }
  facts.push({ label: t('record.operationId'), value: operation.id, id: true });
  return (
    <section
      className="charge-detail__section charge-detail__section--wide"
      aria-labelledby={headingId}
    >
      <h2 className="charge-detail__heading" id={headingId}>
        {t('record.title')}
      </h2>
      <dl className="charge-detail__facts">
        {facts.map(({ label, value, id }) => (
          <div key={label} className="charge-detail__amount-row">
            <dt>{label}</dt>
            <dd className={id ? 'charge-detail__id' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      <TimelineEntries entries={operationTimeline(operation)} label={t('record.steps')} />
    </section>
  );
}
