/**
 * The first error of each form field, given where the form shows each of the flow's paths: a
 * field shows one message at a time, the first its checks name.
 */
export function firstErrorPerField<Field extends string, Error extends { field: string }>(
  errors: readonly Error[],
  fieldOf: (path: string) => Field,
): Partial<Record<Field, Error>> {
  const byField: Partial<Record<Field, Error>> = {};
  for (const error of errors) byField[fieldOf(error.field)] ??= error;
  return byField;
}
