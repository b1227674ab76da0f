import { setMaxListeners } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseRequest } from '../../shared/service/common';
import { Accounts, storeSettings, type AccountsData } from './accounts';
import { SimulatorClock } from './clock';
import { armFaultsBody, FaultInjector } from './faults';
import { IdempotencyStore } from './idempotency';
import type { Snapshot } from './persistence';
import { RateLimiter, type RateLimits } from './rate-limiter';
import { Scheduler } from './scheduler';
import { ServiceRouter } from './service-router';
import { SimulatorError, type FieldError, unsupportedMediaType } from './simulator-error';
import type {
  ControlRouteDefinition,
  PageAnswer,
  PageDefinition,
  SimulatorModule,
  SimulatorRegistry,
  TriggerDefinition,
} from './simulator-module';
import { isControlContentType, isOwnOrigin } from './request-checks';
import { createSimulatorServer, fastifyPath, RouteTable } from './simulator-server';
import { SimulatorState } from './state';

export interface SimulatorConfig {
  readonly clock: 'real' | 'frozen';
  readonly control: boolean;
  readonly rateLimits: RateLimits;
  readonly bodyLimitBytes: number;
  readonly pollingHoldMs: number;
  readonly modules: readonly SimulatorModule[];
}

interface RegisteredTrigger {
  readonly description: string;
  readonly input: z.ZodType;
  readonly run: (input: unknown) => unknown;
}

function validated(schema: z.ZodType, value: unknown): unknown {
  const parsed = parseRequest(schema, value);
  if (!parsed.success) throw new SimulatorError('VALIDATION_ERROR', parsed.errors);
  return parsed.data;
}

/** A page's answer when it refuses: the code, for a tester to read; pages carry no JSON. */
function plainPage(code: string): string {
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${code}</title></head><body><p>${code}</p></body></html>\n`;
}

/**
 * The composition root: one clock, state, scheduler, set of accounts and request pipeline,
 * the built-in `/_sim` control routes, and the modules plugged into them.
 */
export class Simulator {
  readonly clock: SimulatorClock;
  readonly state = new SimulatorState();
  readonly accounts: Accounts;
  readonly scheduler: Scheduler;
  readonly app: FastifyInstance;
  readonly #config: SimulatorConfig;
  readonly #routes = new RouteTable();
  readonly #idempotency: IdempotencyStore;
  readonly #rateLimiter: RateLimiter;
  readonly #faults = new FaultInjector();
  readonly #triggers = new Map<string, RegisteredTrigger>();
  readonly #closing = new AbortController();
  #baseUrl = '';

  constructor(config: SimulatorConfig, accounts: AccountsData, clockOffsetMs: number) {
    this.#config = config;
    // Every held poll, delayed fault and trickled body listens for the close at once: as many
    // as the clients' connections, past Node's leak warning on a busy till's soak.
    setMaxListeners(0, this.#closing.signal);
    this.accounts = new Accounts(accounts);
    const startedAt = Date.now();
    this.clock = new SimulatorClock({
      offsetMs: clockOffsetMs,
      realNow: config.clock === 'frozen' ? () => startedAt : Date.now,
    });
    const changed = (): void => this.state.changed();
    this.scheduler = new Scheduler(this.clock, changed);
    this.clock.onAdvance(changed);
    this.#idempotency = new IdempotencyStore(this.clock, changed);
    this.#rateLimiter = new RateLimiter(config.rateLimits, () => this.clock.now());
    this.app = createSimulatorServer({
      bodyLimitBytes: config.bodyLimitBytes,
      routes: this.#routes,
    });
    const router = new ServiceRouter({
      app: this.app,
      routes: this.#routes,
      accounts: this.accounts,
      state: this.state,
      clock: this.clock,
      scheduler: this.scheduler,
      idempotency: this.#idempotency,
      rateLimiter: this.#rateLimiter,
      faults: this.#faults,
      pollingHoldMs: config.pollingHoldMs,
      baseUrl: () => this.#baseUrl,
      closing: this.#closing.signal,
    });
    const registry: SimulatorRegistry = {
      state: this.state,
      clock: this.clock,
      accounts: this.accounts,
      baseUrl: () => this.#baseUrl,
      route: (route, handler) => router.register(route, handler),
      transition: (name, payload, run) => this.scheduler.define(name, payload, run),
      schedule: (name, time, payload) => this.scheduler.schedule(name, time, payload),
      trigger: (definition) => this.#addTrigger(definition),
      control: (definition) => this.#addControl(definition),
      page: (definition) => this.#addPage(definition),
    };
    this.#registerCoreControls(registry);
    for (const module of config.modules) {
      for (const collection of module.collections) this.state.declare(collection);
    }
    for (const module of config.modules) module.register(registry);
  }

  /** Loads a data file's resources; throws naming what no longer matches the modules. */
  restore(saved: Snapshot): void {
    this.state.restore(saved.collections);
    this.scheduler.restore(saved.schedule);
    this.#idempotency.restore(saved.idempotency);
  }

  snapshot(): Snapshot {
    return {
      format: 1,
      clockOffsetMs: this.clock.offsetMs,
      accounts: this.accounts.snapshot(),
      collections: this.state.snapshot(),
      schedule: this.scheduler.snapshot(),
      idempotency: this.#idempotency.snapshot(),
    };
  }

  /** Listens and answers the base URL (`http://127.0.0.1:<port>`). */
  async listen(port: number, host: string): Promise<string> {
    await this.app.listen({ port, host });
    const address = this.app.server.address() as AddressInfo;
    const hostPart = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    this.#baseUrl = `http://${hostPart}:${address.port}`;
    return this.#baseUrl;
  }

  /**
   * Runs a trigger in process, as `POST /_sim/triggers/{name}` does: for a host (the training
   * till) that runs the simulator without control routes. Throws `SimulatorError` to refuse.
   */
  runTrigger(name: string, input: unknown): unknown {
    const trigger = this.#triggers.get(name);
    if (!trigger) throw new SimulatorError('NOT_FOUND');
    // Clock work that fell due first, so the trigger sees the state a request would.
    this.scheduler.runDue();
    return trigger.run(validated(trigger.input, input));
  }

  /** Arms a fault in process, as `POST /_sim/faults` does, for a host without control routes. */
  armFaults(input: unknown): void {
    const parsed = parseRequest(armFaultsBody, input);
    if (!parsed.success) throw new SimulatorError('VALIDATION_ERROR', parsed.errors);
    this.#faults.arm(parsed.data);
  }

  async close(): Promise<void> {
    this.#closing.abort();
    this.scheduler.close();
    await this.app.close();
  }

  #addTrigger<Input extends z.ZodType>(definition: TriggerDefinition<Input>): void {
    if (this.#triggers.has(definition.name)) {
      throw new Error(`Trigger ${definition.name} is registered twice`);
    }
    this.#triggers.set(definition.name, {
      description: definition.description,
      input: definition.input,
      run: (input) => definition.run(input as z.output<Input>),
    });
  }

  #addControl<Params extends z.ZodType | undefined, Body extends z.ZodType | undefined>(
    definition: ControlRouteDefinition<Params, Body>,
  ): void {
    // With --no-control the routes do not exist: the server then looks like the service.
    if (!this.#config.control) return;
    const { url, names } = fastifyPath(definition.path);
    this.#routes.add(definition.method, definition.path);
    this.app.route({
      method: definition.method,
      url,
      handler: async (request) => {
        if (!isOwnOrigin(request.headers.origin, request.headers.host)) {
          throw new SimulatorError('INVALID_PERMISSIONS', [
            { field: 'origin', reason: 'INVALID_FORMAT' },
          ]);
        }
        if (!isControlContentType(definition.method, request.headers['content-type'])) {
          throw unsupportedMediaType();
        }
        const errors: FieldError[] = [];
        const check = (schema: z.ZodType | undefined, value: unknown): unknown => {
          if (!schema) return undefined;
          const parsed = parseRequest(schema, value);
          if (parsed.success) return parsed.data;
          errors.push(...parsed.errors);
          return undefined;
        };
        const rawParams = request.params as Readonly<Record<string, string>>;
        const params = check(
          definition.params,
          Object.fromEntries(names.map((name, index) => [name, rawParams[`p${index}`]])),
        );
        const body = check(definition.body, request.body ?? {});
        if (errors.length > 0) throw new SimulatorError('VALIDATION_ERROR', errors);
        const input = { params, body } as Parameters<typeof definition.run>[0];
        return (await definition.run(input)) ?? {};
      },
    });
  }

  #addPage<Params extends z.ZodType, Form extends z.ZodType>(
    definition: PageDefinition<Params, Form>,
  ): void {
    const { url, names } = fastifyPath(definition.path);
    this.#routes.add(definition.method, definition.path);
    this.app.route({
      method: definition.method,
      url,
      handler: async (request, reply) => {
        let answer: PageAnswer;
        try {
          const rawParams = request.params as Readonly<Record<string, string>>;
          const params = validated(
            definition.params,
            Object.fromEntries(names.map((name, index) => [name, rawParams[`p${index}`]])),
          );
          const form = validated(
            definition.form,
            definition.method === 'GET' ? request.query : (request.body ?? {}),
          );
          answer = definition.run({
            params: params as z.output<Params>,
            form: form as z.output<Form>,
          });
        } catch (error) {
          if (!(error instanceof SimulatorError)) throw error;
          answer = { status: error.status, html: plainPage(error.code) };
        }
        if ('redirect' in answer) return reply.code(303).header('location', answer.redirect).send();
        return reply.code(answer.status).type('text/html; charset=utf-8').send(answer.html);
      },
    });
  }

  #reset(): void {
    this.state.clear();
    this.scheduler.clear();
    this.#idempotency.clear();
    this.#rateLimiter.clear();
    this.#faults.clear();
    this.accounts.resetSettings();
    this.clock.resetOffset();
    this.state.changed();
  }

  #registerCoreControls(registry: SimulatorRegistry): void {
    registry.control({
      method: 'GET',
      path: '/_sim/credentials',
      run: () => this.accounts.credentials(),
    });
    registry.control({
      method: 'POST',
      path: '/_sim/reset',
      run: () => {
        this.#reset();
        return { now: this.clock.iso() };
      },
    });
    registry.control({
      method: 'POST',
      path: '/_sim/clock/advance',
      body: z.strictObject({ ms: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }),
      run: ({ body }) => {
        const before = this.scheduler.completed;
        this.clock.advance(body.ms);
        return { now: this.clock.iso(), ran: this.scheduler.completed - before };
      },
    });
    registry.control({
      method: 'POST',
      path: '/_sim/faults',
      body: armFaultsBody,
      run: ({ body }) => {
        this.#faults.arm(body);
        return { armed: this.#faults.list() };
      },
    });
    registry.control({
      method: 'DELETE',
      path: '/_sim/faults',
      run: () => {
        this.#faults.clear();
        return { armed: [] };
      },
    });
    registry.control({
      method: 'POST',
      path: '/_sim/stores/{storeId}/settings',
      params: z.strictObject({ storeId: z.string() }),
      body: storeSettings.partial(),
      run: ({ params, body }) => {
        const change = Object.fromEntries(
          Object.entries(body).filter(([, value]) => value !== undefined),
        );
        const store = this.accounts.updateSettings(params.storeId, change);
        this.state.changed();
        return store;
      },
    });
    registry.control({
      method: 'GET',
      path: '/_sim/state',
      run: () => ({
        now: this.clock.iso(),
        clockOffsetMs: this.clock.offsetMs,
        modules: this.#config.modules.map((module) => module.name),
        collections: this.state.counts(),
        scheduled: this.scheduler.pending,
        transitionFailures: this.scheduler.failures,
        idempotencyKeys: this.#idempotency.size,
        armedFaults: this.#faults.list(),
        triggers: [...this.#triggers.keys()],
      }),
    });
    registry.control({
      method: 'GET',
      path: '/_sim/triggers',
      run: () => ({
        triggers: [...this.#triggers].map(([name, { description }]) => ({ name, description })),
      }),
    });
    registry.control({
      method: 'POST',
      path: '/_sim/triggers/{name}',
      params: z.strictObject({ name: z.string() }),
      body: z.unknown(),
      run: ({ params, body }) => this.runTrigger(params.name, body),
    });
  }
}
