import type { RouteDefinition, RouteResponse } from '../../shared/service/route';
import type { CallOptions, RouteInput, ServiceClient } from './service-client';

/** A route as a function: input typed from its schemas, resolving to its parsed response. */
type BoundRoute<Route extends RouteDefinition> = (
  ...args: Record<never, never> extends RouteInput<Route>
    ? [input?: RouteInput<Route>, options?: CallOptions]
    : [input: RouteInput<Route>, options?: CallOptions]
) => Promise<RouteResponse<Route>>;

export type BoundRoutes<Table extends Readonly<Record<string, RouteDefinition>>> = {
  readonly [Name in keyof Table]: BoundRoute<Table[Name]>;
};

/**
 * One typed function per declaration of a route table (stripe-node: a new route is a
 * declaration, not code). Callers that need the call's meta (the journal) use
 * `client.request` with the same declaration.
 */
export function bindRoutes<const Table extends Readonly<Record<string, RouteDefinition>>>(
  client: ServiceClient,
  table: Table,
): BoundRoutes<Table> {
  const bound: Record<string, unknown> = {};
  for (const [name, route] of Object.entries(table)) {
    bound[name] = async (input: RouteInput<typeof route> = {}, options?: CallOptions) =>
      (await client.request(route, input, options)).data;
  }
  // Built key by key, the object has lost the per-route types that BoundRoutes restores.
  return bound as BoundRoutes<Table>;
}
