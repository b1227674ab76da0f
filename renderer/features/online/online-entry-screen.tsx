import { useTranslation } from 'react-i18next';
import { onlineBrands, onlineOsTypes } from '../../../shared/service/token-options';
import { brandName as brandNameOf } from '../../i18n/brand-name';
import { ChoiceGroup } from '../../ui/choice-group';
import type { SaleEntryScreenProps } from '../sale-entry/sale-entry-check';
import { SaleEntryLayout } from '../sale-entry/sale-entry-layout';
import { TextEntryField } from '../sale-entry/text-entry-field';
import { useSaleEntryForm } from '../sale-entry/use-sale-entry-form';
import { onlineFieldMessage } from './online-field-error';
import {
  callMethodsOf,
  emptyOnlineForm,
  onlineFormFieldOf,
  onlineSaleRequest,
  requiredFieldsOf,
  withBrand,
  type OnlineForm,
  type OnlineFormField,
} from './online-form';
import './online-entry-screen.css';

/**
 * An online wallet sale for a confirmed amount: the wallet, then one of the ways it is called
 * that the wallet offers, then only the fields that pair requires (spec: data for online).
 */
export function OnlineEntryScreen({ charge, onBack }: SaleEntryScreenProps) {
  const { t } = useTranslation('online');
  const { t: tBrands } = useTranslation('brands');
  const brandNameIn = ({ brand }: OnlineForm) =>
    brand === null ? '' : brandNameOf(tBrands, brand);
  const entry = useSaleEntryForm<OnlineForm, OnlineFormField>({
    empty: emptyOnlineForm,
    check: (current) => onlineSaleRequest(current, charge),
    fieldOf: onlineFormFieldOf,
    message: (field, reason, current) => onlineFieldMessage(t, field, reason, brandNameIn(current)),
    onBack,
  });
  const { form, touch, update } = entry;
  const brandName = brandNameIn(form);
  const required = requiredFieldsOf(form);
  /** Without a wallet there are no call methods to choose from: the wallet's error says so. */
  const errorOf = (field: OnlineFormField) =>
    field === 'callMethod' && form.brand === null ? null : entry.errorOf(field);

  return (
    <SaleEntryLayout
      namespace="online"
      className="online-entry"
      charge={charge}
      onBack={onBack}
      entry={entry}
    >
      <ChoiceGroup
        className="online-entry__brands"
        legend={t('brand.label')}
        options={onlineBrands.map((brand) => ({
          value: brand,
          label: brandNameOf(tBrands, brand),
        }))}
        value={form.brand}
        onChange={(brand) => update(withBrand(form, brand))}
        onBlur={touch('brand')}
        error={errorOf('brand')}
        reserveErrorLine={form.brand === null}
        autoFocus
      />
      {form.brand === null ? (
        <div className="online-entry__pending">
          <p className="field__label">{t('callMethod.label')}</p>
          <p className="online-entry__pending-text">{t('callMethod.chooseBrandFirst')}</p>
        </div>
      ) : (
        <ChoiceGroup
          className="online-entry__call-methods"
          legend={t('callMethod.label')}
          hint={
            form.callMethod === null
              ? t('callMethod.hint', { brand: brandName })
              : t(`callMethod.descriptions.${form.callMethod}`)
          }
          options={callMethodsOf(form.brand).map((callMethod) => ({
            value: callMethod,
            label: t(`callMethod.names.${callMethod}`),
          }))}
          value={form.callMethod}
          onChange={(callMethod) => update({ callMethod })}
          onBlur={touch('callMethod')}
          error={errorOf('callMethod')}
          reserveErrorLine={form.callMethod === null}
        />
      )}
      {required.length === 0 ? null : (
        <div className="online-entry__required">
          {required.includes('user_identifier') ? (
            <TextEntryField
              label={t('userIdentifier.label')}
              hint={t('userIdentifier.hint', { brand: brandName })}
              error={errorOf('userIdentifier')}
              value={form.userIdentifier}
              onChange={(value) => update({ userIdentifier: value })}
              onBlur={touch('userIdentifier')}
            />
          ) : null}
          {required.includes('os_type') ? (
            <ChoiceGroup
              legend={t('osType.label')}
              options={onlineOsTypes.map((osType) => ({
                value: osType,
                label: t(`osType.names.${osType}`),
              }))}
              value={form.osType}
              onChange={(osType) => update({ osType })}
              onBlur={touch('osType')}
              error={errorOf('osType')}
              reserveErrorLine={form.osType === null}
            />
          ) : null}
          {required.includes('ip_address') ? (
            <TextEntryField
              label={t('ipAddress.label')}
              hint={t('ipAddress.hint')}
              error={errorOf('ipAddress')}
              inputMode="decimal"
              value={form.ipAddress}
              onChange={(value) => update({ ipAddress: value })}
              onBlur={touch('ipAddress')}
            />
          ) : null}
        </div>
      )}
    </SaleEntryLayout>
  );
}
