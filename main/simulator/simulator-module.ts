import type { z } from 'zod';
import type { RouteDefinition } from '../../shared/service/route';
import type { Accounts, AppTokenClaims, SimulatorStore } from './accounts';
import type { SimulatorClock } from './clock';
import type { CollectionDefinition } from './collection';
import type { TransitionHandle } from './scheduler';
import type { SimulatorState } from './state';

/*
 * The plug-in interface of the simulator (docs/simulator.md: Writing a module). A module is a
 * value: the collections it keeps and a `register` function that wires its route handlers,
 * clock-driven transitions, test triggers and control routes into the registry. The
 * infrastructure does everything around a handler (faults, rate limits, authentication,
 * validation, idempotency, error bodies), so a handler holds only the resource's behaviour.
 */

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** What a service route handler receives. */
export interface RouteContext<Route extends RouteDefinition> {
  /** Path parameters, parsed by the route's strict schema. */
  readonly params: z.output<Route['params']>;
  /** Query, parsed by the route's schema; `undefined` for a route without one. */
  readonly query: Parsed<Route['query']>;
  /** JSON body, parsed by the route's schema; `undefined` for a route without one. */
  readonly body: Parsed<Route['body']>;
  /** The authenticated app token's claims; `null` on `auth: 'none'` routes. */
  readonly auth: Route['auth'] extends 'none' ? null : AppTokenClaims;
  /**
   * The store named by a `/stores/{storeId}/...` path, already checked against the token
   * (another store's path is 404 NOT_FOUND before the handler runs); `null` on other paths.
   */
  readonly store: Route['path'] extends `/stores/{${string}}${string}` ? SimulatorStore : null;
  readonly accounts: Accounts;
  readonly state: SimulatorState;
  readonly clock: SimulatorClock;
  /** `http://127.0.0.1:<port>`: for URLs the service hands out that point back at itself. */
  readonly baseUrl: string;
  /**
   * The status a success is answered with: the route's, unless the handler sets the other,
   * where the service answers a form of the request differently (a flat customs declaration).
   */
  successStatus: 200 | 201;
  /**
   * Holds the request until `predicate` is true after a state change, or until the run's
   * polling bound passes, or the client goes away; resolves to the predicate's last value.
   * For `polling=true` (conventions: Charges; spec: customs, subscriptions).
   */
  waitUntil(predicate: () => boolean): Promise<boolean>;
}

/**
 * Returns the success body (sent with `route.status`, checked against `route.response`), or
 * throws a `SimulatorError` to answer with the service's error body.
 */
export type RouteHandler<Route extends RouteDefinition> = (
  ctx: RouteContext<Route>,
) => z.input<Route['response']> | Promise<z.input<Route['response']>>;

/** A named action tests and demos invoke with `POST /_sim/triggers/{name}`. */
export interface TriggerDefinition<Input extends z.ZodType> {
  /** `area.action`, e.g. `konbini.pay`. */
  readonly name: string;
  /** One sentence for `GET /_sim/triggers` and docs/simulator.md. */
  readonly description: string;
  readonly input: Input;
  /** Returns a JSON body for the caller; throws `SimulatorError` to refuse. */
  run(input: z.output<Input>): unknown;
}

/** A `/_sim/...` route of a module; not authenticated, absent with `--no-control`. */
export interface ControlRouteDefinition<
  Params extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
> {
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** A template like the service's: `/_sim/stores/{storeId}/settings`. */
  readonly path: `/_sim/${string}`;
  readonly params?: Params;
  readonly body?: Body;
  /** Returns the JSON body of a 200; throws `SimulatorError` to refuse. */
  run(input: { readonly params: Parsed<Params>; readonly body: Parsed<Body> }): unknown;
}

/**
 * What a page answers: an HTML document with its status, or a redirect (303, so the browser
 * follows with GET whatever method reached the page).
 */
export type PageAnswer =
  { readonly status: number; readonly html: string } | { readonly redirect: string };

/**
 * A browser page outside the service's API that the service's flows send a customer to (the
 * simulated 3DS issuer, a wallet's payment page). Not authenticated, not rate limited, never
 * faulted, and present with `--no-control`, since a client flow depends on it.
 */
export interface PageDefinition<Params extends z.ZodType, Form extends z.ZodType> {
  readonly method: 'GET' | 'POST';
  /** A template like the service's: `/wallet/charges/{chargeId}`. */
  readonly path: string;
  readonly params: Params;
  /**
   * The query string (GET) or the body (POST, `application/x-www-form-urlencoded` or JSON),
   * as an object of strings. A failed parse answers 400 with a plain page.
   */
  readonly form: Form;
  /** Throws `SimulatorError` to answer a plain page with the code's status (404 NOT_FOUND). */
  run(input: { readonly params: z.output<Params>; readonly form: z.output<Form> }): PageAnswer;
}

/** What a module's `register` receives. Every registration happens once, at start. */
export interface SimulatorRegistry {
  readonly state: SimulatorState;
  readonly clock: SimulatorClock;
  readonly accounts: Accounts;
  /** Where the simulator listens (`http://127.0.0.1:<port>`), for addresses clock work writes. */
  readonly baseUrl: () => string;
  /** Serves a shared route declaration with `handler` behind the whole request pipeline. */
  route<const Route extends RouteDefinition>(route: Route, handler: RouteHandler<Route>): void;
  /**
   * Names a clock-driven transition. Schedule it with the returned handle's `at(time, payload)`;
   * it runs once the clock reaches `time`, in time order, whether real time passes or
   * `POST /_sim/clock/advance` jumps. Work is persisted, so `run` must look the resource up
   * again and do nothing if it no longer applies (a charge canceled meanwhile).
   */
  transition<Payload extends z.ZodType>(
    name: string,
    payload: Payload,
    run: (payload: z.output<Payload>, scheduledAt: number) => void,
  ): TransitionHandle<z.input<Payload>>;
  /**
   * Schedules a transition another module named (`charges.process`), for records made outside
   * that module (seeded history); throws for an unknown name or payload.
   */
  schedule(name: string, time: number, payload: unknown): void;
  trigger<Input extends z.ZodType>(definition: TriggerDefinition<Input>): void;
  control<
    Params extends z.ZodType | undefined = undefined,
    Body extends z.ZodType | undefined = undefined,
  >(
    definition: ControlRouteDefinition<Params, Body>,
  ): void;
  page<Params extends z.ZodType, Form extends z.ZodType>(
    definition: PageDefinition<Params, Form>,
  ): void;
}

export interface SimulatorModule {
  /** Shown by `GET /_sim/state`; unique. */
  readonly name: string;
  /** Collections this module owns; names are unique across modules and persisted. */
  readonly collections: readonly CollectionDefinition<{ readonly id: string }>[];
  register(registry: SimulatorRegistry): void;
}
