import { useTranslation } from 'react-i18next';
import { onlineBrands, onlineOsTypes } from '../../../shared/service/token-options';
import { brandName as brandNameOf } from '../../i18n/brand-name';
import { validationText } from '../../i18n/error-text';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { ActionBar } from '../../ui/action-bar';
import { Field } from '../../ui/field';
import { SaleEntryButtons, SaleEntryProblem } from '../sale/sale-entry-actions';
import type { SaleEntryScreenProps } from '../sale/sale-entry-screens';
import { useSaleEntryForm } from '../sale/use-sale-entry-form';
import { ChoiceGroup } from '../../ui/choice-group';
import { onlineFieldErrorText } from './online-field-error';
import {
  callMethodsOf,
  emptyOnlineForm,
  errorsByField,
  onlineSaleRequest,
  requiredFieldsOf,
  withBrand,
  type OnlineForm,
  type OnlineFormField,
} from './online-form';
import './online-entry-screen.css';

type TouchableField = Exclude<OnlineFormField, 'form'>;

/**
 * An online wallet sale for a confirmed amount: the wallet, then one of the ways it is called
 * that the wallet offers, then only the fields that pair requires (spec: data for online).
 */
export function OnlineEntryScreen({ charge, onBack }: SaleEntryScreenProps) {
  const { t } = useTranslation('online');
  const { t: tErrors } = useTranslation('errors');
  const { t: tBrands } = useTranslation('brands');
  const language = useLanguage();
  const { form, errors, refusal, submitted, starting, shows, touch, update, onSubmit } =
    useSaleEntryForm<OnlineForm, TouchableField>({
      empty: emptyOnlineForm,
      check: (current) => onlineSaleRequest(current, charge),
      onBack,
    });

  const brandName = form.brand === null ? '' : brandNameOf(tBrands, form.brand);
  const required = requiredFieldsOf(form);
  const fieldErrors = errorsByField(errors);
  const errorOf = (field: TouchableField): string | null => {
    const error = fieldErrors[field];
    if (error === undefined || !shows(field)) return null;
    // Without a wallet there are no call methods to choose from: the wallet's error says so.
    if (field === 'callMethod' && form.brand === null) return null;
    return onlineFieldErrorText(t, tErrors, field, error.reason, brandName);
  };

  const amount = formatAmount(charge.amount, charge.currency, language);
  const formError = fieldErrors.form;
  return (
    <div className="online-entry">
      <header className="online-entry__header">
        <h1 className="online-entry__title">{t('title')}</h1>
        <p className="online-entry__amount">
          <span className="online-entry__amount-label">{t('amountLabel')}</span>
          <span className="online-entry__amount-value">{amount}</span>
        </p>
      </header>
      <form className="online-entry__form" noValidate onSubmit={onSubmit}>
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
              <Field
                label={t('userIdentifier.label')}
                hint={t('userIdentifier.hint', { brand: brandName })}
                error={errorOf('userIdentifier')}
              >
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    value={form.userIdentifier}
                    onChange={(event) => update({ userIdentifier: event.target.value })}
                    onBlur={touch('userIdentifier')}
                  />
                )}
              </Field>
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
              <Field
                label={t('ipAddress.label')}
                hint={t('ipAddress.hint')}
                error={errorOf('ipAddress')}
              >
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    spellCheck={false}
                    value={form.ipAddress}
                    onChange={(event) => update({ ipAddress: event.target.value })}
                    onBlur={touch('ipAddress')}
                  />
                )}
              </Field>
            ) : null}
          </div>
        )}
        <ActionBar className="online-entry__actions">
          <SaleEntryProblem
            refusal={refusal}
            formError={
              formError === undefined || !(submitted || refusal !== null)
                ? null
                : `${t('formProblem')} ${validationText(tErrors, formError.reason)}`
            }
            formProblem={t('formProblem')}
          />
          <SaleEntryButtons
            onBack={onBack}
            starting={starting}
            back={t('back')}
            submit={starting ? t('starting') : t('submit', { amount })}
          />
        </ActionBar>
      </form>
    </div>
  );
}
