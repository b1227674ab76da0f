import type { OutgoingHttpHeaders } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseRequest } from '../../shared/service/common';
import { statusForErrorCode } from '../../shared/service/errors';
import type { RouteDefinition } from '../../shared/service/route';
import type { Accounts, AppTokenClaims } from './accounts';
import { authenticate, bearerJwt, storeOfPath } from './auth';
import type { SimulatorClock } from './clock';
import { resetConnection, writeFaultyBody, type FaultInjector, type FaultPlan } from './faults';
import type { IdempotencyStore, StoredResponse } from './idempotency';
import type { RateLimiter } from './rate-limiter';
import { ResponseCheck } from './response-check';
import type { Scheduler } from './scheduler';
import { SimulatorError, type FieldError, unsupportedMediaType } from './simulator-error';
import { isJson } from './request-checks';
import { fastifyPath, sendError, type RouteTable } from './simulator-server';
import type { RouteContext, RouteHandler } from './simulator-module';
import type { SimulatorState } from './state';
import { unusualErrorBody } from './unusual-error-body';
import { waitUntil } from './wait-until';

/*
 * The request pipeline of every service route, in order:
 *   1. rate limits: every answer of a service route or an unknown path carries the four
 *      X-...-Requests-... headers; over the limit is 429 with an empty body
 *   2. faults from `X-Sim-Fault` or `POST /_sim/faults` (latency, 5xx, 429, a refusal, reset)
 *   3. authentication per `route.auth` (auth.ts)
 *   4. body parsing (simulator-server.ts: 400, 413, 415)
 *   5. params, query and body against the route's strict schemas: 400 VALIDATION_ERROR
 *   6. the path's store against the token: 404 NOT_FOUND
 *   7. idempotency for `route.idempotent` routes (idempotency.ts)
 *   8. due clock work, then the handler; its body is checked against `route.response`
 *   9. the answer, or a body fault (slow, truncated, garbled, reset after the handler)
 */

const jsonType = 'application/json; charset=utf-8';

/** Conventions: Idempotency, a key is a string (UUID recommended); bounded so it stays a key. */
const idempotencyKey = z.string().min(1).max(255);

const faultCodes = {
  500: 'INTERNAL_ERROR',
  503: 'SERVICE_UNAVAILABLE_TRY_AGAIN',
  504: 'NO_GATEWAY_AVAILABLE_TO_PROCESS_REQUEST',
} as const;

export interface ServiceRouterDeps {
  readonly app: FastifyInstance;
  readonly routes: RouteTable;
  readonly accounts: Accounts;
  readonly state: SimulatorState;
  readonly clock: SimulatorClock;
  readonly scheduler: Scheduler;
  readonly idempotency: IdempotencyStore;
  readonly rateLimiter: RateLimiter;
  readonly faults: FaultInjector;
  readonly pollingHoldMs: number;
  /** The address the simulator listens on, known once it does. */
  readonly baseUrl: () => string;
  /** Aborts when the simulator closes: ends holds, latencies and slow bodies. */
  readonly closing: AbortSignal;
}

interface RequestFacts {
  readonly auth: AppTokenClaims | null;
  readonly plan: FaultPlan | undefined;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

export class ServiceRouter {
  readonly #deps: ServiceRouterDeps;
  readonly #facts = new WeakMap<FastifyRequest, RequestFacts>();
  /** Fastify URLs of service routes: they, and unknown paths, are rate limited. */
  readonly #urls = new Set<string>();

  constructor(deps: ServiceRouterDeps) {
    this.#deps = deps;
    deps.app.addHook('onRequest', (request, reply, done) => {
      // routeOptions builds a fresh object on each read.
      const url = request.routeOptions.url;
      if (url !== undefined && !this.#urls.has(url)) {
        done();
        return;
      }
      const caller = bearerJwt(request.headers.authorization) ?? `address ${request.ip}`;
      const route = `${request.method} ${url ?? '(unknown)'}`;
      const decision = deps.rateLimiter.take(caller, route);
      void reply.headers(decision.headers);
      // Conventions: over the limit is 429, possibly with an empty body; ours is always empty.
      if (decision.allowed) done();
      else void reply.code(429).send();
    });
  }

  register<const Route extends RouteDefinition>(route: Route, handler: RouteHandler<Route>): void {
    const { url, names: declaredNames } = fastifyPath(route.path);
    const names = declaredNames.map((name, index) => [name, `p${index}`] as const);
    const storeParam = /^\/stores\/\{(\w+)\}/.exec(route.path)?.[1];
    const check = new ResponseCheck(route.response);
    this.#deps.routes.add(route.method, route.path);
    this.#urls.add(url);
    this.#deps.app.route({
      method: route.method,
      url,
      onRequest: async (request, reply) => this.#beforeBody(route, request, reply),
      handler: async (request, reply) => {
        const facts = this.#facts.get(request) ?? { auth: null, plan: undefined };
        if (route.method !== 'GET') {
          void reply.header('idempotency-status', route.idempotent ? 'not_stored' : 'disabled');
        }
        if (route.body && !isJson(header(request, 'content-type'))) {
          throw unsupportedMediaType();
        }
        const input = parseInput(route, names, request);
        const storeId = storeParam === undefined ? undefined : input.params[storeParam];
        const store =
          typeof storeId === 'string'
            ? storeOfPath(storeId, facts.auth, this.#deps.accounts)
            : null;
        // Fields written out rather than spread: this object is built on every request.
        const ctx = {
          params: input.params,
          query: input.query,
          body: input.body,
          auth: facts.auth,
          store,
          accounts: this.#deps.accounts,
          state: this.#deps.state,
          clock: this.#deps.clock,
          baseUrl: this.#deps.baseUrl(),
          successStatus: route.status,
          // bind, not an arrow: this runs per request and stays off the hot path's allocations.
          waitUntil: this.#hold.bind(this, reply),
        } as unknown as RouteContext<Route>;
        const key = route.idempotent ? header(request, 'idempotency-key') : undefined;
        if (key === undefined) {
          return this.#send(
            reply,
            await this.#execute(route, check, handler, ctx),
            check,
            facts.plan,
          );
        }
        if (!idempotencyKey.safeParse(key).success) {
          throw new SimulatorError('VALIDATION_ERROR', [
            { field: 'Idempotency-Key', reason: 'INVALID_FORMAT' },
          ]);
        }
        const fingerprint = this.#deps.idempotency.fingerprint(
          route.method,
          request.url,
          request.body ?? null,
        );
        const answer = await this.#deps.idempotency.run(
          facts.auth?.jti ?? `address ${request.ip}`,
          key,
          fingerprint,
          () => this.#execute(route, check, handler, ctx),
        );
        void reply.header('idempotency-status', answer.idempotency);
        return this.#send(reply, answer, check, facts.plan);
      },
    });
  }

  async #beforeBody(
    route: RouteDefinition,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | undefined> {
    const plan = this.#deps.faults.take(route.method, route.path, header(request, 'x-sim-fault'));
    if (plan && plan.latencyMs > 0) {
      try {
        await delay(plan.latencyMs, undefined, { signal: this.#deps.closing });
      } catch (error) {
        if (!this.#deps.closing.aborted) throw error;
        reply.hijack();
        reply.raw.socket?.destroy();
        return reply;
      }
    }
    const action = plan?.action;
    if (action?.kind === 'too-many-requests') {
      if (action.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(action.retryAfterSeconds));
      }
      return reply.code(429).send();
    }
    if (action?.kind === 'status') {
      return sendError(reply, new SimulatorError(faultCodes[action.status]));
    }
    if (action?.kind === 'refuse') {
      const { field, reason } = action;
      return sendError(reply, new SimulatorError('VALIDATION_ERROR', [{ field, reason }]));
    }
    if (action?.kind === 'decline') {
      const { code, shape } = action;
      return reply.code(statusForErrorCode(code)).send(unusualErrorBody(code, shape));
    }
    if (action?.kind === 'reset' && !action.afterHandler) {
      reply.hijack();
      resetConnection(reply.raw);
      return reply;
    }
    const auth =
      route.auth === 'none'
        ? null
        : authenticate(header(request, 'authorization'), route.auth, this.#deps.accounts);
    this.#facts.set(request, { auth, plan });
    return undefined;
  }

  async #execute<Route extends RouteDefinition>(
    route: Route,
    check: ResponseCheck,
    handler: RouteHandler<Route>,
    ctx: RouteContext<Route>,
  ): Promise<StoredResponse> {
    this.#deps.scheduler.runDue();
    try {
      const body: unknown = await handler(ctx);
      const refusal = check.refusal(body);
      if (refusal === undefined) return { status: ctx.successStatus, body };
      console.error(
        `simulator: ${route.method} ${route.path} answered a body its route refuses`,
        z.prettifyError(refusal),
      );
    } catch (error) {
      if (error instanceof SimulatorError) return { status: error.status, body: error.body() };
      console.error(`simulator: ${route.method} ${route.path} failed`, error);
    }
    const internal = new SimulatorError('INTERNAL_ERROR');
    return { status: internal.status, body: internal.body() };
  }

  #hold(reply: FastifyReply, predicate: () => boolean): Promise<boolean> {
    const gone = new AbortController();
    const onClose = (): void => gone.abort();
    reply.raw.once('close', onClose);
    return waitUntil(this.#deps.state, predicate, {
      holdMs: this.#deps.pollingHoldMs,
      signal: AbortSignal.any([gone.signal, this.#deps.closing]),
    }).finally(() => reply.raw.off('close', onClose));
  }

  async #send(
    reply: FastifyReply,
    answer: StoredResponse,
    check: ResponseCheck,
    plan: FaultPlan | undefined,
  ): Promise<FastifyReply> {
    const payload = check.json(answer.body);
    const action = plan?.action;
    if (action?.kind === 'reset') {
      reply.hijack();
      resetConnection(reply.raw);
      return reply;
    }
    if (action?.kind === 'slow-body' || action?.kind === 'truncate' || action?.kind === 'garble') {
      reply.hijack();
      const headers: OutgoingHttpHeaders = { 'content-type': jsonType };
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && name !== 'content-type') headers[name] = value;
      }
      await writeFaultyBody(reply.raw, answer.status, headers, payload, action, this.#deps.closing);
      return reply;
    }
    return reply.code(answer.status).type(jsonType).send(payload);
  }
}

/**
 * Parses one part of the request, adding its field errors to `errors` on failure. A valid
 * part, the common case, is checked without `reportInput`, the slower mode only the field
 * errors of a failure need; a failure is parsed again for them (as the client does).
 */
function parsePart(schema: z.ZodType, value: unknown, errors: FieldError[]): unknown {
  const quick = schema.safeParse(value);
  if (quick.success) return quick.data;
  const parsed = parseRequest(schema, value);
  if (parsed.success) return parsed.data;
  errors.push(...parsed.errors);
  return undefined;
}

function parseInput(
  route: RouteDefinition,
  names: readonly (readonly [declared: string, fastify: string])[],
  request: FastifyRequest,
): { params: Record<string, unknown>; query: unknown; body: unknown } {
  const errors: FieldError[] = [];
  const rawParams = request.params as Readonly<Record<string, string>>;
  const named: Record<string, string | undefined> = {};
  for (const [name, fastifyName] of names) named[name] = rawParams[fastifyName];
  const params = parsePart(route.params, named, errors) as Record<string, unknown>;
  const rawQuery = request.query as Readonly<Record<string, unknown>>;
  let query: unknown;
  if (route.query) query = parsePart(route.query, rawQuery, errors);
  else {
    // A route that declares no query accepts none, like any strict schema.
    for (const field of Object.keys(rawQuery)) errors.push({ field, reason: 'UNKNOWN_FIELD' });
  }
  // A POST without a body (a cancel with no metadata) is the empty object.
  const body = route.body ? parsePart(route.body, request.body ?? {}, errors) : undefined;
  if (errors.length > 0) throw new SimulatorError('VALIDATION_ERROR', errors);
  return { params, query, body };
}
