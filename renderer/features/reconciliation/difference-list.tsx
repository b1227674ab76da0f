import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  differenceKey,
  type DifferenceExplanation,
  type ReconciliationDifference,
} from '../../../shared/back-office/reconciliation-difference';
import { useNavigation } from '../../app/navigation-store';
import { formatAmount, formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { Button } from '../../ui/button';
import { VirtualList, type KeptScroll } from '../../ui/virtual-list';
import { knownChargeStatus } from '../charge-detail/charge-status';
import { methodName } from '../history/method-name';
import { differenceAction, type DifferenceAction } from './difference-action';
import './reconciliation.css';

/** A difference's link that leaves the back office's views for a charge or a record. */
export type OpenAction = Exclude<DifferenceAction, { kind: 'review' }>;

const actionLabel = {
  charge: 'reconciliation.openCharge',
  lookUp: 'reconciliation.lookUpCharge',
  record: 'reconciliation.openRecord',
  review: 'reconciliation.openReview',
} as const satisfies Record<DifferenceAction['kind'], `reconciliation.${string}`>;

/** Four lines of text and a border (reconciliation.css), and the gap to the next row. */
const differenceRowHeight = 128;

/** Where the clerk left the list: Back from a charge or a record comes back there. */
const keptScroll: KeptScroll = { top: 0 };

/**
 * The differences of a reconciliation, oldest first, each with its cause, what the journal
 * and the service say, and its link. Only the rows in view are in the page (a month of a busy
 * store differs by hundreds of charges another till made); Up and Down move between links.
 * A clerk's explanation shows under the difference it explains.
 */
export function DifferenceList({
  differences,
  timeZone,
  focusKey,
  onOpen,
  onExplain,
}: {
  differences: readonly ReconciliationDifference[];
  timeZone: string;
  /** The difference to focus when the list appears: the one whose link the clerk followed. */
  focusKey: string | null;
  onOpen: (action: OpenAction, key: string) => void;
  onExplain: (difference: ReconciliationDifference) => void;
}) {
  const { t } = useTranslation('backOffice');
  // The row stays the same function from frame to frame, reading the latest callback through
  // a ref, so a memoised row that scrolls is not rendered again.
  const latest = useRef({ onOpen, onExplain });
  latest.current = { onOpen, onExplain };
  const row = useCallback(
    (difference: ReconciliationDifference) => (
      <DifferenceRow
        difference={difference}
        timeZone={timeZone}
        onOpen={(action) => latest.current.onOpen(action, differenceKey(difference))}
        onExplain={() => latest.current.onExplain(difference)}
      />
    ),
    [timeZone],
  );
  return (
    <VirtualList
      className="reconciliation__list"
      rowClassName="reconciliation__item"
      label={t('reconciliation.listLabel')}
      items={differences}
      rowHeight={differenceRowHeight}
      itemKey={differenceKey}
      focusKey={focusKey}
      keptScroll={keptScroll}
      row={row}
    />
  );
}

function DifferenceRow({
  difference,
  timeZone,
  onOpen,
  onExplain,
}: {
  difference: ReconciliationDifference;
  timeZone: string;
  onOpen: (action: OpenAction) => void;
  onExplain: () => void;
}) {
  const { t } = useTranslation('backOffice');
  const language = useLanguage();
  const { explanation } = difference;
  const navigate = useNavigation((state) => state.navigate);
  const facts = useDifferenceFacts(difference, timeZone);
  const action = differenceAction(difference);
  const chargeId =
    'service' in difference
      ? difference.service.chargeId
      : difference.cause === 'in_review'
        ? undefined
        : difference.chargeId;
  return (
    <div className="reconciliation__row" data-cause={difference.cause}>
      <div className="reconciliation__text">
        <strong>{t(`reconciliation.cause.${difference.cause}`)}</strong>
        <span>{facts.join(' · ')}</span>
        {chargeId === undefined ? null : <code>{chargeId}</code>}
        {explanation === undefined ? null : (
          <span className="reconciliation__explanation">
            {explanationText(t, explanation, (iso) =>
              formatDateTime(new Date(iso), language, timeZone),
            )}
          </span>
        )}
      </div>
      <div className="reconciliation__actions">
        <Button onClick={() => (action.kind === 'review' ? navigate('review') : onOpen(action))}>
          {t(actionLabel[action.kind])}
        </Button>
        <Button onClick={onExplain}>{t('reconciliation.explainDifference')}</Button>
      </div>
    </div>
  );
}

/** What the journal and the service say of a difference, in the clerk's words. */
function useDifferenceFacts(difference: ReconciliationDifference, timeZone: string): string[] {
  const { t } = useTranslation('backOffice');
  const { t: tPayments } = useTranslation('payments');
  const { t: tOperations } = useTranslation('operations');
  const language = useLanguage();
  const money = (side: { amount: Parameters<typeof formatAmount>[0]; currency: string }) =>
    formatAmount(side.amount, side.currency, language);
  const at = (iso: string) => formatDateTime(new Date(iso), language, timeZone);
  // A status this version does not know reads as the service sent it.
  const statusText = (status: string) => {
    const known = knownChargeStatus(status);
    return known === 'unknown' ? status : t(`history.statusName.${known}`);
  };
  switch (difference.cause) {
    case 'not_in_journal':
    case 'subscription_charge':
    case 'journal_lost':
    case 'other_till':
      return [
        at(difference.service.createdOn),
        t(`history.typeName.${difference.service.type === 'refund' ? 'refund' : 'charge'}`),
        methodName(tPayments, difference.service.paymentType),
        money(difference.service),
        t('reconciliation.serviceSays', { value: statusText(difference.service.status) }),
        ...originText(t, difference),
      ];
    case 'not_at_service':
      return [
        at(difference.createdAt),
        tOperations(`kind.${difference.operation.kind}`),
        ...(difference.journal === undefined ? [] : [money(difference.journal)]),
      ];
    case 'amount_differs':
      return [
        tOperations(`kind.${difference.operation.kind}`),
        t('reconciliation.journalSays', { value: money(difference.journal) }),
        t('reconciliation.serviceSays', { value: money(difference.service) }),
      ];
    case 'status_differs':
      return [
        tOperations(`kind.${difference.operation.kind}`),
        t('reconciliation.journalSays', { value: statusText(difference.journalStatus) }),
        t('reconciliation.serviceSays', { value: statusText(difference.service.status) }),
      ];
    case 'in_review':
      return [at(difference.since), tOperations(`kind.${difference.operation.kind}`)];
  }
}

/** A clerk's explanation, with who gave it where the till knows, and when. */
function explanationText(
  t: ReturnType<typeof useTranslation<'backOffice'>>['t'],
  explanation: DifferenceExplanation,
  at: (iso: string) => string,
): string {
  const { note, operator } = explanation;
  return operator === undefined
    ? t('reconciliation.explained', { note, at: at(explanation.at) })
    : t('reconciliation.explainedBy', { note, operator, at: at(explanation.at) });
}

/** Where a charge no operation of this till matches came from, as its metadata says. */
function originText(
  t: ReturnType<typeof useTranslation<'backOffice'>>['t'],
  difference: ReconciliationDifference,
): string[] {
  switch (difference.cause) {
    case 'subscription_charge':
      return [t('reconciliation.subscription', { subscriptionId: difference.subscriptionId })];
    case 'journal_lost':
      return [
        t(`reconciliation.lostOperation.${difference.till}`, {
          operationId: difference.operationId,
        }),
      ];
    case 'other_till':
      return [
        t('reconciliation.otherTill', {
          tillId: difference.tillId,
          operationId: difference.operationId,
        }),
      ];
    default:
      return [];
  }
}
