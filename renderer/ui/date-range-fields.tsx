import { Field } from './field';

/** A range of whole days as date fields give them: YYYY-MM-DD, empty, or `unreadableDay`. */
interface DayFields {
  fromDate: string;
  toDate: string;
}

/**
 * What a field holds when the clerk typed a day the calendar lacks (30 February) or left it half
 * typed. The browser gives such a field's value as empty, which a filter reads as "no limit", and
 * fires no input event, so the form asks the field itself when it is submitted.
 */
const unreadableDay = 'unreadable';

/**
 * The days as the form's date fields hold them on submit: a field the browser cannot read
 * becomes `unreadableDay`, which no calendar-day check passes, so the form refuses it by name.
 */
export function withUnreadableDays<Fields extends DayFields>(
  days: Fields,
  form: HTMLFormElement,
): Fields {
  const unreadable = (field: keyof DayFields) => {
    const input = form.elements.namedItem(field);
    return input instanceof HTMLInputElement && input.validity.badInput;
  };
  return {
    ...days,
    ...(unreadable('fromDate') && { fromDate: unreadableDay }),
    ...(unreadable('toDate') && { toDate: unreadableDay }),
  };
}

/** The field's value: the marker stays out of the page, where it would wipe what was typed. */
const shownDay = (day: string) => (day === unreadableDay ? '' : day);

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
            name="fromDate"
            value={shownDay(value.fromDate)}
            onChange={(event) => onChange({ fromDate: event.target.value })}
          />
        )}
      </Field>
      <Field label={labels.toDate} error={errors.toDate}>
        {(control) => (
          <input
            {...control}
            type="date"
            name="toDate"
            value={shownDay(value.toDate)}
            onChange={(event) => onChange({ toDate: event.target.value })}
          />
        )}
      </Field>
    </>
  );
}
