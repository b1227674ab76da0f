import { invokeContract, type InvokeChannel } from '../../shared/ipc/ipc-contract';
import type { ChannelRoutes, ListScope } from '../../shared/ipc/contract/route-channel';
import type { RouteDefinition, RouteResponse } from '../../shared/service/route';
import type { RouteInput, ServiceClient } from '../service/service-client';
import type { Handlers, IpcHandler } from './handler-table';

/** The active profile's store and its service client; main's only way to the service. */
export interface ActiveService {
  readonly storeId: string;
  readonly client: ServiceClient;
}

/** Path parameters (without the store), and `query` and `body` where the route has them. */
type RouteArguments = Readonly<Record<string, unknown>>;

/**
 * Calls a route for the active store, or for the whole merchant: path parameters, `query`
 * and `body` as the contract shaped them, with the store filled in. The client validates
 * params, query and body against the route's strict schemas again before anything is sent.
 */
export async function callRoute<Route extends RouteDefinition>(
  service: ActiveService,
  route: Route,
  input: RouteArguments,
  scope: ListScope = 'store',
): Promise<RouteResponse<Route>> {
  const { query, body, ...path } = input;
  const request = {
    params: scope === 'store' ? { ...path, storeId: service.storeId } : path,
    ...(query !== undefined && { query }),
    ...(body !== undefined && { body }),
  };
  // The contract's input is the route's input minus the store; the client re-checks it.
  return (await service.client.request(route, request as RouteInput<Route>)).data;
}

/** The channels declared with routeChannel or scopedListChannel: served by one handler. */
export type RouteChannel = {
  [Channel in InvokeChannel]: (typeof invokeContract)[Channel] extends { routes: ChannelRoutes }
    ? Channel
    : never;
}[InvokeChannel];

function routeHandler(routes: ChannelRoutes, service: () => ActiveService) {
  return ({ scope, ...input }: RouteArguments & { scope?: ListScope }) =>
    scope === 'merchant' && routes.merchant !== undefined
      ? callRoute(service(), routes.merchant, input, 'merchant')
      : callRoute(service(), routes.store, input);
}

/**
 * The handler of every route channel, generated from the contract: a route channel is its
 * one line in shared/ipc/contract and needs nothing here.
 */
export function createRouteChannelHandlers(service: () => ActiveService): Handlers<RouteChannel> {
  const handlers: Partial<Record<InvokeChannel, IpcHandler<RouteChannel>>> = {};
  for (const [name, declared] of Object.entries(invokeContract)) {
    if (!('routes' in declared)) continue;
    // Each handler answers its own route's response, which is the channel's output.
    handlers[name as RouteChannel] = routeHandler(
      declared.routes,
      service,
    ) as IpcHandler<RouteChannel>;
  }
  // The loop visited every channel that carries routes, which is what RouteChannel names.
  return handlers as Handlers<RouteChannel>;
}
