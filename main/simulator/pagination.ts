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

/** 'YYYY-MM-DDTHH:MM:SS.sss': the part of an ISO timestamp a Date keeps (it drops finer digits). */
const millisecondDigits = 23;

const charT = 0x54;
const charZ = 0x5a;

/** Two ISO timestamps laid out alike (same length, both in UTC), so equal positions hold equal fields. */
function sameUtcLayout(a: string, b: string): boolean {
  const last = a.length - 1;
  return (
    b.length === a.length &&
    a.charCodeAt(last) === charZ &&
    b.charCodeAt(last) === charZ &&
    a.charCodeAt(10) === charT &&
    b.charCodeAt(10) === charT
  );
}

/**
 * Orders two creation times as their `timestampToDate` milliseconds would (only the sign
 * counts). Lists compare every neighbouring pair, so the usual case, two ISO strings laid out
 * alike, compares characters up to the millisecond instead of parsing both (about 20 times
 * slower); anything else is parsed.
 */
export function compareCreated(a: Timestamp, b: Timestamp): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string' && sameUtcLayout(a, b)) {
    const end = Math.min(a.length - 1, millisecondDigits);
    for (let index = 0; index < end; index += 1) {
      const difference = a.charCodeAt(index) - b.charCodeAt(index);
      if (difference !== 0) return difference;
    }
    return 0;
  }
  return timestampToDate(a).getTime() - timestampToDate(b).getTime();
}

/**
 * `items` oldest first, items created in the same millisecond in the order given. Collections
 * keep creation order already (collection.ts), so this is usually one pass that finds them in
 * order and returns the same array; only out-of-order input (records seeded with older dates)
 * is sorted.
 */
export function inCreationOrder<Item extends Listable>(items: readonly Item[]): readonly Item[] {
  for (let index = 1; index < items.length; index += 1) {
    const before = items[index - 1];
    const after = items[index];
    if (before && after && compareCreated(before.created_on, after.created_on) > 0) {
      // Stable sort: items created in the same millisecond keep their insertion order.
      return items
        .map((item, at) => ({ item, at, time: timestampToDate(item.created_on).getTime() }))
        .sort((x, y) => x.time - y.time || x.at - y.at)
        .map(({ item }) => item);
    }
  }
  return items;
}

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
 *
 * Filters run only as far as the page needs: to the end when `total_hits` is due, else until
 * one match past the page shows whether more follow. So a caller may pass light entries and
 * build the full items of the page alone.
 */
export function paginate<Item extends Listable>(
  items: readonly Item[],
  query: PaginationQuery,
  ...filters: readonly ((item: Item) => boolean)[]
): Page<Item> {
  return paginateInOrder(inCreationOrder(items), query, ...filters);
}

/**
 * `paginate` over items already oldest first, as `inCreationOrder` (or the history's own
 * merge) gives them: their order is taken as it is, not checked again.
 */
export function paginateInOrder<Item extends Listable>(
  ordered: readonly Item[],
  query: PaginationQuery,
  ...filters: readonly ((item: Item) => boolean)[]
): Page<Item> {
  const last = ordered.length - 1;
  // The walk reads the oldest-first order forwards for asc and backwards otherwise.
  const step = query.cursor_direction === 'asc' ? 1 : -1;
  let at = step === 1 ? 0 : last;
  if (query.cursor !== undefined) {
    while (at >= 0 && at <= last && ordered[at]?.id !== query.cursor) at += step;
    if (at < 0 || at > last) throw invalidCursor();
    at += step;
  }
  return collectPage(
    () => {
      const item = at >= 0 && at <= last ? ordered[at] : undefined;
      at += step;
      return item;
    },
    query,
    filters,
  );
}

/** A cursor that names nothing in the list's scope (docs/simulator.md: Lists). */
export function invalidCursor(): SimulatorError {
  return new SimulatorError('VALIDATION_ERROR', [{ field: 'cursor', reason: 'INVALID_FORMAT' }]);
}

/**
 * The page a walk gives: `next` answers the items after the cursor in the page's direction,
 * then undefined. Filters run only as far as the page needs: to the end when `total_hits` is
 * due (no cursor), else until one match past the page shows whether more follow.
 */
export function collectPage<Item>(
  next: () => Item | undefined,
  query: PaginationQuery,
  filters: readonly ((item: Item) => boolean)[],
): Page<Item> {
  const limit = query.limit ?? defaultPageSize;
  const wanted = query.cursor === undefined ? Infinity : limit + 1;
  const pageItems: Item[] = [];
  let matches = 0;
  for (let item = next(); item !== undefined && matches < wanted; item = next()) {
    if (!filters.every((matches) => matches(item))) continue;
    matches += 1;
    if (pageItems.length < limit) pageItems.push(item);
  }
  const page: Page<Item> = { items: pageItems, has_more: matches > limit };
  if (query.cursor === undefined) page.total_hits = matches;
  return page;
}

/**
 * What an indexed list reads a page from: items oldest first, each found by id, and where a
 * time falls among them (collection.ts), so no page copies, sorts or scans the collection.
 */
export interface CreationIndex<Stored> {
  readonly size: number;
  at(position: number): Stored | undefined;
  positionOf(id: string): number | undefined;
  /** The first position created at or after `time` (ms). */
  positionAt(time: number): number;
}

/** The positions `from` (inclusive) to `to` (exclusive) cover, as `createdWithin` counts them. */
export function positionsWithin(
  index: Pick<CreationIndex<unknown>, 'size' | 'positionAt'>,
  range: { readonly from?: string | undefined; readonly to?: string | undefined },
): { readonly low: number; readonly high: number } {
  return {
    low: range.from === undefined ? 0 : index.positionAt(Date.parse(range.from)),
    high: range.to === undefined ? index.size : index.positionAt(Date.parse(range.to)),
  };
}

/**
 * `paginate` from a collection's index: the query's `from` and `to` narrow the positions by
 * binary search, the cursor is found by id, and the walk reads only as far as the page needs,
 * so a page after the first costs the same at 1,000 items as at 100,000 (docs/simulator.md:
 * Lists). `entry` makes the light item the filters read; `inScope` is the list's scope (a
 * store), which the cursor must be in.
 */
export function paginateIndex<Stored, Item extends Listable>(
  index: CreationIndex<Stored>,
  query: PaginationQuery & {
    readonly from?: string | undefined;
    readonly to?: string | undefined;
  },
  entry: (stored: Stored) => Item,
  inScope: (item: Item) => boolean,
  ...filters: readonly ((item: Item) => boolean)[]
): Page<Item> {
  const { low, high } = positionsWithin(index, query);
  const step = query.cursor_direction === 'asc' ? 1 : -1;
  let at = step === 1 ? low : high - 1;
  if (query.cursor !== undefined) {
    const position = index.positionOf(query.cursor);
    const stored = position === undefined ? undefined : index.at(position);
    if (position === undefined || stored === undefined || !inScope(entry(stored))) {
      throw invalidCursor();
    }
    at = step === 1 ? Math.max(position + 1, low) : Math.min(position - 1, high - 1);
  }
  return collectPage(
    () => {
      const stored = at >= low && at < high ? index.at(at) : undefined;
      at += step;
      return stored === undefined ? undefined : entry(stored);
    },
    query,
    [inScope, ...filters],
  );
}

/**
 * The lists' `from` and `to` (spec: "created after", "created before"): `from` inclusive and
 * `to` exclusive, so consecutive ranges (a day, the next day) never count an item twice.
 */
export function createdWithin(range: {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}): (item: Listable) => boolean {
  // Without a range every item matches: no need to read each one's date.
  if (range.from === undefined && range.to === undefined) return () => true;
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
