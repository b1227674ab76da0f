import { useState, type ComponentType } from 'react';
import type { SaleKind } from '../../../shared/flows/flow-input';
import { useTranslation } from 'react-i18next';
import type {
  CustomerAction,
  FlowStep,
  terminalFlowSteps,
} from '../../../shared/flows/flow-progress';
import { amountDifference, type AmountDifference } from '../../../shared/flows/amount-received';
import type { Money } from '../../../shared/money';
import { errorCodeText, paymentErrorText } from '../../i18n/error-text';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { ActionBar } from '../../ui/action-bar';
import { Button } from '../../ui/button';
import { showChargeDetail } from '../charge-detail/use-charge-detail';
import { AbortDialog } from './abort-dialog';
import { CustomerPageClosed } from './customer-page-closed';
import type { CustomerActionViewProps } from './customer-action-view-props';
import { customerActionViews } from './customer-action-views';
import { saleResultOf, type SaleResult } from './sale-result';
import { stepText } from './step-text';
import { useKeyCommands } from '../../app/use-key-commands';
import { hasCommandModifier } from '../../app/key-target';
import { keypadKeyOf, type KeypadKey } from '../../ui/keypad-keys';
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
/** On the result: open the sale's charge (capture, refund, receipt). */
const chargeDetailKey = 'F2';

/** On a failed sale's result: the same sale again, by another payment method. */
const otherMethodKey = 'F3';

interface ChargeProgressScreenProps {
  onNewSale: () => void;
  /** A key of the next customer's amount typed on the result: a new sale that takes it. */
  onNextAmountKey: (key: KeypadKey) => void;
  /** Back to the methods with the sale's amount, order number and memo, after a failure. */
  onTryAnotherMethod: () => void;
}

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

function SaleResultView({
  operation,
  onNewSale,
  onNextAmountKey,
  onTryAnotherMethod,
}: ChargeProgressScreenProps & { operation: SaleOperation }) {
  const { t } = useTranslation('chargeProgress');
  const language = useLanguage();
  const result = saleResultOf(operation);
  const chargeId = operation.progress?.chargeId;
  // What the service charged, which a bank transfer under a loose match_amount may make differ.
  const asked: Money = { amount: operation.amount, currency: operation.currency };
  const received = operation.progress?.charged ?? asked;
  const difference = amountDifference(asked, received);
  // The charge's detail: capture an authorization, refund, print or reprint the receipt.
  const openCharge = () => {
    if (chargeId !== undefined) showChargeDetail(chargeId, { operationId: operation.operationId });
  };
  // No money moved on a failure, so the customer may pay the same sale another way.
  const failed = result.kind === 'failed';
  useKeyCommands((event, target) => {
    if (target === 'dialog') return false;
    if (event.key === chargeDetailKey && chargeId !== undefined) {
      openCharge();
      return true;
    }
    if (event.key === otherMethodKey && failed) {
      onTryAnotherMethod();
      return true;
    }
    // The next customer's amount, typed before New sale: it starts that sale, digit kept.
    const key =
      target === 'text-entry' || hasCommandModifier(event) ? null : keypadKeyOf(event.key);
    if (key !== null && key !== 'backspace' && key !== 'clear') {
      onNextAmountKey(key);
      return true;
    }
    return false;
  });
  return (
    <section
      className={`sale-result sale-result--${result.tone}`}
      aria-labelledby="sale-result-title"
    >
      <p className="sale-result__mark" aria-hidden="true">
        {resultMarks[result.kind]}
      </p>
      {/* One alert for the ending, so it is announced the moment it replaces the progress. */}
      <div className="sale-result__announcement" role="alert">
        <h1 className="sale-result__title" id="sale-result-title">
          {t(`result.${result.kind}`)}
        </h1>
        <p className="sale-result__amount">
          <span className="visually-hidden">{t('result.amount')}: </span>
          {formatAmount(received.amount, received.currency, language)}
        </p>
        {difference === null ? (
          <ResultExplanation result={result} kind={operation.kind} />
        ) : (
          <ReceivedExplanation asked={asked} received={received} difference={difference} />
        )}
      </div>
      <p className="sale-result__reference">
        {t('result.reference', { id: operation.operationId })}
      </p>
      <div className="sale-result__actions">
        <Button variant="primary" size="large" shortcut="Enter" autoFocus onClick={onNewSale}>
          {t('newSale')}
        </Button>
        {failed ? (
          <Button shortcut={otherMethodKey} onClick={onTryAnotherMethod}>
            {t('result.otherMethod')}
          </Button>
        ) : null}
        {chargeId === undefined ? null : (
          <Button shortcut={chargeDetailKey} onClick={openCharge}>
            {t('result.chargeDetail')}
          </Button>
        )}
      </div>
    </section>
  );
}

const resultMarks: Readonly<Record<SaleResult['kind'], string>> = {
  succeededCaptured: '✓',
  succeededAuthorized: '◔',
  failed: '✕',
  needsReview: '?',
  abandoned: '–',
};

/** The endings whose words depend on the method (methods.*.result in the resources). */
type MethodResultKind = 'succeededCaptured' | 'failed' | 'abandoned';

function isMethodResultKind(kind: SaleResult['kind']): kind is MethodResultKind {
  return kind === 'succeededCaptured' || kind === 'failed' || kind === 'abandoned';
}

/** What arrived against what was asked, in words, and what the cashier can do about it. */
function ReceivedExplanation({
  asked,
  received,
  difference,
}: {
  asked: Money;
  received: Money;
  difference: AmountDifference;
}) {
  const { t } = useTranslation('chargeProgress');
  const language = useLanguage();
  const words = {
    by: formatAmount(difference.by, asked.currency, language),
    asked: formatAmount(asked.amount, asked.currency, language),
    received: formatAmount(received.amount, received.currency, language),
  };
  return (
    <div className="sale-result__explanation">
      <p className="sale-result__difference">{t(`result.received.${difference.kind}`, words)}</p>
      <p>{t(`result.received.${difference.kind}Advice`, words)}</p>
    </div>
  );
}

function ResultExplanation({ result, kind }: { result: SaleResult; kind: SaleKind | null }) {
  const { t } = useTranslation('chargeProgress');
  const { t: tErrors } = useTranslation('errors');
  const problem = result.kind === 'failed' ? result.problem : null;
  return (
    <div className="sale-result__explanation">
      {problem === null ? null : (
        <p className="sale-result__reason">
          {problem.type === 'payment'
            ? paymentErrorText(tErrors, problem.code)
            : problem.type === 'service' || problem.type === 'connection'
              ? errorCodeText(tErrors, problem.code)
              : null}
        </p>
      )}
      <p>
        {kind !== null && isMethodResultKind(result.kind)
          ? t(`methods.${kind}.result.${result.kind}Body`)
          : t(`result.${result.kind}Body`)}
      </p>
    </div>
  );
}
