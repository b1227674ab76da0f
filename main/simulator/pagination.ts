import { timestampToDate, type Mode, type Timestamp } from '../../shared/service/common';
import { defaultPageSize, type PaginationQuery } from '../../shared/service/pagination';
import { SimulatorError } from './simulator-error';

/** Anything a list holds: an id and a creation time in either of the spec's two forms. */
export interface Listable {
  readonly id: string;
  readonly created_on: Timestamp;
}

/** The list envelope (spec: Paginated list envelope); an alias so it fits loose schemas. */
export type Page<Item> = {
  items: Item[];
  has_more: boolean;
  total_hits?: number;
};

/**
 * Spec: Limits (pagination). Sorted by creation, newest first unless `cursor_direction=asc`;
 * the page starts after the cursor's item (excluded); `has_more` says whether more follow;
 * `total_hits` (conventions: Pagination) counts all matches and is only given without a cursor.
 *
 * `items` is everything in the list's scope (the store, the subscription); `filters` are the
 * query's filters, all of which an item must match. The cursor is looked up in the scope, not among the matches, so paging keeps
 * working when the cursor's item stops matching a filter (a charge whose status moved on).
 * A cursor not in the scope is 400 VALIDATION_ERROR on `cursor`, so a client can tell it from a
 * 404 about the path.
 */
export function paginate<Item extends Listable>(
  items: readonly Item[],
  query: PaginationQuery,
  ...filters: readonly ((item: Item) => boolean)[]
): Page<Item> {
  const limit = query.limit ?? defaultPageSize;
  // Stable sort: items created in the same millisecond keep their insertion order.
  const ordered = items
    .map((item, index) => ({ item, index, time: timestampToDate(item.created_on).getTime() }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ item }) => item);
  if (query.cursor_direction !== 'asc') ordered.reverse();
  let start = 0;
  if (query.cursor !== undefined) {
    const at = ordered.findIndex((item) => item.id === query.cursor);
    if (at === -1) {
      throw new SimulatorError('VALIDATION_ERROR', [{ field: 'cursor', reason: 'INVALID_FORMAT' }]);
    }
    start = at + 1;
  }
  const matches = ordered.slice(start).filter((item) => filters.every((matches) => matches(item)));
  const page: Page<Item> = {
    items: matches.slice(0, limit),
    has_more: matches.length > limit,
  };
  if (query.cursor === undefined) page.total_hits = matches.length;
  return page;
}

/**
 * The lists' `from` and `to` (spec: "created after", "created before"): `from` inclusive and
 * `to` exclusive, so consecutive ranges (a day, the next day) never count an item twice.
 */
export function createdWithin(range: {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}): (item: Listable) => boolean {
  const from = range.from === undefined ? -Infinity : Date.parse(range.from);
  const to = range.to === undefined ? Infinity : Date.parse(range.to);
  return (item) => {
    const time = timestampToDate(item.created_on).getTime();
    return time >= from && time < to;
  };
}

/** The lists' `mode` filter; no mode given matches both. */
export function inMode(mode: Mode | undefined): (item: { readonly mode: Mode }) => boolean {
  return (item) => mode === undefined || item.mode === mode;
}
