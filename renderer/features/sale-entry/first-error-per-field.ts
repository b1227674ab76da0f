import type { FormWide } from './sale-entry-check';

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

/**
 * Where a form shows an error at each of its flow's paths, from the table of those it has a
 * field for; any other path (the charge's, say) shows by the submit button.
 */
export function fieldAtPath<Field extends string>(
  fieldsByPath: Readonly<Record<string, Field>>,
): (path: string) => Field | FormWide {
  return (path) => (Object.hasOwn(fieldsByPath, path) ? fieldsByPath[path] : undefined) ?? 'form';
}
