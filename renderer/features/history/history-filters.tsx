import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mode as modeSchema } from '../../../shared/service/common';
import { historyType } from '../../../shared/service/history';
import { paymentTypes } from '../../../shared/service/token-options';
import { validationText } from '../../i18n/error-text';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { methodName } from './method-name';
import {
  emptyHistoryFilter,
  historyQuery,
  historyStatuses,
  type HistoryFilter,
  type HistoryFilterField,
} from './history-filter';

/**
 * The history's filters. They apply when the clerk asks (Enter or Show), not per keystroke;
 * a filter the query cannot take is refused next to its field and never sent.
 */
export function HistoryFilters({
  applied,
  timeZone,
  onApply,
}: {
  applied: HistoryFilter;
  timeZone: string;
  onApply: (filter: HistoryFilter) => void;
}) {
  const { t } = useTranslation('backOffice');
  const { t: tErrors } = useTranslation('errors');
  const { t: tPayments } = useTranslation('payments');
  const [draft, setDraft] = useState<HistoryFilter>(applied);
  const [submitted, setSubmitted] = useState(false);
  const query = historyQuery(draft, timeZone);

  const errorOf = (field: HistoryFilterField): string | null => {
    if (!submitted || query.ok) return null;
    const problem = query.problems.find((candidate) => candidate.field === field);
    if (problem === undefined) return null;
    return problem.type === 'rangeReversed'
      ? t('range.reversed')
      : validationText(tErrors, problem.reason);
  };
  const update = (patch: Partial<HistoryFilter>) =>
    setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (query.ok) onApply(draft);
  };

  return (
    <form
      className="history-filters"
      aria-label={t('history.filters')}
      noValidate
      onSubmit={submit}
    >
      <Field label={t('scope.label')}>
        {(control) => (
          <select
            {...control}
            value={draft.scope}
            onChange={(event) =>
              update({ scope: event.target.value === 'merchant' ? 'merchant' : 'store' })
            }
          >
            <option value="store">{t('scope.store')}</option>
            <option value="merchant">{t('scope.merchant')}</option>
          </select>
        )}
      </Field>
      <Field label={t('history.type')} error={errorOf('type')}>
        {(control) => (
          <select
            {...control}
            value={draft.type}
            onChange={(event) =>
              update({
                type: historyType.options.find((type) => type === event.target.value) ?? 'all',
              })
            }
          >
            <option value="all">{t('history.all')}</option>
            {historyType.options.map((type) => (
              <option key={type} value={type}>
                {t(`history.typeName.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('history.status')} error={errorOf('status')}>
        {(control) => (
          <select
            {...control}
            value={draft.status}
            onChange={(event) =>
              update({
                status: historyStatuses.find((status) => status === event.target.value) ?? 'all',
              })
            }
          >
            <option value="all">{t('history.all')}</option>
            {historyStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`history.statusName.${status}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('history.mode')} error={errorOf('mode')}>
        {(control) => (
          <select
            {...control}
            value={draft.mode}
            onChange={(event) =>
              update({
                mode: modeSchema.options.find((mode) => mode === event.target.value) ?? 'all',
              })
            }
          >
            <option value="all">{t('history.all')}</option>
            {modeSchema.options.map((mode) => (
              <option key={mode} value={mode}>
                {t(`history.modeName.${mode}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('history.method')}>
        {(control) => (
          <select
            {...control}
            value={draft.method}
            onChange={(event) =>
              update({ method: paymentTypes.find((type) => type === event.target.value) ?? 'all' })
            }
          >
            <option value="all">{t('history.all')}</option>
            {paymentTypes.map((type) => (
              <option key={type} value={type}>
                {methodName(tPayments, type)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('range.fromDate')} error={errorOf('fromDate')}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={draft.fromDate}
            onChange={(event) => update({ fromDate: event.target.value })}
          />
        )}
      </Field>
      <Field label={t('range.toDate')} error={errorOf('toDate')}>
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
        className="history-filters__search"
        label={t('history.search')}
        hint={t('history.searchHint')}
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
      <div className="history-filters__buttons">
        <Button variant="primary" submit>
          {t('history.apply')}
        </Button>
        <Button
          variant="quiet"
          onClick={() => {
            const cleared = { ...emptyHistoryFilter, scope: draft.scope };
            setDraft(cleared);
            setSubmitted(false);
            onApply(cleared);
          }}
        >
          {t('history.clear')}
        </Button>
      </div>
    </form>
  );
}
