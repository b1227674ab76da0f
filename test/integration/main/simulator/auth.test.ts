import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtAuth, secretAuth, startTestSimulator, type TestSimulator } from './simulator-fixture';

let sim: TestSimulator;
let store1: string;
let store2: string;

beforeAll(async () => {
  sim = await startTestSimulator();
  const [first, second] = sim.credentials.stores;
  store1 = first?.id ?? '';
  store2 = second?.id ?? '';
});
afterAll(() => sim.close());

const errorBody = (code: string) => ({ status: 'error', code, errors: [] });

describe('simulator authentication', () => {
  it('answers 401 AUTH_HEADER_MISSING without an Authorization header', async () => {
    const answer = await sim.call('POST', '/notes', { body: { text: 'a' } });
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual(errorBody('AUTH_HEADER_MISSING'));
  });

  it('answers 401 INVALID_APP_TOKEN for a header that is not a bearer token', async () => {
    const answer = await sim.call('POST', '/notes', {
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
      body: { text: 'a' },
    });
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual(errorBody('INVALID_APP_TOKEN'));
  });

  it('answers 401 INVALID_APP_TOKEN for a JWT whose signature does not match', async () => {
    const { jwt, secret } = sim.credentials.appTokens.store1Test;
    const tampered = `${jwt.slice(0, -4)}${jwt.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const answer = await sim.call('POST', '/notes', {
      headers: { authorization: `Bearer ${secret}.${tampered}` },
      body: { text: 'a' },
    });
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual(errorBody('INVALID_APP_TOKEN'));
  });

  it('answers 401 INVALID_APP_TOKEN for a token another simulator issued', async () => {
    const other = await startTestSimulator();
    try {
      const answer = await sim.call('POST', '/notes', {
        headers: { authorization: secretAuth(other.credentials.appTokens.store1Test) },
        body: { text: 'a' },
      });
      expect(answer.status).toBe(401);
      expect(answer.json()).toEqual(errorBody('INVALID_APP_TOKEN'));
    } finally {
      await other.close();
    }
  });

  it('answers 401 INVALID_CREDENTIALS for a wrong secret', async () => {
    const { jwt } = sim.credentials.appTokens.store1Test;
    const answer = await sim.call('POST', '/notes', {
      headers: { authorization: `Bearer wrongsecret.${jwt}` },
      body: { text: 'a' },
    });
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual(errorBody('INVALID_CREDENTIALS'));
  });

  it('answers 401 INVALID_CREDENTIALS for the JWT alone on a secret route', async () => {
    const answer = await sim.call('POST', '/notes', {
      headers: { authorization: jwtAuth(sim.credentials.appTokens.store1Test) },
      body: { text: 'a' },
    });
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual(errorBody('INVALID_CREDENTIALS'));
  });

  it('answers 403 OUTDATED_APP_TOKEN for a token with an older version claim', async () => {
    const answer = await sim.call('POST', '/notes', {
      headers: { authorization: secretAuth(sim.credentials.appTokens.outdated) },
      body: { text: 'a' },
    });
    expect(answer.status).toBe(403);
    expect(answer.json()).toEqual(errorBody('OUTDATED_APP_TOKEN'));
  });

  it('answers 403 INVALID_PERMISSIONS when a merchant token creates', async () => {
    const answer = await sim.call('POST', '/notes', {
      headers: { authorization: secretAuth(sim.credentials.appTokens.merchant) },
      body: { text: 'a' },
    });
    expect(answer.status).toBe(403);
    expect(answer.json()).toEqual(errorBody('INVALID_PERMISSIONS'));
  });

  it('accepts both header forms on a jwt route, and checks the secret when one is given', async () => {
    const token = sim.credentials.appTokens.store1Test;
    const created = await sim.call('POST', '/notes', {
      headers: { authorization: secretAuth(token) },
      body: { text: 'a' },
    });
    expect(created.status).toBe(201);
    const { id } = created.json() as { id: string };
    const path = `/stores/${store1}/notes/${id}/public`;
    expect(
      (await sim.call('GET', path, { headers: { authorization: jwtAuth(token) } })).status,
    ).toBe(200);
    expect(
      (await sim.call('GET', path, { headers: { authorization: secretAuth(token) } })).status,
    ).toBe(200);
    const wrong = await sim.call('GET', path, {
      headers: { authorization: `Bearer wrongsecret.${token.jwt}` },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json()).toEqual(errorBody('INVALID_CREDENTIALS'));
  });

  it("lets a merchant token read any store's path", async () => {
    const created = await sim.call('POST', `/stores/${store2}/notes`, {
      headers: { authorization: secretAuth(sim.credentials.appTokens.store2Test) },
      body: { text: 'b' },
    });
    const { id } = created.json() as { id: string };
    const read = await sim.call('GET', `/stores/${store2}/notes/${id}`, {
      headers: { authorization: secretAuth(sim.credentials.appTokens.merchant) },
    });
    expect(read.status).toBe(200);
  });

  it("answers 404 NOT_FOUND when a store token uses another store's path", async () => {
    const answer = await sim.call('GET', `/stores/${store2}/notes`, {
      headers: { authorization: secretAuth(sim.credentials.appTokens.store1Test) },
    });
    expect(answer.status).toBe(404);
    expect(answer.json()).toEqual(errorBody('NOT_FOUND'));
  });

  it('answers 404 NOT_FOUND for a store id the merchant does not have', async () => {
    const answer = await sim.call('GET', '/stores/00000000-0000-4000-8000-000000000000/notes', {
      headers: { authorization: secretAuth(sim.credentials.appTokens.merchant) },
    });
    expect(answer.status).toBe(404);
  });

  it('answers 400 PROCESSING_MODE_MISMATCH when a live token reads a test resource', async () => {
    const created = await sim.call('POST', '/notes', {
      headers: { authorization: secretAuth(sim.credentials.appTokens.store1Test) },
      body: { text: 'a' },
    });
    const { id } = created.json() as { id: string };
    const answer = await sim.call('GET', `/stores/${store1}/notes/${id}`, {
      headers: { authorization: secretAuth(sim.credentials.appTokens.store1Live) },
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual(errorBody('PROCESSING_MODE_MISMATCH'));
  });

  it('answers GET /heartbeat without authentication', async () => {
    const answer = await sim.call('GET', '/heartbeat');
    expect(answer.status).toBe(200);
  });
});
