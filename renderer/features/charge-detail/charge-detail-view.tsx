import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { terminalFlowSteps } from '../../../shared/flows/flow-progress';
import { presentedPaymentType } from '../../../shared/flows/presented-payment-type';
import { timestampToDate } from '../../../shared/service/common';
import { hasCommandModifier } from '../../app/key-target';
import { useKeyCommands } from '../../app/use-key-commands';
import { brandName } from '../../i18n/brand-name';
import { errorCodeText, operationPaymentErrorText, paymentErrorText } from '../../i18n/error-text';
import { formatAmount } from '../../i18n/format';
import { useStoreTimeZone } from '../../app/store-clock';
import { useLanguage } from '../../i18n/use-language';
import { Button } from '../../ui/button';
import { StatusBadge } from '../../ui/status-badge';
import { ChargeActionDialog } from './charge-action-dialogs';
import {
  chargeActionsOf,
  chargeMoneyOf,
  type ActionAvailability,
  type ChargeMoney,
} from './charge-actions';
import type { ChargeDetail } from './charge-detail-store';
import type { ChargeOperation, ChargeOperationKind } from './charge-operation-store';
import { isChargeOperationRunning } from './charge-operation-store';
import { chargeStatusTone, knownChargeStatus, knownPaymentType } from './charge-status';
import { isProgressStep } from '../charge-progress/step-text';
import { ChargeTimelineSection } from './charge-timeline-section';
import { formatDateTime } from './date-time';
import { PaymentNotesSection } from './payment-notes-section';
import { OperationRecord } from '../operation-record/operation-record';
import { ChargeSubscriptionLink } from '../subscriptions/charge-subscription-link';
import { CustomsDeclarationSection } from '../customs-declarations/customs-declaration-section';
import { ReceiptActions, receiptKeyCommand, useReceipt } from './receipt-actions';
import { useChargeDetail, useChargeDrillDown, useChargeOperation } from './use-charge-detail';
import '../../ui/panel.css';
import '../../ui/spinner.css';
import './charge-detail-view.css';
import '../../ui/notice.css';

const actionKeys = { capture: 'F2', cancel: 'F3', refund: 'F4' } as const;
const refreshKey = 'F8';

/** The charge the detail store holds; `onBack` returns to the list. */
export function ChargeDetailView({
  onBack,
  backText,
}: {
  onBack: () => void;
  /** Names where Back goes when it is not the payments list. */
  backText?: string;
}) {
  const { t } = useTranslation('chargeDetail');
  const { t: tErrors } = useTranslation('errors');
  const detail = useChargeDetail((state) => state.detail);
  const error = useChargeDetail((state) => state.error);
  const loading = useChargeDetail((state) => state.loading);
  const chargeId = useChargeDetail((state) => state.chargeId);
  const unknownAtService = useChargeDetail((state) => state.unknownAtService);
  const { detail: detailStore } = useChargeDrillDown();

  useKeyCommands((event, target) => {
    if (target === 'dialog' || hasCommandModifier(event)) return false;
    if (event.key === 'Escape') {
      onBack();
      return true;
    }
    if (event.key === refreshKey) {
      void detailStore.getState().refresh();
      return true;
    }
    return false;
  });

  return (
    <section className="charge-detail" aria-labelledby="charge-detail-title">
      <header className="charge-detail__bar">
        <Button shortcut="Esc" onClick={onBack}>
          {backText ?? t('back')}
        </Button>
        <h1 className="charge-detail__title" id="charge-detail-title">
          {t('title')}
        </h1>
        <Button
          shortcut={refreshKey}
          disabled={loading}
          onClick={() => void detailStore.getState().refresh()}
        >
          {t('refresh')}
        </Button>
      </header>
      {error === null ? null : (
        <div className="notice-problem" role="alert">
          <p>
            {unknownAtService === null
              ? `${t('loadFailed')} ${errorCodeText(tErrors, error.code)}`
              : t('unknownAtService', { chargeId: chargeId ?? '' })}
          </p>
          <Button onClick={() => void detailStore.getState().refresh()}>{t('retry')}</Button>
        </div>
      )}
      {unknownAtService?.map((operation) => (
        <OperationRecord key={operation.id} operation={operation} />
      ))}
      {detail === null ? (
        error === null ? (
          <p className="screen-message" role="status">
            {t('loading')}
          </p>
        ) : null
      ) : (
        <ChargeDetailBody key={detail.charge.id} detail={detail} />
      )}
    </section>
  );
}

function ChargeDetailBody({ detail }: { detail: ChargeDetail }) {
  const { t } = useTranslation('chargeDetail');
  const { t: tPayments } = useTranslation('payments');
  const { t: tBrands } = useTranslation('brands');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const timeZone = useStoreTimeZone();
  const { charge, refunds, method } = detail;
  const money = chargeMoneyOf(charge, refunds);
  const actions = chargeActionsOf(charge, refunds, method.paymentType);
  const operation = useChargeOperation((state) =>
    state.operation?.chargeId === charge.id ? state.operation : null,
  );
  // One operation at a time, as main's flows run them for a cashier: one on another charge
  // (left running when the clerk opened this one) holds these actions too.
  const busy = useChargeOperation(
    (state) => state.starting || isChargeOperationRunning(state.operation),
  );
  const [dialog, setDialog] = useState<ChargeOperationKind | null>(null);
  const receipt = useReceipt(charge.id);
  const status = knownChargeStatus(charge.status);
  const shown = money.charged ?? money.authorized ?? money.requested;
  const operationStore = useChargeDrillDown().operation;
  const start = operationStore.getState().start;

  const open = (kind: ChargeOperationKind) => {
    if (!busy && actions[kind].allowed) setDialog(kind);
  };

  useKeyCommands((event, target) => {
    if (target === 'dialog' || target === 'text-entry' || hasCommandModifier(event)) return false;
    for (const kind of ['capture', 'cancel', 'refund'] as const) {
      if (event.key === actionKeys[kind]) {
        open(kind);
        return true;
      }
    }
    return receiptKeyCommand(receipt, event.key);
  });

  const methodName = tPayments(
    `method.${knownPaymentType(presentedPaymentType(method.paymentType, method.brand))}`,
  );
  const methodLine = [
    methodName,
    method.brand === null ? null : brandName(tBrands, method.brand),
    method.lastFour === null ? null : t('cardEnding', { lastFour: method.lastFour }),
  ]
    .filter((part) => part !== null)
    .join(' · ');
  const paidOutside = [actions.cancel, actions.refund].some(
    (action) => !action.allowed && action.block === 'paidOutsideTheService',
  );

  return (
    <div className="charge-detail__body">
      {/* The customs declaration sits under the summary so that it stays above the fold. */}
      <div className="charge-detail__column">
        <div className="charge-detail__summary panel panel--snug">
          <p className="charge-detail__amount">{formatAmount(shown, money.currency, language)}</p>
          <StatusBadge tone={chargeStatusTone(charge.status)} label={tPayments('columns.status')}>
            {tPayments(`status.${status}`)}
          </StatusBadge>
          <dl className="charge-detail__facts">
            <dt>{t('method')}</dt>
            <dd>{method.paymentType === null ? t('methodUnknown') : methodLine}</dd>
            <dt>{t('created')}</dt>
            <dd>
              {charge.created_on === null
                ? '—'
                : t('createdAt', {
                    time: formatDateTime(timestampToDate(charge.created_on), language, timeZone),
                    zone: timeZone,
                  })}
            </dd>
            <dt>{t('reference')}</dt>
            <dd className="charge-detail__id">{charge.id}</dd>
          </dl>
        </div>
        <CustomsDeclarationSection detail={detail} />
      </div>

      {charge.error === null ? null : (
        <section
          className="charge-detail__failure panel panel--snug"
          aria-labelledby="charge-failure-title"
        >
          <h2 className="panel__title" id="charge-failure-title">
            {t('failure.title')}
          </h2>
          <p>{paymentErrorText(tErrors, charge.error.code)}</p>
          <p className="charge-detail__note">{t('failure.code', { code: charge.error.code })}</p>
        </section>
      )}

      <div className="charge-detail__column">
        <Amounts money={money} />
        <PaymentNotesSection detail={detail} />
        <ChargeSubscriptionLink charge={charge} />
      </div>

      <section
        className="panel panel--snug charge-detail__section--wide"
        aria-labelledby="charge-actions-title"
      >
        <h2 className="panel__title" id="charge-actions-title">
          {t('actions.title')}
        </h2>
        {paidOutside ? (
          <p className="charge-detail__callout" role="note">
            {t('actions.blocked.paidOutsideTheService')}
          </p>
        ) : null}
        <div className="charge-detail__actions">
          {/* What the service can never do for this charge is said once above, not offered. */}
          {(['capture', 'cancel', 'refund'] as const)
            .filter((kind) => {
              const availability = actions[kind];
              return availability.allowed || availability.block !== 'paidOutsideTheService';
            })
            .map((kind) => (
              <ActionButton
                key={kind}
                kind={kind}
                availability={actions[kind]}
                busy={busy}
                onOpen={() => open(kind)}
              />
            ))}
        </div>
        <OperationStatus operation={operation} />
      </section>

      <ReceiptActions receipt={receipt} />

      <ChargeTimelineSection detail={detail} />

      {dialog === null ? null : (
        <ChargeActionDialog
          kind={dialog}
          charge={charge}
          refunds={refunds}
          open
          onClose={() => setDialog(null)}
          onStart={start}
        />
      )}
    </div>
  );
}

function ActionButton({
  kind,
  availability,
  busy,
  onOpen,
}: {
  kind: ChargeOperationKind;
  availability: ActionAvailability;
  busy: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation('chargeDetail');
  const block = availability.allowed ? null : availability.block;
  return (
    <div className="charge-detail__action">
      <Button
        variant={kind === 'cancel' ? 'danger' : 'primary'}
        size="large"
        shortcut={actionKeys[kind]}
        disabled={busy || block !== null}
        onClick={onOpen}
      >
        {t(`actions.${kind}`)}
      </Button>
      <p className="charge-detail__reason">
        {block === null ? null : t(`actions.blocked.${block}`)}
      </p>
    </div>
  );
}

function Amounts({ money }: { money: ChargeMoney }) {
  const { t } = useTranslation('chargeDetail');
  const language = useLanguage();
  const rows = [
    ['requested', money.requested],
    ['authorized', money.authorized],
    ['charged', money.charged],
    ['refunded', money.refunded > 0 ? money.refunded : null],
    ['refundPending', money.refundPending > 0 ? money.refundPending : null],
    ['refundable', money.charged === null ? null : money.refundable],
  ] as const;
  return (
    <section className="panel panel--snug" aria-labelledby="charge-amounts-title">
      <h2 className="panel__title" id="charge-amounts-title">
        {t('amounts.title')}
      </h2>
      <dl className="charge-detail__amounts">
        {rows.map(([key, amount]) =>
          amount === null ? null : (
            <div key={key} className="charge-detail__amount-row">
              <dt>{t(`amounts.${key}`)}</dt>
              <dd>{formatAmount(amount, money.currency, language)}</dd>
            </div>
          ),
        )}
      </dl>
    </section>
  );
}

function OperationStatus({ operation }: { operation: ChargeOperation | null }) {
  const { t } = useTranslation('chargeDetail');
  const { t: tOperations } = useTranslation('operations');
  const { t: tProgress } = useTranslation('chargeProgress');
  const { t: tErrors } = useTranslation('errors');
  const { operation: operationStore } = useChargeDrillDown();
  if (operation === null) return <div className="charge-detail__message-slot" />;
  const name = tOperations(`kind.${operation.kind}`);
  const progress = operation.progress;
  const step = progress?.step;
  const ended = terminalFlowSteps.find((terminal) => terminal === step);
  if (ended === undefined) {
    return (
      <div className="charge-detail__message-slot" role="status">
        <p className="charge-detail__message">
          <span className="spinner" aria-hidden="true" />
          {step !== undefined && isProgressStep(step)
            ? t('progress.running', { operation: name, step: tProgress(`steps.${step}`) })
            : t('progress.starting', { operation: name })}
        </p>
      </div>
    );
  }
  const problem = progress?.problem;
  const tone = ended === 'succeeded' ? 'positive' : ended === 'abandoned' ? 'neutral' : 'problem';
  return (
    <div className="charge-detail__message-slot" role="alert">
      <p className={`charge-detail__message charge-detail__message--${tone}`}>
        {t(`progress.${ended}`, { operation: name })}{' '}
        {problem === undefined
          ? null
          : problem.type === 'payment'
            ? operationPaymentErrorText(tErrors, problem.code)
            : problem.type === 'service' || problem.type === 'connection'
              ? errorCodeText(tErrors, problem.code)
              : null}
      </p>
      <Button variant="quiet" onClick={() => operationStore.getState().dismiss()}>
        {t('progress.dismiss')}
      </Button>
    </div>
  );
}
