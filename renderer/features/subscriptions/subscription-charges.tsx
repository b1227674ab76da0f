import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { chargeStatus } from '../../../shared/service/charges';
import { timestampToDate } from '../../../shared/service/common';
import { codeName } from '../../i18n/code-name';
import { errorCodeText, validationText } from '../../i18n/error-text';
import { formatAmount } from '../../i18n/format';
import { useStoreTimeZone } from '../../app/store-clock';
import { useLanguage } from '../../i18n/use-language';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { formatDateTime } from '../charge-detail/date-time';
import {
  cardGroupFilters,
  otherTextFilters,
  type ChargesFilterField,
  type SubscriptionChargesFilter,
} from './subscription-charges-filter';
import { subscriptionsStore } from './subscriptions-store-instance';

/** One text filter of the form, labelled from the subscriptions messages. */
function TextFilter({
  name,
  draft,
  errorOf,
  onChange,
}: {
  name: ChargesFilterField;
  draft: SubscriptionChargesFilter;
  errorOf: (field: ChargesFilterField) => string | null;
  onChange: (patch: Partial<SubscriptionChargesFilter>) => void;
}) {
  const { t } = useTranslation('subscriptions');
  return (
    <Field label={t(`charges.filter.${name}`)} error={errorOf(name)}>
      {(control) => (
        <input
          {...control}
          autoComplete="off"
          type={name === 'fromDate' || name === 'toDate' ? 'date' : 'text'}
          value={draft[name]}
          onChange={(event) => onChange({ [name]: event.target.value })}
        />
      )}
    </Field>
  );
}

/** A subscription's charges with every filter of the spec, a page at a time. */
export function SubscriptionCharges() {
  const { t } = useTranslation('subscriptions');
  const { t: tErrors } = useTranslation('errors');
  const { t: tOperations } = useTranslation('operations');
  const language = useLanguage();
  const timeZone = useStoreTimeZone();
  const { chargesFilter, chargesErrors, charges } = useStore(subscriptionsStore);
  const [draft, setDraft] = useState(chargesFilter);
  const update = (patch: Partial<SubscriptionChargesFilter>) =>
    setDraft((current) => ({ ...current, ...patch }));
  const errorOf = (field: ChargesFilterField) => {
    const error = chargesErrors.find((candidate) => candidate.field === field);
    if (error === undefined) return null;
    if (error.reason === 'RANGE_REVERSED') return t('charges.rangeReversed');
    // Spec: Errors 3; the four card filters go together.
    if (error.reason === 'DEPENDS_ON_OTHER_FIELD') return t('charges.cardGroupMissing');
    return validationText(tErrors, error.reason);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void subscriptionsStore.getState().searchCharges(draft);
  };
  const filterProps = { draft, errorOf, onChange: update };

  return (
    <div className="subscriptions__charges">
      <form
        className="subscriptions__filters filter-row"
        aria-label={t('charges.filters')}
        noValidate
        onSubmit={submit}
      >
        <fieldset className="subscriptions__card-group">
          <legend>{t('charges.cardGroup')}</legend>
          {cardGroupFilters.map((name) => (
            <TextFilter key={name} name={name} {...filterProps} />
          ))}
        </fieldset>
        {(['fromDate', 'toDate', 'amountFrom', 'amountTo'] as const).map((name) => (
          <TextFilter key={name} name={name} {...filterProps} />
        ))}
        {otherTextFilters.map((name) => (
          <TextFilter key={name} name={name} {...filterProps} />
        ))}
        <Field label={t('charges.filter.mode')} error={errorOf('mode')}>
          {(control) => (
            <select
              {...control}
              value={draft.mode}
              onChange={(event) =>
                update({ mode: event.target.value as SubscriptionChargesFilter['mode'] })
              }
            >
              <option value="all">{t('charges.any')}</option>
              <option value="live">{t('modeName.live')}</option>
              <option value="test">{t('modeName.test')}</option>
            </select>
          )}
        </Field>
        <Button variant="primary" submit>
          {t('charges.apply')}
        </Button>
      </form>
      <table className="subscriptions__table data-table record-table">
        <thead>
          <tr>
            <th scope="col">{t('charges.created', { zone: timeZone })}</th>
            <th scope="col">{t('charges.amount')}</th>
            <th scope="col">{t('charges.status')}</th>
            <th scope="col">{t('charges.id')}</th>
          </tr>
        </thead>
        <tbody>
          {charges.items.map((charge) => (
            <tr key={charge.id}>
              <td>
                {charge.created_on === null
                  ? '—'
                  : formatDateTime(timestampToDate(charge.created_on), language, timeZone)}
              </td>
              <td>{formatAmount(charge.requested_amount, charge.requested_currency, language)}</td>
              <td>
                {codeName(chargeStatus.options, charge.status, (status) =>
                  tOperations(`chargeStatus.${status}`),
                )}
              </td>
              <td className="subscriptions__id">{charge.id}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="subscriptions__list-status" aria-live="polite">
        {charges.error !== null ? (
          <p className="field__error" role="alert">
            {t('charges.readFailed')} {errorCodeText(tErrors, charges.error.code)}
          </p>
        ) : charges.loading ? (
          <p>{t('reading')}</p>
        ) : charges.items.length === 0 ? (
          <p>{t('charges.none')}</p>
        ) : null}
        {charges.hasMore ? (
          <Button onClick={() => void subscriptionsStore.getState().moreCharges()}>
            {t('more')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
