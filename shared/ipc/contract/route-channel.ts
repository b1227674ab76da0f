import { z } from 'zod';
import type { RouteDefinition } from '../../service/route';
import { refuseSensitiveData } from '../../sensitive-data';

/*
 * Channels generated from the route tables (shared/service), one line each: the input is
 * the route's own parameters without the store, which main fills in from the active
 * profile, plus its `query` (optional) and `body`; the answer is the route's response. Main
 * serves every channel that carries `routes` with one generic handler
 * (main/ipc/route-channel-handlers.ts), so a new read is its line here and nothing else.
 */

/** Which lists a read covers: the active store, or every store of the merchant. */
const listScope = z.enum(['store', 'merchant'], { error: 'INVALID_FORMAT' });
export type ListScope = z.infer<typeof listScope>;

/** A route of one store: its path names the store, which main takes from the active profile. */
type StoreRoute = RouteDefinition & { readonly params: z.ZodObject<{ storeId: z.ZodType }> };

type QueryShape<Route> = Route extends { readonly query: infer Query extends z.ZodType }
  ? { query: z.ZodOptional<Query> }
  : unknown;
type BodyShape<Route> = Route extends { readonly body: infer Body extends z.ZodType }
  ? { body: Body }
  : unknown;
type StoreRouteShape<Route extends StoreRoute> = Omit<Route['params']['shape'], 'storeId'> &
  QueryShape<Route> &
  BodyShape<Route>;

/** The routes a generated channel calls: the store's, and the merchant's where it has one. */
export interface ChannelRoutes {
  readonly store: RouteDefinition;
  readonly merchant?: RouteDefinition;
}

/**
 * What the renderer sends for a route of the active store: the path parameters but the
 * store, `query` where the route has one (optional), `body` where it has one. A body goes to
 * the service's records (metadata, notes, customs items), where a card number or a
 * credential has no place, so it is refused there as in the journal's free text.
 */
export function storeRouteInput<Route extends StoreRoute>(route: Route) {
  const shape: Record<string, z.ZodType> = { ...route.params.shape };
  delete shape.storeId;
  if (route.query !== undefined) shape.query = route.query.optional();
  if (route.body !== undefined) shape.body = route.body.superRefine(refuseSensitiveData);
  // The shape built above is StoreRouteShape; TypeScript cannot follow `delete` and the ifs.
  return z.strictObject(shape as StoreRouteShape<Route>);
}

/** A channel that is one route of the active store, served by the generic handler. */
export function routeChannel<Route extends StoreRoute>(route: Route) {
  const routes: ChannelRoutes = { store: route };
  return { input: storeRouteInput(route), output: route.response as Route['response'], routes };
}

/**
 * A list of the active store or, with `scope: 'merchant'`, of every store of the merchant.
 * Both routes take the same query and answer the same page.
 */
export function scopedListChannel<
  Store extends StoreRoute & { readonly query: z.ZodType },
  Merchant extends RouteDefinition & { readonly query: Store['query'] },
>(store: Store, merchant: Merchant) {
  const routes: ChannelRoutes = { store, merchant };
  const query: z.ZodOptional<Store['query']> = store.query.optional();
  return {
    input: z.strictObject({ scope: listScope, query }),
    output: store.response as Store['response'],
    routes,
  };
}
