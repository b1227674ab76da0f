import type { z } from 'zod';
import { maxPageSize } from '../../shared/service/pagination';
import type { RouteDefinition, RouteQuery, RouteResponse } from '../../shared/service/route';
import type { CallOptions, RouteInput, ServiceClient } from './service-client';
import { ServiceClientError } from './service-client-error';

/** A route answering the paginated list envelope (spec: Paginated list envelope). */
export type ListRoute = RouteDefinition & {
  readonly response: z.ZodType<{ readonly items: readonly unknown[]; readonly has_more: boolean }>;
};
export type ListPage<Route extends ListRoute> = RouteResponse<Route>;
export type ListItem<Route extends ListRoute> = ListPage<Route>['items'][number];

/** The list's input with its filters; the cursor is the iterator's to set. */
export type ListInput<Route extends ListRoute> = Omit<RouteInput<Route>, 'query'> & {
  readonly query?: Omit<RouteQuery<Route>, 'cursor'>;
};

/**
 * Spec (Limits): the cursor is the id of the last item. Items without an `id` (transaction
 * history items carry `resource_id`) must say where their cursor is.
 */
type CursorOption<Item> = [Item] extends [{ readonly id: string }]
  ? { readonly cursorOf?: (item: Item) => string }
  : { readonly cursorOf: (item: Item) => string };

type ListOptions<Route extends ListRoute> = Omit<CallOptions, 'idempotencyKey'> &
  CursorOption<ListItem<Route>>;

type OptionsArgs<Route extends ListRoute> =
  Record<never, never> extends ListOptions<Route>
    ? [options?: ListOptions<Route>]
    : [options: ListOptions<Route>];

/**
 * Every page of a list, newest first unless the filters say otherwise. A page is fetched only
 * when the consumer asks for it, and the signal stops the walk between pages and within one.
 */
export function listPages<Route extends ListRoute>(
  client: ServiceClient,
  route: Route,
  input: ListInput<Route>,
  ...[options]: OptionsArgs<Route>
): AsyncGenerator<ListPage<Route>, void, undefined> {
  return walk(client, route, input, options, {});
}

/** Every item of a list with any filters, fetching the next page only when it is needed. */
export function listItems<Route extends ListRoute>(
  client: ServiceClient,
  route: Route,
  input: ListInput<Route>,
  ...[options]: OptionsArgs<Route>
): AsyncGenerator<ListItem<Route>, void, undefined> {
  return itemsOf(walk(client, route, input, options, {}));
}

/**
 * Every item of a list, for the reads that need all of it (reconciliation's charge list, the
 * open-payments board's authorizations): pages of the largest size (spec: Limits), holding
 * one page at a time and fetching the next only when the consumer has pulled the last item.
 */
export function readAllItems<Route extends ListRoute>(
  client: ServiceClient,
  route: Route,
  input: ListInput<Route>,
  ...[options]: OptionsArgs<Route>
): AsyncGenerator<ListItem<Route>, void, undefined> {
  return itemsOf(walk(client, route, input, options, { limit: maxPageSize }));
}

async function* walk<Route extends ListRoute>(
  client: ServiceClient,
  route: Route,
  input: ListInput<Route>,
  options: ListOptions<Route> | undefined,
  fixedQuery: Readonly<Record<string, unknown>>,
): AsyncGenerator<ListPage<Route>, void, undefined> {
  const name = `${route.method} ${route.path}`;
  const cursorOf = options?.cursorOf ?? ((item: unknown, index: number) => idOf(item, index, name));
  const callOptions: CallOptions = {
    ...(options?.signal && { signal: options.signal }),
    ...(options?.timeouts && { timeouts: options.timeouts }),
  };
  let cursor: string | undefined;
  for (;;) {
    const query = { ...input.query, ...fixedQuery, ...(cursor !== undefined && { cursor }) };
    // A generic route's input type cannot show the cursor every list query takes (spec: Limits).
    const pageInput = { ...input, query } as RouteInput<Route>;
    const { data } = await client.request(route, pageInput, callOptions);
    yield data;
    if (!data.has_more) return;
    const last = data.items.at(-1);
    // has_more with nothing to take a cursor from would end the walk short, or never.
    const next = last === undefined ? undefined : cursorOf(last, data.items.length - 1);
    if (next === undefined || next === cursor) throw shapeError(name, 'items');
    cursor = next;
  }
}

async function* itemsOf<Route extends ListRoute>(
  pages: AsyncGenerator<ListPage<Route>, void, undefined>,
): AsyncGenerator<ListItem<Route>, void, undefined> {
  for await (const page of pages) {
    // RouteResponse of a generic route does not resolve to its item type until instantiated.
    yield* page.items as readonly ListItem<Route>[];
  }
}

function idOf(item: unknown, index: number, name: string): string {
  if (typeof item === 'object' && item !== null && 'id' in item && typeof item.id === 'string') {
    return item.id;
  }
  throw shapeError(name, `items.${index}.id`);
}

function shapeError(name: string, path: string): ServiceClientError {
  return new ServiceClientError(
    { kind: 'response_shape', code: 'RESPONSE_SHAPE', status: 200, paths: [path] },
    name,
  );
}
