import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretAuth, startTestSimulator, type TestSimulator } from './simulator-fixture';

let sim: TestSimulator;

beforeAll(async () => {
  // A frozen clock: the buckets refill only when the test advances it.
  sim = await startTestSimulator({
    clock: 'frozen',
    rateLimits: { exactPerMinute: 5, routePerMinute: 3 },
  });
});
afterAll(() => sim.close());

describe('simulator rate limits', () => {
  it('carries the four rate-limit headers and refuses with an empty 429 once a route bucket is empty', async () => {
    const headers = { authorization: secretAuth(sim.credentials.appTokens.store1Test) };
    const path = `/stores/${sim.credentials.appTokens.store1Test.storeId ?? ''}/notes`;
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await sim.call('GET', path, { headers }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers[0]?.headers).toMatchObject({
      'x-requests-per-minute-exact': '5',
      'x-requests-per-minute-route': '3',
      'x-remaining-requests-exact': '4',
      'x-remaining-requests-route': '2',
    });
    const refused = answers[3];
    expect(refused?.text).toBe('');
    expect(refused?.headers['x-remaining-requests-route']).toBe('0');
  });

  it('counts every route of one token in the exact bucket', async () => {
    const headers = { authorization: secretAuth(sim.credentials.appTokens.store2Test) };
    const store = sim.credentials.appTokens.store2Test.storeId ?? '';
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await sim.call('GET', `/stores/${store}/notes`, { headers })).status);
    }
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await sim.call('POST', '/notes', { headers, body: { text: 'x' } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 201, 201, 429]);
  });

  it('keeps buckets apart per app token', async () => {
    const answer = await sim.call('GET', '/heartbeat', {
      headers: { authorization: secretAuth(sim.credentials.appTokens.merchant) },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-remaining-requests-exact']).toBe('4');
  });

  it('refills the buckets as the clock moves', async () => {
    const headers = { authorization: secretAuth(sim.credentials.appTokens.store1Test) };
    const path = `/stores/${sim.credentials.appTokens.store1Test.storeId ?? ''}/notes`;
    await sim.call('POST', '/_sim/clock/advance', { body: { ms: 60_000 } });
    const answer = await sim.call('GET', path, { headers });
    expect(answer.status).toBe(200);
  });
});
