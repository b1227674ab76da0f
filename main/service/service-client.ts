import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Dispatcher } from 'undici';
import { z } from 'zod';
import { parseRequest, type FieldError } from '../../shared/service/common';
import type { AppTokenCredentials } from '../../shared/profiles';
import { serviceErrorBody } from '../../shared/service/errors';
import {
  buildPath,
  type RouteBody,
  type RouteDefinition,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '../../shared/service/route';
import { encodeQuery } from './query-string';
import { RateLimiter } from './rate-limiter';
import { backoffDelay, defaultRetryPolicy, isRetryable, type RetryPolicy } from './retry-policy';
import {
  fallbackCodeForStatus,
  idempotencyStatus,
  ServiceClientError,
  type IdempotencyStatus,
  type ServiceClientErrorDetail,
} from './service-client-error';
import { DeadlineTimer } from './deadline-timer';
import { createServicePool, defaultTimeouts, type ServiceTimeouts } from './service-pool';
import { sleep as realSleep, type Sleep } from './sleep';
import { requestText } from './text-request';
import { CallAbort, classify } from './call-abort';

/** Visible ASCII only, so neither a credential nor a caller's key can split a header. */
const headerToken = z.string().regex(/^[\x21-\x7e]+$/);
const headerSafeCredentials = z.object({ secret: headerToken, jwt: headerToken });
/** Reads the app token from the keychain per call, so the client never keeps it. */
export type CredentialsProvider = () => Promise<AppTokenCredentials>;

type Slot<Key extends string, Value> = [Value] extends [never]
  ? unknown
  : Record<never, never> extends Value
    ? { readonly [K in Key]?: Value }
    : { readonly [K in Key]: Value };

/** What a call of `route` takes: each part is optional when all of its fields are. */
export type RouteInput<Route extends RouteDefinition> = Slot<'params', RouteParams<Route>> &
  Slot<'query', RouteQuery<Route>> &
  Slot<'body', RouteBody<Route>>;

export interface CallOptions {
  /** Aborting it stops the call, its retries and its waits at once. */
  readonly signal?: AbortSignal;
  /** POST and PATCH: the key the journal recorded before the first attempt; else a UUID v4. */
  readonly idempotencyKey?: string;
  readonly timeouts?: Partial<Omit<ServiceTimeouts, 'connectMs'>>;
}

/** What the journal records of a call besides its data. */
interface CallMeta {
  readonly status: number;
  readonly attempts: number;
  readonly idempotencyKey: string | undefined;
  /** `Idempotency-Status` of the response that answered the call. */
  readonly idempotencyStatus: IdempotencyStatus | undefined;
  readonly requestId: string | undefined;
}

export interface CallResult<Route extends RouteDefinition> {
  readonly data: RouteResponse<Route>;
  readonly meta: CallMeta;
}

export interface ServiceClient {
  request<Route extends RouteDefinition>(
    route: Route,
    input: RouteInput<Route>,
    options?: CallOptions,
  ): Promise<CallResult<Route>>;
  /** Closes the connection pool the client made; an injected dispatcher stays open. */
  close(): Promise<void>;
}

export interface ServiceClientOptions {
  readonly baseUrl: string;
  /** Counter's version, sent in the User-Agent. */
  readonly appVersion: string;
  readonly credentials: CredentialsProvider;
  readonly timeouts?: Partial<ServiceTimeouts>;
  readonly retry?: Partial<RetryPolicy>;
  /** Replaces the client's own keep-alive pool (tests, or a pool shared by store profiles). */
  readonly dispatcher?: Dispatcher;
  readonly sleep?: Sleep;
  /** Uniform in [0, 1): the jitter of retry delays. */
  readonly random?: () => number;
  /** Monotonic milliseconds: the rate limiter's clock. */
  readonly now?: () => number;
  readonly newIdempotencyKey?: () => string;
}

interface PreparedRequest {
  readonly path: string;
  readonly body: string | null;
}

interface AttemptOutcome {
  readonly data: unknown;
  readonly status: number;
  readonly idempotencyStatus: IdempotencyStatus | undefined;
  readonly requestId: string | undefined;
}

/**
 * The one request path (stripe-node): every route declaration becomes a call through here,
 * which validates, authenticates, sends, retries, rate-limits and maps every failure to a
 * `ServiceClientError`.
 */
export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const base = new URL(options.baseUrl);
  // Read once: URL computes `origin` anew on every read.
  const origin = base.origin;
  const basePath = base.pathname.replace(/\/+$/, '');
  const timeouts: ServiceTimeouts = { ...defaultTimeouts, ...options.timeouts };
  const policy: RetryPolicy = { ...defaultRetryPolicy, ...options.retry };
  const dispatcher = options.dispatcher ?? createServicePool(origin, timeouts);
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  const newIdempotencyKey = options.newIdempotencyKey ?? randomUUID;
  const limiter = new RateLimiter(options.now ?? (() => performance.now()));
  const deadlines = new DeadlineTimer();
  const userAgent = `Counter/${options.appVersion}`;

  // The credentials of the last call that passed the check, kept in this closure only, like
  // the provider's own: the provider reads the keychain per call but nearly always hands back
  // the same strings, which then need no second check.
  let checked: AppTokenCredentials | undefined;

  async function authorization(route: RouteDefinition, name: string): Promise<string | null> {
    if (route.auth === 'none') return null;
    let supplied: unknown;
    try {
      supplied = await options.credentials();
    } catch (error) {
      throw new ServiceClientError({ kind: 'credentials', code: 'CREDENTIALS_UNAVAILABLE' }, name, {
        cause: error,
      });
    }
    const offered = supplied as Partial<AppTokenCredentials> | null | undefined;
    let credentials = checked;
    if (
      credentials === undefined ||
      credentials.secret !== offered?.secret ||
      credentials.jwt !== offered.jwt
    ) {
      // The parse error is dropped, not attached: its issues would echo the credential.
      const parsed = headerSafeCredentials.safeParse(supplied);
      if (!parsed.success) {
        throw new ServiceClientError({ kind: 'credentials', code: 'CREDENTIALS_MALFORMED' }, name);
      }
      credentials = parsed.data;
      checked = credentials;
    }
    const { secret, jwt } = credentials;
    // Spec: Authentication 1-2.
    return route.auth === 'secret' ? `Bearer ${secret}.${jwt}` : `Bearer ${jwt}`;
  }

  async function attempt(
    route: RouteDefinition,
    name: string,
    prepared: PreparedRequest,
    headers: Record<string, string>,
    call: CallAbort,
    overrides: NonNullable<CallOptions['timeouts']>,
  ): Promise<AttemptOutcome> {
    const request: Dispatcher.DispatchOptions = {
      origin,
      path: prepared.path,
      method: route.method,
      headers,
    };
    if (prepared.body !== null) request.body = prepared.body;
    // Only what differs from the pool's settings: undici re-arms its timers for overrides.
    if (overrides.headersMs !== undefined) request.headersTimeout = overrides.headersMs;
    if (overrides.bodyMs !== undefined) request.bodyTimeout = overrides.bodyMs;
    const response = await requestText(dispatcher, request, call, (status, received) => {
      limiter.observe(route.path, status, received);
    });
    const status = response.statusCode;
    const text = response.text;
    const replay = parseIdempotencyStatus(response.headers);
    const requestId = headerValue(response.headers, 'x-request-id');
    if (status >= 400) {
      throw new ServiceClientError(serviceFailure(status, text, requestId, replay), name);
    }
    // 200 and 201 are both taken as success whatever route.status says: the body is the
    // resource either way, and refusing a created charge would hide a payment that happened.
    if (status !== 200 && status !== 201) {
      throw new ServiceClientError(
        { kind: 'response_shape', code: 'RESPONSE_SHAPE', status, paths: [] },
        name,
      );
    }
    const parsed = route.response.safeParse(parseJson(text));
    if (!parsed.success) {
      // Paths only: the values may be a cardholder's data.
      const paths = [...new Set(parsed.error.issues.map((issue) => pathName(issue.path)))];
      throw new ServiceClientError(
        { kind: 'response_shape', code: 'RESPONSE_SHAPE', status, paths },
        name,
      );
    }
    return { data: parsed.data, status, idempotencyStatus: replay, requestId };
  }

  async function request<Route extends RouteDefinition>(
    route: Route,
    input: RouteInput<Route>,
    callOptions: CallOptions = {},
  ): Promise<CallResult<Route>> {
    const name = `${route.method} ${route.path}`;
    const prepared = prepare(route, input, basePath, name);
    const idempotencyKey =
      route.method === 'GET' ? undefined : (callOptions.idempotencyKey ?? newIdempotencyKey());
    if (idempotencyKey !== undefined && !headerToken.safeParse(idempotencyKey).success) {
      throw invalidRequest(name, [{ field: 'Idempotency-Key', reason: 'INVALID_FORMAT' }]);
    }
    const overrides = callOptions.timeouts ?? {};
    const call = new CallAbort(
      callOptions.signal,
      deadlines,
      overrides.deadlineMs ?? timeouts.deadlineMs,
      name,
    );
    try {
      const headers: Record<string, string> = {
        accept: 'application/json',
        'user-agent': userAgent,
      };
      call.throwIfAborted();
      const auth = await authorization(route, name);
      call.throwIfAborted();
      if (auth !== null) headers['authorization'] = auth;
      if (prepared.body !== null) headers['content-type'] = 'application/json';
      if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;

      for (let attempts = 1; ; attempts++) {
        const wait = limiter.reserve(route.path);
        if (wait > 0) await sleep(wait, call.signal());
        call.throwIfAborted();
        try {
          const outcome = await attempt(route, name, prepared, headers, call, overrides);
          return {
            data: outcome.data as RouteResponse<Route>,
            meta: {
              status: outcome.status,
              attempts,
              idempotencyKey,
              idempotencyStatus: outcome.idempotencyStatus,
              requestId: outcome.requestId,
            },
          };
        } catch (error) {
          const failure = classify(error, call, name);
          const retry =
            failure instanceof ServiceClientError &&
            attempts < policy.maxAttempts &&
            isRetryable(route, failure);
          if (!retry) throw failure;
        }
        await sleep(backoffDelay(policy, attempts, random), call.signal());
        call.throwIfAborted();
      }
    } catch (error) {
      throw classify(error, call, name);
    } finally {
      call.close();
    }
  }

  return {
    request,
    async close() {
      if (options.dispatcher === undefined) await dispatcher.close();
    },
  };
}

function prepare(
  route: RouteDefinition,
  input: unknown,
  basePath: string,
  name: string,
): PreparedRequest {
  const raw = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
  const fields: FieldError[] = [];

  const params = validate(route.params, raw.params ?? {});
  const pathParams: Record<string, string> = {};
  if (!params.success) fields.push(...params.errors);
  else {
    for (const [key, value] of Object.entries(params.data as object)) {
      if (typeof value === 'string' || typeof value === 'number') pathParams[key] = String(value);
      else fields.push({ field: key, reason: 'INVALID_FORMAT' });
    }
  }

  let search = '';
  if (route.query === undefined) {
    if (raw.query !== undefined) fields.push({ field: 'query', reason: 'UNKNOWN_FIELD' });
  } else {
    const query = validate(route.query, raw.query ?? {});
    if (!query.success) fields.push(...query.errors);
    else {
      const encoded = encodeQuery(query.data);
      if (encoded.ok) search = encoded.value;
      else fields.push(...encoded.error);
    }
  }

  let body: string | null = null;
  if (route.body === undefined) {
    if (raw.body !== undefined) fields.push({ field: 'body', reason: 'UNKNOWN_FIELD' });
  } else {
    const parsed = validate(route.body, raw.body ?? {});
    if (!parsed.success) fields.push(...parsed.errors);
    else body = JSON.stringify(parsed.data);
  }

  if (fields.length > 0) throw invalidRequest(name, fields);
  return { path: `${basePath}${buildPath(route.path, pathParams)}${search}`, body };
}

/**
 * A valid request, the common case, is checked without `reportInput`, the slower mode that
 * only the field errors of a failure need; a failure is parsed again for them.
 */
function validate(schema: z.ZodType, value: unknown): ReturnType<typeof parseRequest> {
  const quick = schema.safeParse(value);
  return quick.success ? { success: true, data: quick.data } : parseRequest(schema, value);
}

function invalidRequest(name: string, fields: FieldError[]): ServiceClientError {
  return new ServiceClientError(
    { kind: 'invalid_request', code: 'VALIDATION_ERROR', fields },
    name,
  );
}

function serviceFailure(
  status: number,
  text: string,
  requestId: string | undefined,
  replay: IdempotencyStatus | undefined,
): ServiceClientErrorDetail {
  // Conventions: Errors. The body may be empty (a 429) or not JSON (a proxy's page).
  const body = serviceErrorBody.safeParse(parseJson(text));
  return {
    kind: 'service',
    status,
    code: body.success ? body.data.code : fallbackCodeForStatus(status),
    // Field and reason only: anything else a body carries could echo what was sent.
    fields: body.success
      ? body.data.errors.map(({ field, reason }) => ({
          ...(field !== undefined && { field }),
          reason,
        }))
      : [],
    requestId,
    idempotencyStatus: replay,
  };
}

const notJson = Symbol('not JSON');

/** Undefined for an empty body, `notJson` for anything unparsable, so schemas refuse it. */
function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Handled: the symbol fails every schema, and SyntaxError's message quotes the body.
    return notJson;
  }
}

function pathName(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '$' : path.map(String).join('.');
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function parseIdempotencyStatus(headers: IncomingHttpHeaders): IdempotencyStatus | undefined {
  const value = headerValue(headers, 'idempotency-status');
  if (value === undefined) return undefined;
  const parsed = idempotencyStatus.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
