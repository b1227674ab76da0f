import { useTranslation } from 'react-i18next';
import { konbiniStores } from '../../../shared/service/token-options';
import { brandName } from '../../i18n/brand-name';
import { ChoiceGroup } from '../../ui/choice-group';
import { PaymentPeriodFields } from '../sale/payment-period-fields';
import type { SaleEntryScreenProps } from '../sale-entry/sale-entry-check';
import { CustomerEmailField } from '../sale-entry/customer-email-field';
import { LimitedTextField } from '../sale-entry/limited-text-field';
import { SaleEntryLayout } from '../sale-entry/sale-entry-layout';
import { TextEntryField } from '../sale-entry/text-entry-field';
import { useSaleEntryForm } from '../sale-entry/use-sale-entry-form';
import { konbiniFieldMessage } from './konbini-field-error';
import {
  customerNameMaxLength,
  emptyKonbiniForm,
  japanesePhoneCharacters,
  konbiniFormFieldOf,
  konbiniSaleRequest,
  timeShiftUnavailable,
  type KonbiniForm,
  type KonbiniFormField,
} from './konbini-form';
import './konbini-entry-screen.css';

/**
 * The konbini details for a confirmed amount: who pays, where, and by when. Checked live by
 * the flow's own schema; the sale starts only with an input it accepts.
 */
export function KonbiniEntryScreen({ charge, onBack }: SaleEntryScreenProps) {
  const { t } = useTranslation('konbini');
  const { t: tBrands } = useTranslation('brands');
  const storeNameOf = ({ convenienceStore }: KonbiniForm) =>
    convenienceStore === null ? '' : brandName(tBrands, convenienceStore);
  const entry = useSaleEntryForm<KonbiniForm, KonbiniFormField>({
    empty: emptyKonbiniForm,
    check: (current) => konbiniSaleRequest(current, charge),
    fieldOf: konbiniFormFieldOf,
    message: (field, reason, current) =>
      konbiniFieldMessage(t, field, reason, storeNameOf(current)),
    onBack,
  });
  const { form, errorOf, touch, update } = entry;
  const timeShiftNote = (current: KonbiniForm): string | null => {
    switch (timeShiftUnavailable(current)) {
      case null:
        return null;
      case 'store':
        return t('timeShiftUnavailable', { store: storeNameOf(current) });
      case 'shortPeriod':
        return t('timeShiftShortPeriod');
    }
  };

  return (
    <SaleEntryLayout
      namespace="konbini"
      className="konbini-entry"
      charge={charge}
      onBack={onBack}
      entry={entry}
    >
      <LimitedTextField
        label={t('customerName')}
        hint={t('customerNameHint')}
        error={errorOf('customerName')}
        max={customerNameMaxLength}
        autoFocus
        value={form.customerName}
        onChange={(customerName) => update({ customerName })}
        onBlur={touch('customerName')}
      />
      <TextEntryField
        label={t('phoneNumber')}
        hint={t('phoneNumberHint')}
        error={errorOf('phoneNumber')}
        inputMode="tel"
        characters={{ allowed: japanesePhoneCharacters, refusal: t('phoneNumberCharacters') }}
        value={form.phoneNumber}
        onChange={(value) => update({ phoneNumber: value })}
        onBlur={touch('phoneNumber')}
      />
      <CustomerEmailField namespace="konbini" entry={entry} />
      <ChoiceGroup
        className="konbini-entry__stores"
        legend={t('store')}
        hint={t('storeHint')}
        options={konbiniStores.map((value) => ({ value, label: brandName(tBrands, value) }))}
        value={form.convenienceStore}
        onChange={(convenienceStore) => update({ convenienceStore })}
        onBlur={touch('convenienceStore')}
        error={errorOf('convenienceStore')}
      />
      <PaymentPeriodFields
        namespace="konbini"
        entry={entry}
        timeShiftUnavailable={timeShiftNote(form)}
      />
    </SaleEntryLayout>
  );
}
