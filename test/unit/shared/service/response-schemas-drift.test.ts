import fc from 'fast-check';
import { MockAgent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { chargeRoutes } from '../../../../shared/service/charges';
import { createServiceClient } from '../../../../main/service/service-client';
import { ServiceClientError } from '../../../../main/service/service-client-error';
import { everyRoute } from './every-route';
import { responseFixtures } from './response-fixtures';

/*
 * The service's answers drift (new fields, a field of another type, a timestamp in the other of
 * the spec's two forms) and arrive cut short. Every response schema ends in a typed result or a
 * typed refusal, never a throw; the tolerant ones keep accepting what they accepted once new
 * fields appear or a timestamp changes form; and the client turns a cut or drifted body into a
 * ServiceClientError, never another error.
 */

const routes = everyRoute;

/** Every recorded answer, with the routes whose response schema accepts it. */
const fixtures = [
  'cancel',
  'charge',
  'issuerToken',
  'subscription',
  'transactionhistory',
  'transactiontoken',
].flatMap((folder) =>
  responseFixtures(folder).map(([name, body]) => ({
    name: `${folder}/${name}`,
    body,
    accepting: routes.filter(([, route]) => route.response.safeParse(body).success),
  })),
);

/** Fields the schemas type as `timestamp`: ISO-8601 or epoch milliseconds (spec: Timestamps). */
const timestampKeys = new Set([
  'created_on',
  'updated_on',
  'capture_at',
  'last_used_on',
  'expiration_date',
]);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every object inside `value` (itself included), each with the path that leads to it. */
function objectsOf(value: Json, path: (string | number)[] = []): [Json, (string | number)[]][] {
  if (value === null || typeof value !== 'object') return [];
  const inner = Array.isArray(value)
    ? value.flatMap((item, index) => objectsOf(item, [...path, index]))
    : Object.entries(value).flatMap(([key, item]) => objectsOf(item, [...path, key]));
  return [[value, path], ...inner];
}

function copy(value: unknown): Json {
  return structuredClone(value) as Json;
}

/** The fixture with a timestamp field switched to the other form, for the same instant. */
function otherTimestampForm(value: Json): Json {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(otherTimestampForm);
  return Object.fromEntries(
    Object.entries(value).map(([key, item]): [string, Json] => {
      if (!timestampKeys.has(key)) return [key, otherTimestampForm(item)];
      if (typeof item === 'string') return [key, Date.parse(item)];
      if (typeof item === 'number') return [key, new Date(item).toISOString()];
      return [key, item];
    }),
  );
}

const fixture = fc.constantFrom(...fixtures);
const anyJson = fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>;
const newKey = fc.string({ unit: 'binary', minLength: 1, maxLength: 16 });

const agent = new MockAgent({ connections: 1 });
agent.disableNetConnect();
const origin = 'http://service.test';
afterAll(() => agent.close());

describe('response schemas under drift', () => {
  it('accepts every recorded answer with at least one route', () => {
    for (const { name, accepting } of fixtures) expect(accepting, name).not.toEqual([]);
  });

  it('gives a result or field issues for any JSON on any route, never a throw', () => {
    fc.assert(
      fc.property(fc.constantFrom(...routes), anyJson, ([, route], body) => {
        const parsed = route.response.safeParse(body);
        if (!parsed.success) {
          expect(parsed.error.issues.length).toBeGreaterThan(0);
          for (const issue of parsed.error.issues) expect(Array.isArray(issue.path)).toBe(true);
        }
      }),
      { numRuns: 2_000 },
    );
  }, 60_000);

  it('keeps accepting an answer that gains fields anywhere', () => {
    fc.assert(
      fc.property(
        fixture,
        fc.nat(),
        fc.array(fc.tuple(newKey, anyJson), { minLength: 1, maxLength: 4 }),
        ({ body, accepting }, at, added) => {
          const drifted = copy(body);
          const objects = objectsOf(drifted).filter(([value]) => !Array.isArray(value));
          const [target] = objects[at % objects.length] ?? [drifted];
          const record = target as Record<string, Json>;
          for (const [key, value] of added) {
            if (key === '__proto__' || Object.hasOwn(record, key)) continue;
            record[key] = value;
          }
          for (const [name, route] of accepting) {
            expect(route.response.safeParse(drifted).success, name).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  }, 60_000);

  it('accepts a timestamp in either of the two forms', () => {
    for (const { name, body, accepting } of fixtures) {
      const switched = otherTimestampForm(copy(body));
      const back = otherTimestampForm(switched);
      for (const [routeName, route] of accepting) {
        expect(route.response.safeParse(switched).success, `${name} ${routeName}`).toBe(true);
        expect(route.response.safeParse(back).success, `${name} ${routeName}`).toBe(true);
      }
    }
  });

  it('gives field issues, never a throw, when a field drifts to another type', () => {
    fc.assert(
      fc.property(fixture, fc.nat(), fc.nat(), anyJson, ({ body, accepting }, at, key, value) => {
        const drifted = copy(body);
        const objects = objectsOf(drifted);
        const [target] = objects[at % objects.length] ?? [drifted];
        const record = target as Record<string, Json>;
        const keys = Object.keys(record);
        const chosen = keys[key % Math.max(1, keys.length)];
        if (chosen !== undefined) record[chosen] = value;
        for (const [, route] of accepting) {
          const parsed = route.response.safeParse(drifted);
          if (!parsed.success) expect(parsed.error.issues.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 1_000 },
    );
  }, 60_000);

  it('turns an answer cut short or drifted into a ServiceClientError through the client', async () => {
    const client = createServiceClient({
      baseUrl: origin,
      appVersion: 'property',
      credentials: () => Promise.resolve({ secret: 'sk_test', jwt: 'header.payload.signature' }),
      dispatcher: agent,
      retry: { maxAttempts: 1 },
    });
    const charges = fixtures.filter(({ accepting }) =>
      accepting.some(([, route]) => route === chargeRoutes.getCharge),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...charges),
        fc.nat(),
        fc.boolean(),
        anyJson,
        async ({ body }, cut, drift, value) => {
          const text = JSON.stringify(drift ? { ...(body as object), status: value } : body);
          const answer = drift ? text : text.slice(0, cut % text.length);
          agent
            .get(origin)
            .intercept({ path: () => true, method: 'GET' })
            .reply(200, answer, { headers: { 'content-type': 'application/json' } });
          try {
            const { data } = await client.request(chargeRoutes.getCharge, {
              params: {
                storeId: '11efd2ab-5b8d-be7f-9fda-b07b8c9daeb5',
                chargeId: '11efd2ab-5b8d-be7f-9fda-b07b8c9daeb6',
              },
            });
            expect(drift).toBe(true);
            expect(data.status).toEqual(value);
          } catch (error) {
            expect(error).toBeInstanceOf(ServiceClientError);
            expect((error as ServiceClientError).detail.kind).toBe('response_shape');
          }
        },
      ),
      { numRuns: 300 },
    );
    await client.close();
  }, 60_000);
});
