import type { z } from 'zod';

/**
 * One route of the service, declared once and used by both sides: the client builds its typed
 * function from it (stripe-node: one request path, routes as declarations) and the simulator
 * registers its handler against it, so the two cannot disagree on a path, an auth form, a
 * schema or a success status.
 */
export interface RouteDefinition {
  readonly method: 'GET' | 'POST' | 'PATCH';
  /** Path template relative to the base URL, with `{name}` parameters: `/stores/{storeId}/charges/{chargeId}`. */
  readonly path: string;
  /**
   * `secret`: `Authorization: Bearer {secret}.{jwt}` (spec: Authentication 1-2).
   * `jwt`: the spec shows `Bearer {jwt}` alone (3DS issuer token, charge issuer token, alias);
   * the service accepts both forms there, the client sends the JWT alone.
   * `none`: no authentication (`GET /heartbeat`).
   */
  readonly auth: 'secret' | 'jwt' | 'none';
  /** Strict schema of the path parameters named in `path`. */
  readonly params: z.ZodType;
  /** Strict schema of the query string (GET) or absent. */
  readonly query?: z.ZodType;
  /** Strict schema of the JSON body (POST, PATCH) or absent. */
  readonly body?: z.ZodType;
  /** Tolerant schema of the success body. */
  readonly response: z.ZodType;
  /** Success status (spec: Errors 1). */
  readonly status: 200 | 201;
  /** POST and PATCH carry an Idempotency-Key (conventions: Idempotency). */
  readonly idempotent: boolean;
}

export function defineRoute<const Route extends RouteDefinition>(route: Route): Route {
  return route;
}

export type RouteParams<Route extends RouteDefinition> = z.input<Route['params']>;
export type RouteQuery<Route extends RouteDefinition> = Route['query'] extends z.ZodType
  ? z.input<Route['query']>
  : never;
export type RouteBody<Route extends RouteDefinition> = Route['body'] extends z.ZodType
  ? z.input<Route['body']>
  : never;
export type RouteResponse<Route extends RouteDefinition> = z.output<Route['response']>;

/**
 * Templates split once into their text and parameter names, alternating (`['/stores/',
 * 'storeId', '']`): the client fills one per call, and a regex replace per call cost more than
 * the rest of filling it.
 */
const splitTemplates = new Map<string, readonly string[]>();

/** Fills a path template: `/stores/{storeId}` with `{storeId: 'x'}` is `/stores/x`. */
export function buildPath(template: string, params: Readonly<Record<string, string>>): string {
  let parts = splitTemplates.get(template);
  if (parts === undefined) {
    parts = template.split(/\{(\w+)\}/);
    splitTemplates.set(template, parts);
  }
  let path = parts[0] ?? '';
  for (let index = 1; index < parts.length; index += 2) {
    const name = parts[index] ?? '';
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    path += encodeURIComponent(value) + (parts[index + 1] ?? '');
  }
  return path;
}
