import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDay, type DayRange } from '../../../shared/back-office/zoned-day';
import { validationText } from '../../i18n/error-text';
import { Button } from '../../ui/button';
import { DateRangeFields, withUnreadableDays } from '../../ui/date-range-fields';
import '../../ui/layout.css';

/** Today on the store's clock, as a date field gives it (YYYY-MM-DD). */
export function todayIn(timeZone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

type RangeProblem = { field: keyof DayRange; message: string };

/**
 * A range of whole days, checked before it is sent: a day the calendar lacks, or an end
 * before the start, is refused next to its field. `children` adds the view's own fields.
 */
export function DayRangeForm({
  label,
  submitLabel,
  applied,
  onApply,
  onDraftChange,
  children,
}: {
  label: string;
  submitLabel: string;
  applied: DayRange;
  onApply: (range: DayRange) => void;
  /** Each change of the days as typed, so the view can tell its figures no longer match. */
  onDraftChange?: (range: DayRange) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('backOffice');
  const { t: tErrors } = useTranslation('errors');
  const { t: tChargeList } = useTranslation('chargeList');
  // The days alone: `applied` may be a whole request (the day close's, with its scope), whose
  // other fields are the view's own and must not ride back out over the view's choices.
  const [draft, setDraft] = useState<DayRange>({
    fromDate: applied.fromDate,
    toDate: applied.toDate,
  });
  const [submitted, setSubmitted] = useState(false);

  const problemsOf = (range: DayRange): RangeProblem[] => {
    const problems: RangeProblem[] = [];
    for (const field of ['fromDate', 'toDate'] as const) {
      if (range[field] === '') {
        problems.push({ field, message: validationText(tErrors, 'REQUIRED_VALUE') });
      } else if (!calendarDay.safeParse(range[field]).success) {
        problems.push({ field, message: tChargeList('noSuchDay') });
      }
    }
    if (problems.length === 0 && range.toDate < range.fromDate) {
      problems.push({ field: 'toDate', message: t('range.reversed') });
    }
    return problems;
  };
  const problems = problemsOf(draft);
  const errorOf = (field: keyof DayRange) =>
    submitted ? (problems.find((problem) => problem.field === field)?.message ?? null) : null;

  const change = (range: DayRange) => {
    setDraft(range);
    onDraftChange?.(range);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = withUnreadableDays(draft, event.currentTarget);
    change(read);
    setSubmitted(true);
    if (problemsOf(read).length === 0) onApply(read);
  };

  return (
    <form className="field-panel range-form" aria-label={label} noValidate onSubmit={submit}>
      {children}
      <DateRangeFields
        labels={{ fromDate: t('range.fromDate'), toDate: t('range.toDate') }}
        value={draft}
        errors={{ fromDate: errorOf('fromDate'), toDate: errorOf('toDate') }}
        onChange={(patch) => change({ ...draft, ...patch })}
      />
      <div className="range-form__buttons">
        <Button variant="primary" submit>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
