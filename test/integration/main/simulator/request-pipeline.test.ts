import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { secretAuth, startTestSimulator, type TestSimulator } from './simulator-fixture';

let sim: TestSimulator;
let auth: Record<string, string>;
let store1: string;

beforeAll(async () => {
  sim = await startTestSimulator({ bodyLimitBytes: 1024 });
  auth = { authorization: secretAuth(sim.credentials.appTokens.store1Test) };
  store1 = sim.credentials.appTokens.store1Test.storeId ?? '';
});
afterAll(() => sim.close());

describe('simulator request pipeline', () => {
  it('answers a created resource with the route status', async () => {
    const answer = await sim.call('POST', '/notes', { headers: auth, body: { text: 'hello' } });
    expect(answer.status).toBe(201);
    expect(answer.json()).toMatchObject({ text: 'hello', status: 'pending', mode: 'test' });
  });

  it('answers 400 VALIDATION_ERROR with the field errors of the route schema', async () => {
    const answer = await sim.call('POST', '/notes', {
      headers: auth,
      body: { amount: 1.5, colour: 'red' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: expect.arrayContaining([
        { field: 'text', reason: 'REQUIRED_VALUE' },
        { field: 'amount', reason: 'INVALID_AMOUNT' },
        { field: 'colour', reason: 'FORBIDDEN_PARAMETER' },
      ]) as unknown,
    });
  });

  it('validates path parameters and the query with the same body shape', async () => {
    const answer = await sim.call('GET', `/stores/${store1}/notes/not-a-uuid?polling=maybe`, {
      headers: auth,
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [
        { field: 'noteId', reason: 'INVALID_UUID' },
        { field: 'polling', reason: 'INVALID_FORMAT' },
      ],
    });
  });

  it('refuses a query parameter on a route that declares none', async () => {
    const answer = await sim.call('GET', '/heartbeat?verbose=1');
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({
      errors: [{ field: 'verbose', reason: 'FORBIDDEN_PARAMETER' }],
    });
  });

  it('answers a business refusal thrown by the handler with its code and status', async () => {
    const answer = await sim.call('POST', `/stores/${store1}/notes`, {
      headers: auth,
      body: { text: 'refuse' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({ status: 'error', code: 'CANCEL_NOT_ALLOWED', errors: [] });
  });

  it('answers 500 INTERNAL_ERROR and logs when a handler fails unexpectedly', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answer = await sim.call('POST', `/stores/${store1}/notes`, {
        headers: auth,
        body: { text: 'crash' },
      });
      expect(answer.status).toBe(500);
      expect(answer.json()).toEqual({ status: 'error', code: 'INTERNAL_ERROR', errors: [] });
      expect(log).toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });

  it('answers 400 BAD_REQUEST for a body that is not JSON', async () => {
    const answer = await sim.call('POST', '/notes', {
      headers: { ...auth, 'content-type': 'application/json' },
      rawBody: '{"text": ',
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'BAD_REQUEST',
      errors: [{ field: 'body', reason: 'INVALID_FORMAT' }],
    });
  });

  it('answers 415 INVALID_REQUEST for a body that is not declared JSON', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const answer = await sim.call('POST', '/notes', {
        headers: { ...auth, 'content-type': contentType },
        rawBody: 'text=hello',
      });
      expect(answer.status).toBe(415);
      expect(answer.json()).toEqual({
        status: 'error',
        code: 'INVALID_REQUEST',
        errors: [{ field: 'content-type', reason: 'INVALID_FORMAT' }],
      });
    }
  });

  it('answers 413 INVALID_REQUEST for a body over the limit', async () => {
    const answer = await sim.call('POST', '/notes', {
      headers: auth,
      body: { text: 'x'.repeat(2048) },
    });
    expect(answer.status).toBe(413);
    expect(answer.json()).toEqual({ status: 'error', code: 'INVALID_REQUEST', errors: [] });
  });

  it('answers 404 NOT_FOUND for an unknown path', async () => {
    const answer = await sim.call('GET', '/no/such/route', { headers: auth });
    expect(answer.status).toBe(404);
    expect(answer.json()).toEqual({ status: 'error', code: 'NOT_FOUND', errors: [] });
  });

  it('answers 405 NOT_ALLOWED with Allow for another method on a known path', async () => {
    const answer = await sim.call('PUT', '/notes', { headers: auth, body: { text: 'a' } });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('POST');
    expect(answer.json()).toEqual({ status: 'error', code: 'NOT_ALLOWED', errors: [] });
  });

  it('answers 400 BAD_REQUEST for a path that is not valid percent-encoding', async () => {
    const answer = await sim.call('GET', `/stores/${store1}/notes/%E0%A4%A`, { headers: auth });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({ status: 'error', code: 'BAD_REQUEST', errors: [] });
  });

  it('answers 400 BAD_REQUEST for a JSON body that tries prototype pollution', async () => {
    const answer = await sim.call('POST', '/notes', {
      headers: { ...auth, 'content-type': 'application/json' },
      rawBody: '{"text":"a","__proto__":{"admin":true}}',
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
