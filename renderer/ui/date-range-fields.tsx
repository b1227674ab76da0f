import { Field } from './field';

/** A range of whole days as date fields give them: YYYY-MM-DD, or empty. */
interface DayFields {
  fromDate: string;
  toDate: string;
}

/**
 * The two date fields of a range, each with its label and its error slot. The caller checks
 * the range (a day the calendar lacks, an end before the start) and says what is wrong.
 */
export function DateRangeFields({
  labels,
  value,
  errors,
  onChange,
}: {
  labels: { fromDate: string; toDate: string };
  value: DayFields;
  errors: { fromDate: string | null; toDate: string | null };
  onChange: (patch: Partial<DayFields>) => void;
}) {
  return (
    <>
      <Field label={labels.fromDate} error={errors.fromDate}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={value.fromDate}
            onChange={(event) => onChange({ fromDate: event.target.value })}
          />
        )}
      </Field>
      <Field label={labels.toDate} error={errors.toDate}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={value.toDate}
            onChange={(event) => onChange({ toDate: event.target.value })}
          />
        )}
      </Field>
    </>
  );
}
