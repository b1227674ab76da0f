import type { z } from 'zod';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { parseRequest, type FieldError } from '../../../shared/service/common';
import type { DayRangeProblem } from './day-range-bounds';

/** Why a records list's filters cannot be sent, or were refused, named by the form's field. */
export interface FilterProblem<Field extends string> {
  field: Field;
  /** The form's or the schema's reason, or the service's, which this version may not know. */
  reason: FieldError['reason'] | DayRangeProblem['reason'] | (string & {});
}

export type ListQuery<Query, Field extends string> =
  { ok: true; query: Query } | { ok: false; errors: FilterProblem<Field>[] };

/** The text filters the clerk filled in, trimmed; a blank one is left out of the query. */
export function filledFilters<Name extends string>(
  filter: Readonly<Record<Name, string>>,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = filter[name].trim();
      return value === '' ? [] : [[name, value]];
    }),
  ) as Partial<Record<Name, string>>;
}

/**
 * A records list's query checked with its route's own schema, so each filter is refused with
 * the service's reason before anything is sent: the problems the form found first (a day
 * range, an amount), then the schema's, named by the form's field (`fieldOfQuery` for a query
 * parameter the form spells otherwise).
 */
export function checkedListQuery<Schema extends z.ZodType, Field extends string>(
  schema: Schema,
  query: Readonly<Record<string, unknown>>,
  problems: readonly FilterProblem<Field>[],
  fieldOfQuery: Readonly<Record<string, Field>>,
): ListQuery<z.output<Schema>, Field> {
  const parsed = parseRequest(schema, query);
  if (parsed.success && problems.length === 0) return { ok: true, query: parsed.data };
  const refused = parsed.success ? [] : parsed.errors;
  return {
    ok: false,
    errors: [
      ...problems,
      ...refused.map(({ field, reason }) => ({
        field: fieldOfQuery[field] ?? (field as Field),
        reason,
      })),
    ],
  };
}

/**
 * The service's refusal of a records list's query (a 4xx naming its parameters) as problems of
 * the form's fields that set them (`filterOfQuery`), so it reads as the form's own check does;
 * main's refusal of the channel's input names them under `query.`. Empty when it names none.
 */
export function refusedFilters<Field extends string>(
  error: IpcError,
  filterOfQuery: Readonly<Record<string, Field>>,
): FilterProblem<Field>[] {
  return (error.fields ?? []).flatMap(({ field, reason }) => {
    const filter = filterOfQuery[field.replace(/^query\./, '')];
    return filter === undefined ? [] : [{ field: filter, reason }];
  });
}
