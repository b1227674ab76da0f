import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CustomerAction,
  FlowStep,
  terminalFlowSteps,
} from '../../../shared/flows/flow-progress';
import { errorCodeText } from '../../i18n/error-text';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { ActionBar } from '../../ui/action-bar';
import { Button } from '../../ui/button';
import { AbortDialog } from './abort-dialog';
import { CustomerPageClosed } from './customer-page-closed';
import type { CustomerActionViewProps } from './customer-action-view-props';
import { customerActionViews } from './customer-action-views';
import { SaleResultView, type SaleResultViewProps } from './sale-result-view';
import { stepText } from './step-text';
import { useKeyCommands } from '../../app/use-key-commands';
import { hasCommandModifier } from '../../app/key-target';
import {
  isAwaitingCustomer,
  isOperationFinished,
  type SaleOperation,
} from './sale-operation-store';
import { saleOperationStore, useSaleOperation } from './use-sale-operation';
import '../../ui/spinner.css';
import './charge-progress-screen.css';

type RunningStep = Exclude<FlowStep, (typeof terminalFlowSteps)[number]>;

/** The steps a card sale always shows, so the cashier sees what is done and what is next. */
const cardSaleSteps = [
  'creating_token',
  'creating_charge',
  'processing',
] as const satisfies readonly RunningStep[];

/** The key that leaves a sale waiting for its customer, for the next one. */
const leaveKey = 'F8';

type ChargeProgressScreenProps = Omit<SaleResultViewProps, 'operation'>;

/**
 * A sale on its way, then how it ended; `onNewSale` starts over once it has, or once the
 * cashier left a sale that waits for its customer.
 */
export function ChargeProgressScreen({
  onNewSale,
  onNextAmountKey,
  onTryAnotherMethod,
}: ChargeProgressScreenProps) {
  const operation = useSaleOperation((state) => state.operation);
  if (operation === null) return null;
  return isOperationFinished(operation) ? (
    <SaleResultView
      operation={operation}
      onNewSale={onNewSale}
      onNextAmountKey={onNextAmountKey}
      onTryAnotherMethod={onTryAnotherMethod}
    />
  ) : (
    <SaleProgressView operation={operation} onNewSale={onNewSale} />
  );
}

function SaleProgressView({
  operation,
  onNewSale,
}: {
  operation: SaleOperation;
  onNewSale: () => void;
}) {
  const { t } = useTranslation('chargeProgress');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const progress = operation.progress;
  // A terminal step never reaches this view, so the step on show is a running one.
  const step = (progress?.step ?? 'started') as RunningStep;
  const threeDs = progress?.action?.type === 'three_ds' ? progress.action : undefined;
  const abortable = progress?.abortable === true;
  const listed: readonly RunningStep[] = cardSaleSteps.some((candidate) => candidate === step)
    ? cardSaleSteps
    : [...cardSaleSteps, step];
  const kind = operation.kind;
  const textOf = (shown: RunningStep): string => stepText(t, kind, shown);
  const awaitingCustomer = isAwaitingCustomer(operation);
  const [confirmingAbort, setConfirmingAbort] = useState(false);
  const leave = () => {
    saleOperationStore.getState().leave();
    onNewSale();
  };

  useKeyCommands((event, target) => {
    if (!awaitingCustomer || target === 'dialog' || hasCommandModifier(event)) return false;
    if (event.key !== leaveKey) return false;
    leave();
    return true;
  });

  return (
    <section className="charge-progress fills-main" aria-labelledby="charge-progress-title">
      <div className="charge-progress__body">
        <h1 className="charge-progress__title" id="charge-progress-title">
          {t('title')}
        </h1>
        <p className="charge-progress__amount">
          {formatAmount(operation.amount, operation.currency, language)}
        </p>
        <p className="charge-progress__now" role="status">
          <span className="spinner spinner--large" aria-hidden="true" />
          {progress === null ? t('waitingForMain') : textOf(step)}
        </p>
        {threeDs === undefined ? null : (
          <ThreeDsPanel windowClosed={threeDs.windowClosed === true} />
        )}
        <div className="charge-progress__customer">
          {progress?.action === undefined ? null : (
            <CustomerActionView action={progress.action} operation={operation} />
          )}
        </div>
        <ol className="charge-progress__steps" aria-label={t('stepsLabel')}>
          {listed.map((candidate) => {
            const current = candidate === step;
            const done = !current && operation.steps.includes(candidate);
            return (
              <li
                key={candidate}
                className={`charge-progress__step${current ? ' charge-progress__step--current' : ''}${done ? ' charge-progress__step--done' : ''}`}
                aria-current={current ? 'step' : undefined}
              >
                {textOf(candidate)}
                {done || current ? (
                  <span className="visually-hidden">
                    {' '}
                    ({done ? t('stepDone') : t('stepCurrent')})
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      </div>
      <ActionBar className="charge-progress__actions">
        <div className="charge-progress__abort">
          <Button
            variant="danger"
            size="large"
            disabled={!abortable}
            onClick={() => setConfirmingAbort(true)}
          >
            {t('abort')}
          </Button>
          <AbortDialog
            open={confirmingAbort}
            abortable={abortable}
            onAbort={() => {
              setConfirmingAbort(false);
              void saleOperationStore.getState().abort();
            }}
            onClose={() => setConfirmingAbort(false)}
          />
          <p className="charge-progress__abort-hint">
            {abortable
              ? t('abortHint')
              : awaitingCustomer
                ? t('notAbortableWaiting')
                : t('notAbortable')}
          </p>
          {operation.abortError === null ? null : (
            <p className="field__error" role="alert">
              {t('abortFailed')} {errorCodeText(tErrors, operation.abortError.code)}
            </p>
          )}
        </div>
        {awaitingCustomer ? (
          <div className="charge-progress__leave">
            <p>{abortable ? t('leave.following') : t('leave.stopped')}</p>
            <Button variant="primary" size="large" shortcut={leaveKey} onClick={leave}>
              {t('leave.action')}
            </Button>
          </div>
        ) : null}
      </ActionBar>
    </section>
  );
}

/** Where the customer authenticates; once closed by hand, the way back to it (or Abort). */
function ThreeDsPanel({ windowClosed }: { windowClosed: boolean }) {
  const { t } = useTranslation('chargeProgress');
  return windowClosed ? (
    <CustomerPageClosed
      className="charge-progress__three-ds"
      message={t('threeDs.closed')}
      reopenText={t('threeDs.reopen')}
      onReopen={() => saleOperationStore.getState().reopen()}
    />
  ) : (
    <div className="charge-progress__three-ds">
      <p>{t('threeDs.body')}</p>
    </div>
  );
}

function CustomerActionView({
  action,
  operation,
}: {
  action: CustomerAction;
  operation: SaleOperation;
}) {
  // The table pairs each action type with its view; TypeScript cannot follow the pairing here.
  const View = customerActionViews[action.type] as ComponentType<
    CustomerActionViewProps<CustomerAction['type']>
  > | null;
  return View === null ? null : <View action={action} operation={operation} />;
}
