import { useTranslation } from 'react-i18next';
import {
  konbiniDetailRows,
  konbiniGuideIn,
  konbiniPaymentGroupOf,
} from '../../../shared/konbini-payment-guide';
import { konbiniStores } from '../../../shared/service/token-options';
import { brandName } from '../../i18n/brand-name';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import type { CustomerActionViewProps } from '../charge-progress/customer-action-view-props';
import { PaymentDeadline } from '../charge-progress/payment-deadline';
import { PrintSlipButton } from '../charge-progress/print-slip-button';
import '../charge-progress/customer-wait.css';
import { TrainingCustomerActions } from '../training/training-customer-actions';
import './konbini-slip-view.css';

/**
 * What the counter shows while a konbini sale waits for its customer: the store, how its chain
 * takes the payment, where the numbers to pay with come from and the numbers the charge
 * carried, the amount and the deadline with the time left, the slip to print, and in training
 * the customer's part to play.
 */
export function KonbiniSlipView({ action, operation }: CustomerActionViewProps<'konbini_payment'>) {
  const { t } = useTranslation('konbini');
  const { t: tBrands } = useTranslation('brands');
  const language = useLanguage();
  const store = brandName(tBrands, action.convenienceStore);
  const amount = formatAmount(operation.amount, operation.currency, language);
  const chargeId = operation.progress?.chargeId;
  const { details } = action;
  // The customer action carries the chain as text; one the guide does not know gets no steps.
  const chain = konbiniStores.find((known) => known === action.convenienceStore);
  const group = chain === undefined ? null : konbiniPaymentGroupOf[chain];
  const guide = konbiniGuideIn(language);
  const rows =
    chain === undefined || details === undefined ? [] : konbiniDetailRows(chain, details);
  return (
    <section className="konbini-slip customer-wait" aria-labelledby="konbini-slip-title">
      <h2 className="customer-wait__title" id="konbini-slip-title">
        {t('slip.title')}
      </h2>
      <dl className="konbini-slip__facts customer-wait__facts">
        <div>
          <dt>{t('slip.payAt')}</dt>
          <dd className="konbini-slip__store">{store}</dd>
        </div>
        <div>
          <dt>{t('slip.amount')}</dt>
          <dd className="konbini-slip__amount">{amount}</dd>
        </div>
      </dl>
      {rows.length === 0 ? null : (
        <dl className="konbini-slip__details">
          {rows.map((row) => (
            <div key={row.line}>
              <dt>{guide.labels[row.label]}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="konbini-slip__instruction customer-wait__instruction">
        {t('slip.instruction', { amount })} {group === null ? null : guide.how[group]}
      </p>
      <p className="konbini-slip__numbers">
        {details === undefined ? guide.numbersByEmail : guide.numbersHere}
      </p>
      <PaymentDeadline expiresAt={action.expiresAt} />
      <PrintSlipButton operationId={operation.operationId} />
      <p className="konbini-slip__display customer-wait__display">{t('slip.customerDisplay')}</p>
      {chargeId === undefined ? null : (
        <TrainingCustomerActions
          chargeId={chargeId}
          actions={['pay_konbini_slip', 'expire_charge']}
        />
      )}
    </section>
  );
}
