import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReconciliationDifference } from '../../../shared/back-office/reconciliation';
import { useNavigation } from '../../app/navigation-store';
import { formatAmount, formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { Button } from '../../ui/button';
import { VirtualList, type KeptScroll } from '../../ui/virtual-list';
import { knownChargeStatus } from '../charge-detail/charge-status';
import { methodName } from '../history/method-name';
import { differenceAction, differenceKey, type DifferenceAction } from './difference-action';
import './reconciliation.css';

/** A difference's link that leaves the back office's views for a charge or a record. */
export type OpenAction = Exclude<DifferenceAction, { kind: 'review' }>;

const actionLabel = {
  charge: 'reconciliation.openCharge',
  lookUp: 'reconciliation.lookUpCharge',
  record: 'reconciliation.openRecord',
  review: 'reconciliation.openReview',
} as const satisfies Record<DifferenceAction['kind'], `reconciliation.${string}`>;

/** Three lines of text and a border (reconciliation.css), and the gap to the next row. */
const differenceRowHeight = 104;

/** Where the clerk left the list: Back from a charge or a record comes back there. */
const keptScroll: KeptScroll = { top: 0 };

/**
 * The differences of a reconciliation, oldest first, each with its cause, what the journal
 * and the service say, and its link. Only the rows in view are in the page (a month of a busy
 * store differs by hundreds of charges another till made); Up and Down move between links.
 */
export function DifferenceList({
  differences,
  timeZone,
  focusKey,
  onOpen,
}: {
  differences: readonly ReconciliationDifference[];
  timeZone: string;
  /** The difference to focus when the list appears: the one whose link the clerk followed. */
  focusKey: string | null;
  onOpen: (action: OpenAction, key: string) => void;
}) {
  const { t } = useTranslation('backOffice');
  // The row stays the same function from frame to frame, reading the latest callback through
  // a ref, so a memoised row that scrolls is not rendered again.
  const latest = useRef(onOpen);
  latest.current = onOpen;
  const row = useCallback(
    (difference: ReconciliationDifference) => (
      <DifferenceRow
        difference={difference}
        timeZone={timeZone}
        onOpen={(action) => latest.current(action, differenceKey(difference))}
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
}: {
  difference: ReconciliationDifference;
  timeZone: string;
  onOpen: (action: OpenAction) => void;
}) {
  const { t } = useTranslation('backOffice');
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
      </div>
      <Button onClick={() => (action.kind === 'review' ? navigate('review') : onOpen(action))}>
        {t(actionLabel[action.kind])}
      </Button>
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
    case 'journal_lost':
      return [
        at(difference.service.createdOn),
        t(`history.typeName.${difference.service.type === 'refund' ? 'refund' : 'charge'}`),
        methodName(tPayments, difference.service.paymentType),
        money(difference.service),
        t('reconciliation.serviceSays', { value: statusText(difference.service.status) }),
        ...(difference.cause === 'journal_lost'
          ? [t('reconciliation.lostOperation', { operationId: difference.operationId })]
          : []),
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
