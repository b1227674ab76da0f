import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryBoolean } from '../../../../shared/service/common';
import { defineRoute } from '../../../../shared/service/route';
import {
  createServiceClient,
  type ServiceClientOptions,
} from '../../../../main/service/service-client';
import { ServiceClientError } from '../../../../main/service/service-client-error';
import { mockService, origin } from './mock-service';

const secret = 'sk_test_SECRET';
const jwt = 'eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl';
const thing = z.looseObject({ id: z.string(), amount: z.number().int() });
const thingBody = { id: 'thing-1', amount: 1000 };

const routes = {
  getThing: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/things/{thingId}',
    auth: 'secret',
    params: z.strictObject({ storeId: z.string(), thingId: z.string() }),
    query: z.strictObject({
      polling: queryBoolean.optional(),
      note: z.string().optional(),
      count: z.number().optional(),
    }),
    response: thing,
    status: 200,
    idempotent: false,
  }),
  getIssuerToken: defineRoute({
    method: 'GET',
    path: '/things/{thingId}/issuer_token',
    auth: 'jwt',
    params: z.strictObject({ thingId: z.string() }),
    response: thing,
    status: 200,
    idempotent: false,
  }),
  heartbeat: defineRoute({
    method: 'GET',
    path: '/heartbeat',
    auth: 'none',
    params: z.strictObject({}),
    response: z.looseObject({}),
    status: 200,
    idempotent: false,
  }),
  createThing: defineRoute({
    method: 'POST',
    path: '/things',
    auth: 'secret',
    params: z.strictObject({}),
    body: z.strictObject({
      amount: z.number({ error: 'INVALID_AMOUNT' }).int({ error: 'INVALID_AMOUNT' }),
      card_number: z.string().regex(/^\d+$/, { error: 'INVALID_CARD_NUMBER' }),
    }),
    response: thing,
    status: 201,
    idempotent: true,
  }),
  notIdempotent: defineRoute({
    method: 'POST',
    path: '/things/once',
    auth: 'secret',
    params: z.strictObject({}),
    body: z.strictObject({}),
    response: thing,
    status: 201,
    idempotent: false,
  }),
};
const params = { storeId: 'store-1', thingId: 'thing-1' };
const createInput = { body: { amount: 1000, card_number: '4242424242424242' } };

function setup(overrides: Partial<ServiceClientOptions> = {}) {
  const service = mockService();
  const delays: number[] = [];
  let credentialReads = 0;
  const client = createServiceClient({
    baseUrl: origin,
    appVersion: '1.2.3',
    credentials: () => {
      credentialReads += 1;
      return Promise.resolve({ secret, jwt });
    },
    dispatcher: service.agent,
    random: () => 0.5,
    now: () => 0,
    sleep: (ms, signal) => {
      delays.push(ms);
      signal.throwIfAborted();
      return Promise.resolve();
    },
    newIdempotencyKey: () => 'generated-key',
    ...overrides,
  });
  return { service, client, delays, credentialReads: () => credentialReads };
}

async function failure(promise: Promise<unknown>): Promise<ServiceClientError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ServiceClientError)) throw new Error('expected a ServiceClientError');
  return error;
}

describe('service client request path', () => {
  it('authorizes secret routes with Bearer secret.jwt', async () => {
    const { service, client } = setup();
    service.reply(200, thingBody);
    await client.request(routes.getThing, { params });
    expect(service.calls()[0]?.headers['authorization']).toBe(`Bearer ${secret}.${jwt}`);
  });

  it('authorizes jwt routes with the JWT alone', async () => {
    const { service, client } = setup();
    service.reply(200, thingBody);
    await client.request(routes.getIssuerToken, { params: { thingId: 't' } });
    expect(service.calls()[0]?.headers['authorization']).toBe(`Bearer ${jwt}`);
  });

  it('sends no Authorization and reads no credentials for unauthenticated routes', async () => {
    const { service, client, credentialReads } = setup();
    service.reply(200, {});
    await client.request(routes.heartbeat, {});
    expect(service.calls()[0]?.headers).not.toHaveProperty('authorization');
    expect(credentialReads()).toBe(0);
  });

  it('names Counter and its version, asks for JSON, and types only bodies as JSON', async () => {
    const { service, client } = setup();
    service.reply(200, thingBody);
    service.reply(201, thingBody);
    await client.request(routes.getThing, { params });
    await client.request(routes.createThing, createInput);
    const [get, post] = service.calls();
    expect(get?.headers['user-agent']).toBe('Counter/1.2.3');
    expect(get?.headers['accept']).toBe('application/json');
    expect(get?.headers).not.toHaveProperty('content-type');
    expect(post?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(post?.body ?? '')).toEqual(createInput.body);
  });

  it('fills the path and builds the query from the validated values', async () => {
    const { service, client } = setup();
    service.reply(200, thingBody);
    await client.request(routes.getThing, {
      params: { storeId: 's 1', thingId: 't/2' },
      query: { polling: true, note: 'a&b', count: 3 },
    });
    expect(service.calls()[0]?.path).toBe(
      '/stores/s%201/things/t%2F2?polling=true&note=a%26b&count=3',
    );
  });

  it('refuses an invalid body with the service field errors and sends nothing', async () => {
    const { service, client, credentialReads } = setup();
    const error = await failure(
      client.request(routes.createThing, {
        body: { amount: 1.5, card_number: 'x', extra: 1 } as never,
      }),
    );
    expect(error.detail.kind).toBe('invalid_request');
    expect(error.code).toBe('VALIDATION_ERROR');
    const fields = error.detail.kind === 'invalid_request' ? error.detail.fields : [];
    expect(fields).toHaveLength(3);
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'extra', reason: 'UNKNOWN_FIELD' },
        { field: 'amount', reason: 'INVALID_AMOUNT' },
        { field: 'card_number', reason: 'INVALID_CARD_NUMBER' },
      ]),
    );
    expect(error.message).not.toContain('1.5');
    expect(service.calls()).toHaveLength(0);
    expect(credentialReads()).toBe(0);
  });

  it('refuses missing path parameters before sending', async () => {
    const { service, client } = setup();
    const error = await failure(
      client.request(routes.getThing, { params: { storeId: 's' } as never }),
    );
    expect(error.kind).toBe('invalid_request');
    expect(error.detail).toMatchObject({
      fields: [{ field: 'thingId', reason: 'REQUIRED_VALUE' }],
    });
    expect(service.calls()).toHaveLength(0);
  });

  it('reports a response of the wrong shape by route and field path, without its values', async () => {
    const { service, client } = setup();
    service.reply(200, { id: 'thing-1', amount: 'Taro Yamada' });
    const error = await failure(client.request(routes.getThing, { params }));
    expect(error.detail).toEqual({
      kind: 'response_shape',
      code: 'RESPONSE_SHAPE',
      status: 200,
      paths: ['amount'],
    });
    expect(error.route).toBe('GET /stores/{storeId}/things/{thingId}');
    expect(error.message).toContain('amount');
    expect(error.message).not.toContain('Taro');
  });

  it('reports a success body that is not JSON as a shape error at the root', async () => {
    const { service, client } = setup();
    service.reply(200, '<html>');
    const error = await failure(client.request(routes.getThing, { params }));
    expect(error.detail).toMatchObject({ kind: 'response_shape', paths: ['$'] });
  });

  it('takes 200 for a route declared 201, and refuses another success status', async () => {
    const { service, client } = setup();
    service.reply(200, thingBody);
    service.reply(204);
    const first = await client.request(routes.createThing, createInput);
    expect(first.meta.status).toBe(200);
    const error = await failure(client.request(routes.createThing, createInput));
    expect(error.detail).toMatchObject({ kind: 'response_shape', status: 204, paths: [] });
  });

  it('maps an error body to its code, field reasons (nothing echoed), request id and idempotency status', async () => {
    const { service, client } = setup();
    service.reply(
      400,
      {
        status: 'error',
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'amount', reason: 'INVALID_AMOUNT', value: 4242424242424242 }],
      },
      { 'x-request-id': 'req-1', 'idempotency-status': 'successfully_stored' },
    );
    const error = await failure(client.request(routes.createThing, createInput));
    expect(error.detail).toEqual({
      kind: 'service',
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'amount', reason: 'INVALID_AMOUNT' }],
      requestId: 'req-1',
      idempotencyStatus: 'successfully_stored',
    });
    expect(service.calls()).toHaveLength(1);
  });

  it.each([
    ['one object', { field: 'amount', reason: 'INVALID_AMOUNT' }],
    ['a list of strings', ['INVALID_AMOUNT']],
    ['entries without a reason', [{ field: 'amount' }]],
    ['entries with English text', [{ field: 'amount', reason: 'Amount must be positive' }]],
    ['null', null],
  ])('keeps the real code of an error body whose errors is %s', async (_, errors) => {
    const { service, client } = setup();
    service.reply(400, { status: 'error', code: 'INVALID_AMOUNT', errors });
    const error = await failure(client.request(routes.createThing, createInput));
    expect(error.detail).toMatchObject({ kind: 'service', status: 400, code: 'INVALID_AMOUNT' });
  });

  it('reads Idempotency-Status no_status', async () => {
    const { service, client } = setup({ retry: { maxAttempts: 1 } });
    service.reply(
      500,
      { status: 'error', code: 'INTERNAL_SERVER_ERROR', errors: [] },
      {
        'idempotency-status': 'no_status',
      },
    );
    const error = await failure(client.request(routes.createThing, createInput));
    expect(error.detail).toMatchObject({ idempotencyStatus: 'no_status' });
  });

  it('names a bodiless error by the code its status stands for', async () => {
    const { service, client } = setup({ retry: { maxAttempts: 1 } });
    service.reply(429);
    service.reply(502, '<html>Bad gateway</html>');
    expect((await failure(client.request(routes.getThing, { params }))).code).toBe(
      'TOO_MANY_REQUESTS',
    );
    expect((await failure(client.request(routes.getThing, { params }))).code).toBe('HTTP_502');
  });

  it('refuses credentials that could not sit in a header, without sending', async () => {
    const { service, client } = setup({
      credentials: () => Promise.resolve({ secret: 'two words', jwt }),
    });
    const error = await failure(client.request(routes.getThing, { params }));
    expect(error.detail).toEqual({ kind: 'credentials', code: 'CREDENTIALS_MALFORMED' });
    expect(service.calls()).toHaveLength(0);
  });

  it('takes credentials from a provider that returns more than the app token', async () => {
    const { service, client } = setup({
      credentials: () => Promise.resolve({ secret, jwt, profile: 'shop-1' }),
    });
    service.reply(200, thingBody);
    await client.request(routes.getThing, { params });
    expect(service.calls()[0]?.headers['authorization']).toBe(`Bearer ${secret}.${jwt}`);
  });

  it('checks credentials again whenever the provider hands back different ones', async () => {
    const answers = [
      { secret, jwt },
      { secret: 'other-secret', jwt },
      { secret: 'other-secret', jwt: 'two words' },
    ];
    const { service, client } = setup({
      credentials: () => Promise.resolve(answers.shift() ?? { secret, jwt }),
    });
    service.reply(200, thingBody);
    service.reply(200, thingBody);
    await client.request(routes.getThing, { params });
    await client.request(routes.getThing, { params });
    const error = await failure(client.request(routes.getThing, { params }));
    expect(error.detail).toEqual({ kind: 'credentials', code: 'CREDENTIALS_MALFORMED' });
    expect(service.calls().map((call) => call.headers['authorization'])).toEqual([
      `Bearer ${secret}.${jwt}`,
      `Bearer other-secret.${jwt}`,
    ]);
  });

  it('wraps a keychain failure as unavailable credentials', async () => {
    const locked = new Error('keychain locked');
    const { client } = setup({ credentials: () => Promise.reject(locked) });
    const error = await failure(client.request(routes.getThing, { params }));
    expect(error.code).toBe('CREDENTIALS_UNAVAILABLE');
    expect(error.cause).toBe(locked);
  });

  it('throws cancelled without sending when the signal is already aborted', async () => {
    const { service, client } = setup();
    const error = await failure(
      client.request(routes.getThing, { params }, { signal: AbortSignal.abort() }),
    );
    expect(error.kind).toBe('cancelled');
    expect(service.calls()).toHaveLength(0);
  });
});

describe('service client retries', () => {
  it('retries a GET on 503 after full-jitter exponential delays and reports the attempts', async () => {
    const { service, client, delays } = setup({
      retry: { maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 1_000 },
      random: () => 0.99,
    });
    service.reply(503);
    service.reply(500);
    service.reply(429);
    service.reply(200, thingBody);
    const result = await client.request(routes.getThing, { params });
    expect(result.data).toEqual(thingBody);
    expect(result.meta.attempts).toBe(4);
    expect(delays).toEqual([99, 198, 396]);
  });

  it('retries a network failure', async () => {
    const { service, client } = setup();
    service.fail(Object.assign(new Error('reset'), { code: 'ECONNRESET' }));
    service.reply(200, thingBody);
    expect((await client.request(routes.getThing, { params })).meta.attempts).toBe(2);
  });

  it('gives up after the bounded attempts with the last failure', async () => {
    const { service, client } = setup({ retry: { maxAttempts: 3 } });
    service.reply(503);
    service.reply(503);
    service.reply(504);
    service.reply(200, thingBody);
    const error = await failure(client.request(routes.getThing, { params }));
    expect(error.detail).toMatchObject({ kind: 'service', status: 504 });
    expect(service.calls()).toHaveLength(3);
  });

  it.each([400, 401, 403, 404, 409])('never retries a %i', async (status) => {
    const { service, client } = setup();
    service.reply(status, { status: 'error', code: 'IDEMPOTENCY_KEY_CONFLICT', errors: [] });
    service.reply(201, thingBody);
    const error = await failure(client.request(routes.createThing, createInput));
    expect(error.detail).toMatchObject({ kind: 'service', status });
    expect(service.calls()).toHaveLength(1);
  });

  it('sends a generated Idempotency-Key with a POST and the same key on every retry', async () => {
    const { service, client } = setup();
    service.reply(503);
    service.fail(Object.assign(new Error('reset'), { code: 'UND_ERR_SOCKET' }));
    service.reply(201, thingBody, { 'idempotency-status': 'retrieved_idempotent_response' });
    const result = await client.request(routes.createThing, createInput);
    const keys = service.calls().map((call) => call.headers['idempotency-key']);
    expect(keys).toEqual(['generated-key', 'generated-key', 'generated-key']);
    expect(result.meta).toEqual({
      status: 201,
      attempts: 3,
      idempotencyKey: 'generated-key',
      idempotencyStatus: 'retrieved_idempotent_response',
      requestId: undefined,
    });
  });

  it('sends the caller’s Idempotency-Key', async () => {
    const { service, client } = setup();
    service.reply(201, thingBody);
    await client.request(routes.createThing, createInput, { idempotencyKey: 'journal-key-1' });
    expect(service.calls()[0]?.headers['idempotency-key']).toBe('journal-key-1');
  });

  it('generates UUID v4 keys by default', async () => {
    const { service, client } = setup({ newIdempotencyKey: undefined as never });
    service.reply(201, thingBody);
    const { meta } = await client.request(routes.createThing, createInput);
    expect(meta.idempotencyKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('sends no Idempotency-Key with a GET', async () => {
    const { service, client } = setup();
    service.reply(200, thingBody);
    const { meta } = await client.request(routes.getThing, { params });
    expect(service.calls()[0]?.headers).not.toHaveProperty('idempotency-key');
    expect(meta.idempotencyKey).toBeUndefined();
  });

  it('does not repeat a POST route that does not declare itself idempotent', async () => {
    const { service, client } = setup();
    service.reply(503);
    service.reply(201, thingBody);
    await failure(client.request(routes.notIdempotent, { body: {} }));
    expect(service.calls()).toHaveLength(1);
  });

  it('does not repeat a POST whose 5xx the service says it did not guard', async () => {
    const { service, client } = setup();
    service.reply(500, '', { 'idempotency-status': 'disabled' });
    service.reply(201, thingBody);
    await failure(client.request(routes.createThing, createInput));
    expect(service.calls()).toHaveLength(1);
  });

  it('stops retrying at once when cancelled during the backoff', async () => {
    const controller = new AbortController();
    const { service, client } = setup({
      sleep: (_ms, signal) => {
        controller.abort();
        return Promise.reject(signal.reason as Error);
      },
    });
    service.reply(503);
    service.reply(200, thingBody);
    const error = await failure(
      client.request(routes.getThing, { params }, { signal: controller.signal }),
    );
    expect(error.kind).toBe('cancelled');
    expect(service.calls()).toHaveLength(1);
  });
});

describe('service client rate limits', () => {
  it('waits for the bucket to refill at the advertised rate once none remain', async () => {
    const { service, client, delays } = setup();
    service.reply(200, thingBody, {
      'x-remaining-requests-exact': '0',
      'x-requests-per-minute-exact': '120',
      'x-remaining-requests-route': '5',
      'x-requests-per-minute-route': '60',
    });
    service.reply(200, thingBody);
    await client.request(routes.getThing, { params });
    expect(delays).toEqual([]);
    await client.request(routes.getThing, { params });
    expect(delays).toEqual([500]);
  });
});
