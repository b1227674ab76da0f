import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { TrainingCustomerActionName } from '../../../shared/ipc/training-customer-action';
import {
  currencyExponent,
  toMajorUnitString,
  type CurrencyCode,
  type MinorUnits,
} from '../../../shared/money';
import { useShell } from '../../app/shell-store';
import { errorCodeText } from '../../i18n/error-text';
import { hasEntry } from '../../i18n/has-entry';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { pos } from '../../pos';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { trainingCustomerRequest } from './training-customer-request';
import {
  createTrainingCustomerStore,
  type TrainingCustomerResult,
} from './training-customer-store';
import './training-customer-actions.css';
import { training } from '../../i18n/en/training';

interface TrainingCustomerActionsProps {
  /** The charge the sale waits on, from its flow's progress. */
  chargeId: string;
  /** The customer's actions this method has, in the order to show them. */
  actions: readonly TrainingCustomerActionName[];
  /** What the transfer field starts with: usually the amount the sale asks for. */
  amount?: MinorUnits;
}

/**
 * In training mode only, buttons that play the customer of a sale that waits for one: pay the
 * konbini slip, pay the merchant's QR, approve or decline in the wallet, transfer an amount,
 * or never pay. A method's waiting
 * view places it under what it shows the customer; outside training it renders nothing, so a
 * real sale can never be "paid" from the counter.
 */
export function TrainingCustomerActions({
  chargeId,
  actions,
  amount,
}: TrainingCustomerActionsProps) {
  const store = useShell((state) => (state.store.status === 'active' ? state.store.store : null));
  if (store === null || !store.training) return null;
  return (
    <TrainingCustomerPanel
      chargeId={chargeId}
      actions={actions}
      currency={store.currency}
      {...(amount !== undefined && { amount })}
    />
  );
}

function TrainingCustomerPanel({
  chargeId,
  actions,
  amount,
  currency,
}: TrainingCustomerActionsProps & { currency: CurrencyCode }) {
  const { t } = useTranslation('training');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const titleId = useId();
  const [customer] = useState(() => createTrainingCustomerStore(pos));
  const pending = useStore(customer, (state) => state.pending);
  const last = useStore(customer, (state) => state.last);
  const act = useStore(customer, (state) => state.act);
  const [typedAmount, setTypedAmount] = useState(() =>
    amount === undefined ? '' : toMajorUnitString(amount, currency),
  );
  const [amountError, setAmountError] = useState<string | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);

  function amountErrorText(reason: string): string {
    return hasEntry(training.customer.amountErrors, reason)
      ? t(`customer.amountErrors.${reason}`, { currency, decimals: currencyExponent(currency) })
      : errorCodeText(tErrors, reason);
  }

  function resultText(result: TrainingCustomerResult): string {
    if (result.status === 'refused') {
      const { code } = result.error;
      return hasEntry(training.customer.refused, code)
        ? t(`customer.refused.${code}`)
        : errorCodeText(tErrors, code);
    }
    const { action, outcome } = result;
    if (action.action !== 'receive_bank_transfer') return t(`customer.done.${action.action}`);
    const transferred = formatAmount(action.amount, currency, language);
    return outcome.transfer === 'rejected'
      ? t('customer.done.transferRejected', { amount: transferred })
      : t('customer.done.transferAccepted', { amount: transferred });
  }

  function run(action: TrainingCustomerActionName) {
    const request = trainingCustomerRequest(action, chargeId, typedAmount, currency);
    if (!request.ok) {
      if (request.error.field === 'amount') setAmountError(amountErrorText(request.error.reason));
      else setRequestError(errorCodeText(tErrors, request.error.reason));
      return;
    }
    setAmountError(null);
    setRequestError(null);
    void act(request.value);
  }

  const actionButton = (action: TrainingCustomerActionName) => (
    <Button
      variant="secondary"
      size="large"
      disabled={pending !== null}
      onClick={() => run(action)}
    >
      {pending === action ? t('customer.pending') : t(`customer.actions.${action}`)}
    </Button>
  );

  const status = requestError ?? (last === null ? null : resultText(last));

  return (
    <section className="training-customer" aria-labelledby={titleId}>
      <h2 className="training-customer__title" id={titleId}>
        {t('customer.title')}
      </h2>
      <p className="training-customer__lead">{t('customer.lead')}</p>
      <div className="training-customer__actions">
        {actions.map((action) =>
          action === 'receive_bank_transfer' ? (
            <div className="training-customer__transfer" key={action}>
              <Field
                label={t('customer.transferAmount.label')}
                hint={t('customer.transferAmount.hint')}
                error={amountError}
              >
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    className="training-customer__amount"
                    inputMode="decimal"
                    autoComplete="off"
                    value={typedAmount}
                    onChange={(event) => {
                      setTypedAmount(event.target.value);
                      setAmountError(null);
                    }}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') run(action);
                    }}
                  />
                )}
              </Field>
              {actionButton(action)}
            </div>
          ) : (
            <Fragment key={action}>{actionButton(action)}</Fragment>
          ),
        )}
      </div>
      <p
        className={[
          'training-customer__status',
          last?.status === 'refused' || requestError !== null
            ? 'training-customer__status--refused'
            : null,
        ]
          .filter(Boolean)
          .join(' ')}
        role="status"
      >
        {status}
      </p>
    </section>
  );
}
