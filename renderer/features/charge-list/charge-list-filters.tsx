import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChargeStatus } from '../../../shared/service/charges';
import { paymentTypes } from '../../../shared/service/token-options';
import { validationText } from '../../i18n/error-text';
import { Button } from '../../ui/button';
import { DateRangeFields, withUnreadableDays } from '../../ui/date-range-fields';
import { OptionSelect } from '../../ui/option-select';
import { TextField } from '../../ui/text-field';
import { methodName } from '../history/method-name';
import {
  filterProblems,
  listStatuses,
  type ChargeListFilter,
  type ChargeListFilterField,
} from './charge-list-filter';
import './charge-list.css';
import '../../ui/layout.css';

/** What the screen's own fields get to read and change the draft with. */
export interface FilterDraft {
  draft: ChargeListFilter;
  update: (patch: Partial<ChargeListFilter>) => void;
  errorOf: (field: ChargeListFilterField) => string | null;
}

/**
 * A list's filters. They apply when the clerk asks (Enter or Show), not per keystroke, so
 * typing a search does not send a request per letter; a filter the query cannot take is
 * refused next to its field and never sent. `leading` adds the screen's own fields first.
 */
export function ChargeListFilters({
  className,
  label,
  searchHint,
  statusName,
  applied,
  empty,
  timeZone,
  onApply,
  leading,
}: {
  /** The screen's class, for its grid: the fields differ in number. */
  className: string;
  label: string;
  searchHint: string;
  statusName: (status: ChargeStatus) => string;
  applied: ChargeListFilter;
  /** What Clear sets, keeping the scope the clerk chose. */
  empty: ChargeListFilter;
  timeZone: string;
  onApply: (filter: ChargeListFilter) => void;
  leading?: (form: FilterDraft) => ReactNode;
}) {
  const { t } = useTranslation('chargeList');
  const { t: tErrors } = useTranslation('errors');
  const { t: tPayments } = useTranslation('payments');
  const [draft, setDraft] = useState<ChargeListFilter>(applied);
  const [submitted, setSubmitted] = useState(false);
  // A day the browser cannot read (02/30/2026) lives only in its field, whose value stays ''
  // for React: Clear gives the date fields new inputs, or the typed day would stay on screen.
  const [clears, setClears] = useState(0);
  const problems = filterProblems(draft, timeZone);

  const errorOf = (field: ChargeListFilterField): string | null => {
    if (!submitted) return null;
    const problem = problems.find((candidate) => candidate.field === field);
    if (problem === undefined) return null;
    switch (problem.type) {
      case 'rangeReversed':
        return t('rangeReversed');
      case 'noSuchDay':
        return t('noSuchDay');
      case 'validation':
        return validationText(tErrors, problem.reason);
    }
  };
  const update = (patch: Partial<ChargeListFilter>) =>
    setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = withUnreadableDays(draft, event.currentTarget);
    setDraft(read);
    setSubmitted(true);
    if (filterProblems(read, timeZone).length === 0) onApply(read);
  };

  return (
    <form
      className={`field-panel charge-list-filters ${className}`}
      aria-label={label}
      noValidate
      onSubmit={submit}
    >
      {leading?.({ draft, update, errorOf })}
      <OptionSelect
        label={t('status')}
        error={errorOf('status')}
        value={draft.status}
        options={['all', ...listStatuses]}
        optionName={(status) => (status === 'all' ? t('all') : statusName(status))}
        onChange={(status) => update({ status })}
      />
      <OptionSelect
        label={t('method')}
        value={draft.method}
        options={['all', ...paymentTypes]}
        optionName={(type) => (type === 'all' ? t('all') : methodName(tPayments, type))}
        onChange={(method) => update({ method })}
      />
      <DateRangeFields
        key={clears}
        labels={{ fromDate: t('fromDate'), toDate: t('toDate') }}
        value={draft}
        errors={{ fromDate: errorOf('fromDate'), toDate: errorOf('toDate') }}
        onChange={update}
      />
      <TextField
        className="charge-list-filters__search"
        label={t('search')}
        hint={searchHint}
        error={errorOf('search')}
        value={draft.search}
        onChange={(search) => update({ search })}
      />
      <div className="charge-list-filters__buttons">
        <Button variant="primary" submit>
          {t('apply')}
        </Button>
        <Button
          variant="quiet"
          onClick={() => {
            const cleared = { ...empty, scope: draft.scope };
            setDraft(cleared);
            setSubmitted(false);
            setClears((count) => count + 1);
            onApply(cleared);
          }}
        >
          {t('clear')}
        </Button>
      </div>
    </form>
  );
}
