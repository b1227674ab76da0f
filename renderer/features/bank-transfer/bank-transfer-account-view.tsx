import { useTranslation } from 'react-i18next';
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
 * the time left, the slip to print, and in training the customer's transfer to play. The
 * service does not name the account type, so none is shown.
 */
export function BankTransferAccountView({
  action,
  operation,
}: CustomerActionViewProps<'bank_transfer'>) {
  const { t } = useTranslation('bankTransfer');
  const language = useLanguage();
  const amount = formatAmount(operation.amount, operation.currency, language);
  const chargeId = operation.progress?.chargeId;
  const withCode = (name: string | null, code: string | null) =>
    [name ?? t('account.missing'), code === null ? null : `(${t('account.code', { code })})`]
      .filter((part) => part !== null)
      .join(' ');
  return (
    <section className="transfer-account customer-wait" aria-labelledby="transfer-account-title">
      <h2 className="customer-wait__title" id="transfer-account-title">
        {t('account.title')}
      </h2>
      <dl className="transfer-account__facts customer-wait__facts">
        <div>
          <dt>{t('account.bank')}</dt>
          <dd>{withCode(action.bankName, action.bankCode)}</dd>
        </div>
        <div>
          <dt>{t('account.branch')}</dt>
          <dd>{withCode(action.branchName, action.branchCode)}</dd>
        </div>
        <div>
          <dt>{t('account.number')}</dt>
          <dd className="transfer-account__number">
            {action.accountNumber ?? t('account.missing')}
          </dd>
        </div>
        <div>
          <dt>{t('account.holder')}</dt>
          <dd className="transfer-account__holder">
            {action.accountHolderName ?? t('account.missing')}
          </dd>
        </div>
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
