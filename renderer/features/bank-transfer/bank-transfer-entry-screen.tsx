import { useTranslation } from 'react-i18next';
import { brandName } from '../../i18n/brand-name';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { ChoiceGroup } from '../../ui/choice-group';
import { PaymentPeriodFields } from '../sale/payment-period-fields';
import type { SaleEntryScreenProps } from '../sale-entry/sale-entry-check';
import { CustomerEmailField } from '../sale-entry/customer-email-field';
import { SaleEntryLayout } from '../sale-entry/sale-entry-layout';
import { useSaleEntryForm } from '../sale-entry/use-sale-entry-form';
import { bankTransferFieldMessage } from './bank-transfer-field-error';
import {
  bankTransferFormFieldOf,
  bankTransferSaleRequest,
  emptyBankTransferForm,
  transferBank,
  type BankTransferForm,
  type BankTransferFormField,
  type MatchAmount,
} from './bank-transfer-form';
import './bank-transfer-entry-screen.css';

/** The store's own setting, as a choice beside the spec's rules (it sends no match_amount). */
const storeSetting = 'store';
type MatchChoice = MatchAmount | typeof storeSetting;
/** From the strictest rule to none, as a cashier weighs them. */
const matchChoices = [
  storeSetting,
  'exact',
  'minimum',
  'maximum',
  'disabled',
] as const satisfies readonly MatchChoice[];

/**
 * The terms of a bank transfer for a confirmed amount: which amounts the bank accepts and how
 * long the customer has. Checked live by the flow's own schema.
 */
export function BankTransferEntryScreen({ charge, onBack }: SaleEntryScreenProps) {
  const { t } = useTranslation('bankTransfer');
  const { t: tBrands } = useTranslation('brands');
  const language = useLanguage();
  const entry = useSaleEntryForm<BankTransferForm, BankTransferFormField>({
    empty: emptyBankTransferForm,
    check: (current) => bankTransferSaleRequest(current, charge),
    fieldOf: bankTransferFormFieldOf,
    message: (field, reason) => bankTransferFieldMessage(t, field, reason),
    onBack,
  });
  const { form, errorOf, touch, update } = entry;
  const matchChoice: MatchChoice = form.matchAmount ?? storeSetting;
  return (
    <SaleEntryLayout
      namespace="bankTransfer"
      className="bank-transfer-entry"
      charge={charge}
      onBack={onBack}
      entry={entry}
    >
      <div className="bank-transfer-entry__bank">
        <p className="field__label">{t('bank')}</p>
        <p className="bank-transfer-entry__bank-name">{brandName(tBrands, transferBank)}</p>
        <p className="field__hint">{t('bankHint')}</p>
      </div>
      <CustomerEmailField
        namespace="bankTransfer"
        entry={entry}
        className="bank-transfer-entry__email"
        autoFocus
      />
      <ChoiceGroup
        className="bank-transfer-entry__match"
        legend={t('matchAmount')}
        hint={t('matchAmountHint')}
        options={matchChoices.map((value) => ({ value, label: t(`matchAmounts.${value}`) }))}
        value={matchChoice}
        onChange={(choice) => update({ matchAmount: choice === storeSetting ? null : choice })}
        onBlur={touch('matchAmount')}
        error={errorOf('matchAmount')}
        reserveErrorLine={false}
      />
      <p className="bank-transfer-entry__rule" aria-live="polite">
        {t(`matchAmountRules.${matchChoice}`, {
          amount: formatAmount(charge.amount, charge.currency, language),
        })}
      </p>
      <PaymentPeriodFields namespace="bankTransfer" entry={entry} />
    </SaleEntryLayout>
  );
}
