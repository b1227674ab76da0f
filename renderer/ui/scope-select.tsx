import { OptionSelect } from './option-select';

const scopes = ['store', 'merchant'] as const;

/** Which stores a back-office list reads: this store's, or every store of the merchant. */
export type Scope = (typeof scopes)[number];

/** The stores a list reads, this one or all of the merchant's. */
export function ScopeSelect({
  label,
  names,
  value,
  onChange,
}: {
  label: string;
  names: Readonly<Record<Scope, string>>;
  value: Scope;
  onChange: (scope: Scope) => void;
}) {
  return (
    <OptionSelect
      label={label}
      value={value}
      options={scopes}
      optionName={(scope) => names[scope]}
      onChange={onChange}
    />
  );
}
