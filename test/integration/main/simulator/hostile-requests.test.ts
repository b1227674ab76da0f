import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceErrorBody } from '../../../../shared/service/errors';
import { faultSpec } from '../../../../main/simulator/faults';
import { everyRoute } from '../../../unit/shared/service/every-route';
import { secretAuth, startTestSimulator, type TestSimulator } from './simulator-fixture';

/*
 * The simulator's request pipeline (docs/simulator.md: What every service request goes
 * through) against whatever a client may send to any route: path parameters of any text, any
 * query, bodies that are not JSON, cut short, prototype-keyed, deep, of every Unicode plane, under
 * any content type and with any Idempotency-Key or X-Sim-Fault. Each request ends in a success or
 * a conventions error body with a 4xx status; never a 5xx, a Fastify-shaped body or a hang.
 */

let sim: TestSimulator;
let authorization: string;
let storeId: string;

beforeAll(async () => {
  sim = await startTestSimulator({
    rateLimits: { exactPerMinute: 600_000, routePerMinute: 600_000 },
  });
  const token = sim.credentials.appTokens.store1Test;
  authorization = secretAuth(token);
  storeId = token.storeId ?? '';
});
afterAll(() => sim.close());

const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('', '%', '%00', '..', '__proto__', 'constructor', '\uD800', '\u{10FFFF}'),
);

/** A body as text: JSON of any shape, JSON cut short, prototype keys, deep nesting, or noise. */
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc
    .tuple(fc.jsonValue({ maxDepth: 3 }), fc.nat())
    .map(([value, cut]) => JSON.stringify(value).slice(0, cut)),
  fc
    .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.jsonValue({ maxDepth: 2 }))
    .map(([key, value]) => `{"${key}": ${JSON.stringify(value)}, "amount": 1000}`),
  fc.integer({ min: 1, max: 5_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
);

/** An X-Sim-Fault the simulator must refuse: a valid one would stall or reset on purpose. */
const badFault = fc
  .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 20 })
  .filter((spec) => spec.trim() === spec && !faultSpec.safeParse(spec).success);

/** Header values undici will send: visible ASCII and spaces. */
const headerText = fc.string({ unit: 'grapheme-ascii', maxLength: 300 }).map((text) => text.trim());

const hostileRequest = fc.record({
  route: fc.constantFrom(...everyRoute.map(([name]) => name)),
  params: fc.dictionary(fc.constantFrom('storeId', 'chargeId', 'tokenId', 'id'), anyText),
  ownStore: fc.boolean(),
  query: fc.array(fc.tuple(anyText, anyText), { maxLength: 4 }),
  body: fc.option(body, { nil: undefined }),
  contentType,
  idempotencyKey: fc.option(headerText, { nil: undefined }),
  fault: fc.option(badFault, { nil: undefined }),
});

const routes = new Map(everyRoute);

/** Percent-encodes every UTF-8 byte, lone surrogates as U+FFFD, as a client library would. */
function encoded(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
    .join('');
}

function pathOf(template: string, params: Record<string, string>, ownStore: boolean): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'storeId' && ownStore ? storeId : encoded(params[name] ?? 'x'),
  );
}

describe('the simulator under hostile requests', () => {
  it('answers every request with a success or a conventions 4xx error', async () => {
    await fc.assert(
      fc.asyncProperty(hostileRequest, async (request) => {
        const definition = routes.get(request.route);
        if (definition === undefined) throw new Error(`no route ${request.route}`);
        const query = new URLSearchParams(request.query).toString();
        const path = `${pathOf(definition.path, request.params, request.ownStore)}${query === '' ? '' : `?${query}`}`;
        const headers: Record<string, string> = {
          authorization,
          'content-type': request.contentType,
        };
        if (request.idempotencyKey !== undefined)
          headers['idempotency-key'] = request.idempotencyKey;
        if (request.fault !== undefined) headers['x-sim-fault'] = request.fault;
        const answer = await sim.call(definition.method, path, {
          headers,
          ...(request.body === undefined ? {} : { rawBody: request.body }),
        });
        expect(answer.status, `${definition.method} ${path}: ${answer.text}`).toBeLessThan(500);
        if (answer.status >= 400) {
          const parsed = serviceErrorBody.safeParse(answer.json());
          expect(parsed.success, answer.text).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
    // Still serving after all of it.
    expect((await sim.call('GET', '/heartbeat')).status).toBe(200);
  }, 120_000);
});
