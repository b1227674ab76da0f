import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { chargeStatus } from '../../../shared/service/charges';
import { paymentTypes } from '../../../shared/service/token-options';
import { validationText } from '../../i18n/error-text';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import {
  emptyPaymentsFilter,
  paymentsQuery,
  type PaymentsFilter,
  type PaymentsFilterField,
} from './payments-filter';

/**
 * The list's filters. They apply when the clerk asks (Enter or Show), not per keystroke, so
 * typing a search does not send a request per letter; a filter the query cannot take is
 * refused next to its field and never sent.
 */
export function PaymentsFilters({
  applied,
  onApply,
}: {
  applied: PaymentsFilter;
  onApply: (filter: PaymentsFilter) => void;
}) {
  const { t } = useTranslation('payments');
  const { t: tErrors } = useTranslation('errors');
  const [draft, setDraft] = useState<PaymentsFilter>(applied);
  const [submitted, setSubmitted] = useState(false);
  const query = paymentsQuery(draft);

  const errorOf = (field: PaymentsFilterField): string | null => {
    if (!submitted || query.ok) return null;
    const problem = query.problems.find((candidate) => candidate.field === field);
    if (problem === undefined) return null;
    return problem.type === 'rangeReversed'
      ? t('filters.rangeReversed')
      : validationText(tErrors, problem.reason);
  };
  const update = (patch: Partial<PaymentsFilter>) =>
    setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (query.ok) onApply(draft);
  };

  return (
    <form className="payments-filters" aria-label={t('filters.label')} noValidate onSubmit={submit}>
      <Field label={t('filters.status')} error={errorOf('status')}>
        {(control) => (
          <select
            {...control}
            value={draft.status}
            onChange={(event) =>
              update({
                status: chargeStatus.options.find((s) => s === event.target.value) ?? 'all',
              })
            }
          >
            <option value="all">{t('filters.all')}</option>
            {chargeStatus.options.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('filters.method')}>
        {(control) => (
          <select
            {...control}
            value={draft.method}
            onChange={(event) =>
              update({ method: paymentTypes.find((type) => type === event.target.value) ?? 'all' })
            }
          >
            <option value="all">{t('filters.all')}</option>
            {paymentTypes.map((type) => (
              <option key={type} value={type}>
                {t(`method.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('filters.fromDate')} error={errorOf('fromDate')}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={draft.fromDate}
            onChange={(event) => update({ fromDate: event.target.value })}
          />
        )}
      </Field>
      <Field label={t('filters.toDate')} error={errorOf('toDate')}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={draft.toDate}
            onChange={(event) => update({ toDate: event.target.value })}
          />
        )}
      </Field>
      <Field
        className="payments-filters__search"
        label={t('filters.search')}
        hint={t('filters.searchHint')}
        error={errorOf('search')}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={draft.search}
            onChange={(event) => update({ search: event.target.value })}
          />
        )}
      </Field>
      <div className="payments-filters__buttons">
        <Button variant="primary" submit>
          {t('filters.apply')}
        </Button>
        <Button
          variant="quiet"
          onClick={() => {
            setDraft(emptyPaymentsFilter);
            setSubmitted(false);
            onApply(emptyPaymentsFilter);
          }}
        >
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}
