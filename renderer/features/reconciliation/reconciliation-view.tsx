import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReconciliationDifference } from '../../../shared/back-office/reconciliation';
import { useNavigation } from '../../app/navigation-store';
import { errorCodeText } from '../../i18n/error-text';
import { formatAmount, formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { Button } from '../../ui/button';
import { DayRangeForm, todayIn } from '../back-office/day-range-form';
import { knownChargeStatus } from '../charge-detail/charge-status';
import { methodName } from '../history/method-name';
import { differenceAction, type DifferenceAction } from './difference-action';
import { reconciliationStore, useReconciliation } from './use-reconciliation';
import '../../ui/notice.css';
import '../../ui/layout.css';

/** A difference's link that leaves the back office's views for a charge or a record. */
export type OpenAction = Exclude<DifferenceAction, { kind: 'review' }>;

const actionLabel = {
  charge: 'reconciliation.openCharge',
  lookUp: 'reconciliation.lookUpCharge',
  record: 'reconciliation.openRecord',
  review: 'reconciliation.openReview',
} as const satisfies Record<DifferenceAction['kind'], `reconciliation.${string}`>;

/** Japan time: the back office's days unless the settings name the store's zone. */
const defaultZone = 'Asia/Tokyo';

/**
 * This till's journal against the service's history for a range of the store's days: every
 * difference with its cause and a way to act on it (the charge, or the review screen). A
 * clean range says so in one line.
 */
export function ReconciliationView({ onOpen }: { onOpen: (action: OpenAction) => void }) {
  const { t } = useTranslation('backOffice');
  const { t: tErrors } = useTranslation('errors');
  const request = useReconciliation((state) => state.request);
  const report = useReconciliation((state) => state.report);
  const status = useReconciliation((state) => state.status);
  const error = useReconciliation((state) => state.error);
  const today = todayIn(defaultZone);
  const applied = request ?? { fromDate: today, toDate: today };

  useEffect(() => {
    if (reconciliationStore.getState().status === 'idle') {
      void reconciliationStore.getState().load(applied);
    }
  }, []);

  return (
    <section className="back-office__view" aria-labelledby="reconciliation-title">
      <h2 className="back-office__title" id="reconciliation-title">
        {t('reconciliation.title')}
      </h2>
      <p className="back-office__count">{t('reconciliation.explain')}</p>
      <DayRangeForm
        label={t('reconciliation.form')}
        submitLabel={t('reconciliation.show')}
        applied={applied}
        onApply={(range) => void reconciliationStore.getState().load(range)}
      />
      {error === null ? null : (
        <div className="notice-problem" role="alert">
          <p>
            {t('reconciliation.loadFailed')} {errorCodeText(tErrors, error.code)}
          </p>
          {request === null ? null : (
            <Button onClick={() => void reconciliationStore.getState().load(request)}>
              {t('reconciliation.retry')}
            </Button>
          )}
        </div>
      )}
      <p className="back-office__count" role="status">
        {status === 'loading'
          ? t('reconciliation.loading')
          : report === null
            ? ''
            : report.differences.length === 0
              ? t('reconciliation.clean', report.checked)
              : t('reconciliation.differences', { count: report.differences.length })}
      </p>
      {report === null || status === 'loading' || report.differences.length === 0 ? null : (
        <ul className="stack-list reconciliation__list">
          {report.differences.map((difference, index) => (
            <DifferenceRow
              key={`${difference.cause}-${index}`}
              difference={difference}
              timeZone={report.range.timeZone}
              onOpen={onOpen}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function DifferenceRow({
  difference,
  timeZone,
  onOpen,
}: {
  difference: ReconciliationDifference;
  timeZone: string;
  onOpen: (action: OpenAction) => void;
}) {
  const { t } = useTranslation('backOffice');
  const { t: tPayments } = useTranslation('payments');
  const { t: tOperations } = useTranslation('operations');
  const language = useLanguage();
  const navigate = useNavigation((state) => state.navigate);
  const money = (side: { amount: Parameters<typeof formatAmount>[0]; currency: string }) =>
    formatAmount(side.amount, side.currency, language);
  const at = (iso: string) => formatDateTime(new Date(iso), language, timeZone);
  // A status this version does not know reads as the service sent it.
  const statusText = (status: string) => {
    const known = knownChargeStatus(status);
    return known === 'unknown' ? status : t(`history.statusName.${known}`);
  };

  const action = differenceAction(difference);
  const facts: string[] = [];
  let chargeId: string | undefined;
  switch (difference.cause) {
    case 'not_in_journal':
    case 'journal_lost':
      chargeId = difference.service.chargeId;
      facts.push(
        at(difference.service.createdOn),
        t(`history.typeName.${difference.service.type === 'refund' ? 'refund' : 'charge'}`),
        methodName(tPayments, difference.service.paymentType),
        money(difference.service),
        t('reconciliation.serviceSays', { value: statusText(difference.service.status) }),
      );
      if (difference.cause === 'journal_lost') {
        facts.push(t('reconciliation.lostOperation', { operationId: difference.operationId }));
      }
      break;
    case 'not_at_service':
      chargeId = difference.chargeId;
      facts.push(
        at(difference.createdAt),
        tOperations(`kind.${difference.operation.kind}`),
        ...(difference.journal === undefined ? [] : [money(difference.journal)]),
      );
      break;
    case 'amount_differs':
      chargeId = difference.service.chargeId;
      facts.push(
        tOperations(`kind.${difference.operation.kind}`),
        t('reconciliation.journalSays', { value: money(difference.journal) }),
        t('reconciliation.serviceSays', { value: money(difference.service) }),
      );
      break;
    case 'status_differs':
      chargeId = difference.service.chargeId;
      facts.push(
        tOperations(`kind.${difference.operation.kind}`),
        t('reconciliation.journalSays', { value: statusText(difference.journalStatus) }),
        t('reconciliation.serviceSays', { value: statusText(difference.service.status) }),
      );
      break;
    case 'in_review':
      facts.push(at(difference.since), tOperations(`kind.${difference.operation.kind}`));
      break;
  }
  return (
    <li className="reconciliation__row" data-cause={difference.cause}>
      <div>
        <strong>{t(`reconciliation.cause.${difference.cause}`)}</strong>
        <p>{facts.join(' · ')}</p>
        {chargeId === undefined ? null : <code>{chargeId}</code>}
      </div>
      <Button onClick={() => (action.kind === 'review' ? navigate('review') : onOpen(action))}>
        {t(actionLabel[action.kind])}
      </Button>
    </li>
  );
}
