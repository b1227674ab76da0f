import { Field } from './field';

/**
 * A labelled select of a fixed list of values, each shown by its name in the cashier's
 * language. Only a listed value comes out of it, so the caller's type needs no cast.
 */
export function OptionSelect<Value extends string>({
  label,
  error,
  value,
  options,
  optionName,
  onChange,
}: {
  label: string;
  error?: string | null;
  value: Value;
  options: readonly Value[];
  optionName: (option: Value) => string;
  onChange: (value: Value) => void;
}) {
  return (
    <Field label={label} error={error ?? null}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option === event.target.value);
            if (chosen !== undefined) onChange(chosen);
          }}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {optionName(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
