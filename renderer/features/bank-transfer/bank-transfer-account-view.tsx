import { useTranslation } from 'react-i18next';
import { bankAccountDetails, type BankAccountLine } from '../../../shared/bank-account-details';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import type { CustomerActionViewProps } from '../charge-progress/customer-action-view-props';
import { PaymentDeadline } from '../charge-progress/payment-deadline';
import { PrintSlipButton } from '../charge-progress/print-slip-button';
import '../charge-progress/customer-wait.css';
import { TrainingCustomerActions } from '../training/training-customer-actions';
import './bank-transfer-account-view.css';

/**
 * What the counter shows while a bank-transfer sale waits for the transfer: the account, large
 * enough to copy from the screen, the amount and the bank's rule for it, the deadline with
 * the time left, the slip to print, and in training the customer's transfer to play. Its
 * lines are the slip's and the customer display's (shared/bank-account-details.ts).
 */
export function BankTransferAccountView({
  action,
  operation,
}: CustomerActionViewProps<'bank_transfer'>) {
  const { t } = useTranslation('bankTransfer');
  const language = useLanguage();
  const amount = formatAmount(operation.amount, operation.currency, language);
  const chargeId = operation.progress?.chargeId;
  const details = bankAccountDetails(action, language);
  const line = (key: BankAccountLine, className?: string) => (
    <div key={key}>
      <dt>{t(`account.${key}`)}</dt>
      <dd className={className}>{details[key] ?? t('account.missing')}</dd>
    </div>
  );
  return (
    <section className="transfer-account customer-wait" aria-labelledby="transfer-account-title">
      <h2 className="customer-wait__title" id="transfer-account-title">
        {t('account.title')}
      </h2>
      <dl className="transfer-account__facts customer-wait__facts">
        {line('bank')}
        {line('branch')}
        {line('accountType')}
        {line('accountNumber', 'transfer-account__number')}
        {line('accountHolder', 'transfer-account__holder')}
        <div>
          <dt>{t('account.amount')}</dt>
          <dd className="transfer-account__amount">{amount}</dd>
        </div>
      </dl>
      <p className="transfer-account__rule">
        {t(`matchAmountRules.${action.matchAmount ?? 'store'}`, { amount })}
      </p>
      <p className="transfer-account__instruction customer-wait__instruction">
        {t('account.instruction', { amount })}
      </p>
      <PaymentDeadline expiresAt={action.expiresAt} />
      <PrintSlipButton operationId={operation.operationId} />
      <p className="transfer-account__display customer-wait__display">
        {t('account.customerDisplay')}
      </p>
      {chargeId === undefined ? null : (
        <TrainingCustomerActions
          chargeId={chargeId}
          actions={['receive_bank_transfer', 'expire_charge']}
          amount={operation.amount}
        />
      )}
    </section>
  );
}
