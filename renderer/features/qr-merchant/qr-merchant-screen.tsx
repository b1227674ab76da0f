import { useTranslation } from 'react-i18next';
import { qrMerchantBrands } from '../../../shared/service/token-options';
import { brandName } from '../../i18n/brand-name';
import { ChoiceGroup } from '../../ui/choice-group';
import type { SaleEntryScreenProps } from '../sale-entry/sale-entry-check';
import { CustomerEmailField } from '../sale-entry/customer-email-field';
import { SaleEntryLayout } from '../sale-entry/sale-entry-layout';
import { useSaleEntryForm } from '../sale-entry/use-sale-entry-form';
import {
  emptyQrMerchantForm,
  qrMerchantFormFieldOf,
  qrMerchantSaleRequest,
  type QrMerchantForm,
  type QrMerchantFormField,
} from './qr-merchant-form';
import './qr-merchant-screen.css';

/**
 * The merchant-presented QR sale: the customer's wallet and email. Once the sale runs, the
 * progress screen shows the code (QrCodeView) until it is paid, expires or is canceled.
 */
export function QrMerchantScreen({ charge, onBack }: SaleEntryScreenProps) {
  const { t } = useTranslation('qrMerchant');
  const { t: tBrands } = useTranslation('brands');
  const entry = useSaleEntryForm<QrMerchantForm, QrMerchantFormField>({
    empty: emptyQrMerchantForm,
    check: (current) => qrMerchantSaleRequest(current, charge),
    fieldOf: qrMerchantFormFieldOf,
    message: (field, reason) =>
      field === 'brand' && reason === 'REQUIRED_VALUE' ? t('brandRequired') : null,
    onBack,
  });
  const { form, errorOf, touch, update } = entry;
  return (
    <SaleEntryLayout
      namespace="qrMerchant"
      className="qr-merchant"
      charge={charge}
      onBack={onBack}
      entry={entry}
    >
      <ChoiceGroup
        className="qr-merchant__brands"
        legend={t('brand')}
        hint={t('brandHint')}
        options={qrMerchantBrands.map((brand) => ({
          value: brand,
          label: brandName(tBrands, brand),
        }))}
        value={form.brand}
        onChange={(brand) => update({ brand })}
        onBlur={touch('brand')}
        error={errorOf('brand')}
        reserveErrorLine={form.brand === null}
        autoFocus
      />
      <CustomerEmailField namespace="qrMerchant" entry={entry} />
    </SaleEntryLayout>
  );
}
