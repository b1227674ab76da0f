import { useTranslation } from 'react-i18next';
import type { FlowKind } from '../../../shared/flows/flow-progress';
import { cancelStatus } from '../../../shared/service/cancels';
import { refundStatus } from '../../../shared/service/refunds';
import { formatAmount } from '../../i18n/format';
import { useStoreTimeZone } from '../../app/store-clock';
import { useLanguage } from '../../i18n/use-language';
import { isProgressStep, stepText } from '../charge-progress/step-text';
import type { ChargeDetail } from './charge-detail-store';
import { knownChargeStatus } from './charge-status';
import { chargeTimeline, type TimelineEntry, type TimelineEvent } from './charge-timeline';
import { formatDateTime } from './date-time';
import '../../ui/layout.css';
import '../../ui/panel.css';

/** What happened to a charge, in time order: only what carries a time (docs/architecture.md: Renderer). */
export function ChargeTimelineSection({ detail }: { detail: ChargeDetail }) {
  const { t } = useTranslation('chargeDetail');
  const entries = chargeTimeline(detail.charge, detail.refunds, detail.cancels, detail.operations);
  return (
    <section
      className="panel panel--snug charge-detail__section--wide"
      aria-labelledby="charge-timeline-title"
    >
      <h2 className="panel__title" id="charge-timeline-title">
        {t('timeline.title')}
      </h2>
      {entries.length === 0 ? <p>{t('timeline.empty')}</p> : <TimelineEntries entries={entries} />}
    </section>
  );
}

/** Timeline entries in words, each with its time: a charge's, or one operation's record. */
export function TimelineEntries({
  entries,
  label,
}: {
  entries: readonly TimelineEntry[];
  /** Names the list where no heading does. */
  label?: string;
}) {
  const language = useLanguage();
  const timeZone = useStoreTimeZone();
  const text = useTimelineText();
  return (
    <ol className="stack-list charge-detail__timeline" aria-label={label}>
      {entries.map(({ at, event }, index) => (
        <li key={index} className="charge-detail__timeline-entry">
          <time dateTime={at.toISOString()}>{formatDateTime(at, language, timeZone)}</time>
          <span>{text(event)}</span>
        </li>
      ))}
    </ol>
  );
}

const timelineStepKeys = ['intent', 'succeeded', 'failed', 'abandoned', 'needs_review'] as const;

function useTimelineText() {
  const { t } = useTranslation('chargeDetail');
  const { t: tOperations } = useTranslation('operations');
  const { t: tProgress } = useTranslation('chargeProgress');
  const language = useLanguage();
  const textOfStep = (kind: FlowKind, state: string): string => {
    const own = timelineStepKeys.find((key) => key === state);
    if (own !== undefined) return t(`step.${own}`);
    return isProgressStep(state) ? stepText(tProgress, kind, state) : state;
  };
  return (event: TimelineEvent): string => {
    switch (event.type) {
      case 'created':
        return t('timeline.created', {
          amount: formatAmount(event.requested, event.currency, language),
        });
      case 'lastChange': {
        const status = knownChargeStatus(event.status);
        return t('timeline.lastChange', {
          status: status === 'unknown' ? event.status : tOperations(`chargeStatus.${status}`),
        });
      }
      case 'refund': {
        const status = refundStatus.safeParse(event.status);
        return t('timeline.refund', {
          amount: formatAmount(event.amount, event.currency, language),
          status: status.success ? tOperations(`refundStatus.${status.data}`) : event.status,
        });
      }
      case 'cancel': {
        const status = cancelStatus.safeParse(event.status);
        return t('timeline.cancel', {
          status: status.success ? tOperations(`cancelStatus.${status.data}`) : event.status,
        });
      }
      case 'operationStarted':
        return t('timeline.operationStarted', { operation: tOperations(`kind.${event.kind}`) });
      case 'operationStep':
        return t('timeline.operationStep', {
          operation: tOperations(`kind.${event.kind}`),
          step: textOfStep(event.kind, event.state),
        });
      case 'operationReview':
        return t('timeline.operationReview', { operation: tOperations(`kind.${event.kind}`) });
      case 'operationResolved':
        return t('timeline.operationResolved', { operation: tOperations(`kind.${event.kind}`) });
    }
  };
}
