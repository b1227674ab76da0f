import type { SaleKind } from '../../../shared/flows/flow-input';
import { useTranslation } from 'react-i18next';
import { amountDifference, type AmountDifference } from '../../../shared/flows/amount-received';
import type { Money } from '../../../shared/money';
import { hasCommandModifier } from '../../app/key-target';
import { useKeyCommands } from '../../app/use-key-commands';
import { errorCodeText, paymentErrorText } from '../../i18n/error-text';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { Button } from '../../ui/button';
import { keypadKeyOf, type KeypadKey } from '../../ui/keypad-keys';
import { showChargeDetail } from '../charge-detail/use-charge-detail';
import { saleResultOf, type SaleResult } from './sale-result';
import { SaleReceipt } from './sale-receipt';
import type { SaleOperation } from './sale-operation-store';

/** On the result: open the sale's charge (capture, refund, reprint). */
export const chargeDetailKey = 'F2';

/** On a failed sale's result: the same sale again, by another payment method. */
const otherMethodKey = 'F3';

export interface SaleResultViewProps {
  operation: SaleOperation;
  onNewSale: () => void;
  /** A key of the next customer's amount typed on the result: a new sale that takes it. */
  onNextAmountKey: (key: KeypadKey) => void;
  /** Back to the methods with the sale's amount, order number and memo, after a failure. */
  onTryAnotherMethod: () => void;
}

/** How a sale ended, what the cashier can do next, and the receipt of a paid one. */
export function SaleResultView({
  operation,
  onNewSale,
  onNextAmountKey,
  onTryAnotherMethod,
}: SaleResultViewProps) {
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
  const paid = result.kind === 'succeededCaptured' || result.kind === 'succeededAuthorized';
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
        {/* Last, so what came of the receipt reads on a line of its own under the buttons. */}
        {chargeId !== undefined && paid ? <SaleReceipt chargeId={chargeId} /> : null}
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
