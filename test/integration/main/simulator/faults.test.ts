import { randomUUID } from 'node:crypto';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretAuth, startTestSimulator, type TestSimulator } from './simulator-fixture';

let sim: TestSimulator;
let auth: Record<string, string>;
let store1: string;

beforeAll(async () => {
  sim = await startTestSimulator();
  auth = { authorization: secretAuth(sim.credentials.appTokens.store1Test) };
  store1 = sim.credentials.appTokens.store1Test.storeId ?? '';
});
afterAll(() => sim.close());

const noteCount = async (): Promise<number> => {
  const answer = await sim.call('GET', `/stores/${store1}/notes`, { headers: auth });
  return (answer.json() as { total_hits: number }).total_hits;
};

describe('simulator faults', () => {
  it('answers only after the requested latency has passed', async () => {
    let timerFired = false;
    const timer = setTimeout(() => {
      timerFired = true;
    }, 150);
    const answer = await sim.call('GET', '/heartbeat', {
      headers: { 'x-sim-fault': 'latency=150' },
    });
    clearTimeout(timer);
    expect(answer.status).toBe(200);
    // The client's 150 ms timer was set first, so it fires before the server's own 150 ms.
    expect(timerFired).toBe(true);
  });

  it.each([
    ['500', 500, 'INTERNAL_ERROR'],
    ['503', 503, 'SERVICE_UNAVAILABLE_TRY_AGAIN'],
    ['504', 504, 'NO_GATEWAY_AVAILABLE_TO_PROCESS_REQUEST'],
  ])(
    'answers %s with the conventions body without running the handler',
    async (spec, status, code) => {
      const before = await noteCount();
      const answer = await sim.call('POST', '/notes', {
        headers: { ...auth, 'x-sim-fault': spec },
        body: { text: 'never' },
      });
      expect(answer.status).toBe(status);
      expect(answer.json()).toEqual({ status: 'error', code, errors: [] });
      expect(await noteCount()).toBe(before);
    },
  );

  it('refuses a request with the field and reason asked, without running the handler', async () => {
    const before = await noteCount();
    const answer = await sim.call('POST', '/notes', {
      headers: { ...auth, 'x-sim-fault': 'refuse=text:invalid_format' },
      body: { text: 'never' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'text', reason: 'INVALID_FORMAT' }],
    });
    expect(await noteCount()).toBe(before);
  });

  it.each([
    ['object', { reason: 'CARD_REJECTED' }],
    ['strings', ['Card rejected']],
    ['text', [{ field: null, message: 'Card rejected' }, { reason: 'Card rejected' }]],
  ])(
    'declines with the code asked and errors in the %s shape, without running the handler',
    async (shape, errors) => {
      const before = await noteCount();
      const answer = await sim.call('POST', '/notes', {
        headers: { ...auth, 'x-sim-fault': `decline=card_rejected:${shape}` },
        body: { text: 'never' },
      });
      expect(answer.status).toBe(400);
      expect(answer.json()).toEqual({ status: 'error', code: 'CARD_REJECTED', errors });
      expect(await noteCount()).toBe(before);
    },
  );

  it('holds many delayed requests at once without a listener-leak warning', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        sim.call('GET', '/heartbeat', { headers: { 'x-sim-fault': 'latency=50' } }),
      ),
    );
    // Warnings are emitted on the next tick after the listener that crossed the limit.
    await new Promise((resolve) => setImmediate(resolve));
    process.off('warning', onWarning);
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });

  it('answers 429 with an empty body', async () => {
    const answer = await sim.call('GET', '/heartbeat', { headers: { 'x-sim-fault': '429' } });
    expect(answer.status).toBe(429);
    expect(answer.text).toBe('');
    expect(answer.headers['retry-after']).toBeUndefined();
  });

  it('answers 429=<s> with Retry-After in seconds and an empty body', async () => {
    const answer = await sim.call('GET', '/heartbeat', { headers: { 'x-sim-fault': '429=3' } });
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBe('3');
    expect(answer.text).toBe('');
  });

  it('resets the connection, which the client sees as a socket error', async () => {
    const before = await noteCount();
    await expect(
      sim.call('POST', '/notes', {
        headers: { ...auth, 'x-sim-fault': 'reset' },
        body: { text: 'x' },
      }),
    ).rejects.toMatchObject({
      code: expect.stringMatching(/ECONNRESET|UND_ERR_SOCKET/) as unknown,
    });
    expect(await noteCount()).toBe(before);
  });

  it('runs the handler and then resets with reset-after, so an idempotent retry finds the answer', async () => {
    const before = await noteCount();
    const headers = { ...auth, 'idempotency-key': randomUUID() };
    await expect(
      sim.call('POST', '/notes', {
        headers: { ...headers, 'x-sim-fault': 'reset-after' },
        body: { text: 'lost answer' },
      }),
    ).rejects.toMatchObject({
      code: expect.stringMatching(/ECONNRESET|UND_ERR_SOCKET/) as unknown,
    });
    expect(await noteCount()).toBe(before + 1);
    const retry = await sim.call('POST', '/notes', { headers, body: { text: 'lost answer' } });
    expect(retry.headers['idempotency-status']).toBe('retrieved_idempotent_response');
  });

  it('sends the headers first and then trickles the body with slow-body', async () => {
    const response = await request(`${sim.baseUrl}/heartbeat`, {
      headers: { 'x-sim-fault': 'slow-body=100' },
    });
    expect(response.statusCode).toBe(200);
    const chunks: Buffer[] = [];
    for await (const chunk of response.body) chunks.push(chunk as Buffer);
    expect(chunks.length).toBeGreaterThan(1);
    expect(JSON.parse(Buffer.concat(chunks).toString('utf8'))).toEqual({ status: 'ok' });
  });

  it('truncates the body, which the client sees as an error while reading it', async () => {
    const response = await request(`${sim.baseUrl}/heartbeat`, {
      headers: { 'x-sim-fault': 'truncate' },
    });
    expect(response.statusCode).toBe(200);
    await expect(response.body.text()).rejects.toThrow();
  });

  it('garbles the body: the right length, not JSON', async () => {
    const answer = await sim.call('GET', '/heartbeat', { headers: { 'x-sim-fault': 'garble' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength('{"status":"ok"}')));
    expect(() => answer.json()).toThrow(SyntaxError);
  });

  it('combines a latency with an action', async () => {
    const answer = await sim.call('GET', '/heartbeat', {
      headers: { 'x-sim-fault': 'latency=10,503' },
    });
    expect(answer.status).toBe(503);
  });

  it('refuses an unknown fault as a validation error on X-Sim-Fault', async () => {
    const answer = await sim.call('GET', '/heartbeat', { headers: { 'x-sim-fault': 'explode' } });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'X-Sim-Fault', reason: 'INVALID_FORMAT' }],
    });
  });

  it('arms a fault for the next matching requests only', async () => {
    const armed = await sim.call('POST', '/_sim/faults', {
      body: { fault: '503', count: 2, method: 'GET', path: '/heartbeat' },
    });
    expect(armed.status).toBe(200);
    const other = await sim.call('GET', `/stores/${store1}/notes`, { headers: auth });
    expect(other.status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await sim.call('GET', '/heartbeat')).status);
    expect(statuses).toEqual([503, 503, 200]);
  });

  it('forgets armed faults on DELETE /_sim/faults', async () => {
    await sim.call('POST', '/_sim/faults', { body: { fault: '500', count: 5 } });
    await sim.call('DELETE', '/_sim/faults');
    expect((await sim.call('GET', '/heartbeat')).status).toBe(200);
  });
});
