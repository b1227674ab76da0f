import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatorCredentials } from '../../../../main/simulator/accounts';
import { serviceModules } from '../../../../main/simulator/service-modules';
import { secretAuth, startTestSimulator, type TestSimulator } from './simulator-fixture';

let sim: TestSimulator;

beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());

describe('simulator control routes', () => {
  it('answers every seeded credential on GET /_sim/credentials', async () => {
    const answer = await sim.call('GET', '/_sim/credentials');
    expect(answer.status).toBe(200);
    const credentials = simulatorCredentials.parse(answer.json());
    expect(credentials).toEqual(sim.credentials);
    expect(credentials.stores).toHaveLength(2);
    expect(credentials.appTokens.merchant.storeId).toBeNull();
    expect(credentials.appTokens.store1Live.mode).toBe('live');
    expect(credentials.stores[0]?.settings.baseCurrency).toBe('JPY');
  });

  it('issues JWTs with the conventions claims', () => {
    const { jwt } = sim.credentials.appTokens.store1Test;
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as {
      [claim: string]: unknown;
    };
    expect(Object.keys(payload).sort()).toEqual(
      [
        'creator_id',
        'domains',
        'iat',
        'jti',
        'merchant_id',
        'mode',
        'store_id',
        'sub',
        'version',
      ].sort(),
    );
    expect(payload.sub).toBe('app_token');
  });

  it('empties the state on POST /_sim/reset and keeps the credentials working', async () => {
    const auth = { authorization: secretAuth(sim.credentials.appTokens.store1Test) };
    await sim.call('POST', '/notes', { headers: auth, body: { text: 'a' } });
    const reset = await sim.call('POST', '/_sim/reset');
    expect(reset.status).toBe(200);
    const state = await sim.call('GET', '/_sim/state');
    expect(state.json()).toMatchObject({ collections: { notes: 0 }, scheduled: 0 });
    expect((await sim.call('POST', '/notes', { headers: auth, body: { text: 'b' } })).status).toBe(
      201,
    );
  });

  it('summarises the state on GET /_sim/state', async () => {
    const answer = await sim.call('GET', '/_sim/state');
    const summary = answer.json() as { modules: string[]; triggers: string[] };
    expect(summary).toMatchObject({
      modules: [...serviceModules.map((module) => module.name), 'notes'],
      armedFaults: [],
    });
    expect(summary.triggers).toContain('notes.settle');
  });

  it('lists the triggers with their descriptions', async () => {
    const answer = await sim.call('GET', '/_sim/triggers');
    const { triggers } = answer.json() as { triggers: { name: string; description: string }[] };
    expect(triggers).toContainEqual({
      name: 'notes.settle',
      description: 'Settles a pending note now.',
    });
    expect(triggers.every((trigger) => trigger.description.length > 0)).toBe(true);
  });

  it('answers 404 for an unknown trigger and 400 for a trigger input its schema refuses', async () => {
    expect((await sim.call('POST', '/_sim/triggers/nothing', { body: {} })).status).toBe(404);
    const invalid = await sim.call('POST', '/_sim/triggers/notes.settle', { body: { id: 'x' } });
    expect(invalid.status).toBe(400);
    expect(invalid.json()).toMatchObject({ errors: [{ field: 'id', reason: 'INVALID_UUID' }] });
  });

  it('changes a store setting and restores it on reset', async () => {
    const storeId = sim.credentials.stores[0]?.id ?? '';
    const changed = await sim.call('POST', `/_sim/stores/${storeId}/settings`, {
      body: { threeDsConfigured: false },
    });
    expect(changed.json()).toMatchObject({ settings: { threeDsConfigured: false } });
    await sim.call('POST', '/_sim/reset');
    const credentials = simulatorCredentials.parse(
      (await sim.call('GET', '/_sim/credentials')).json(),
    );
    expect(credentials.stores[0]?.settings.threeDsConfigured).toBe(true);
  });

  it('takes JSON only', async () => {
    const answer = await sim.call('POST', '/_sim/clock/advance', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: 'ms=1',
    });
    expect(answer.status).toBe(415);
  });

  it('answers no Host but a loopback name, on every route, so a rebound DNS name reads nothing', async () => {
    const { port } = new URL(sim.baseUrl);
    for (const path of ['/_sim/credentials', '/_sim/state', '/heartbeat']) {
      const rebound = await sim.call('GET', path, {
        headers: { host: `attacker.example:${port}` },
      });
      expect(rebound.status, path).toBe(400);
      expect(rebound.json()).toEqual({
        status: 'error',
        code: 'BAD_REQUEST',
        errors: [{ field: 'host', reason: 'INVALID_FORMAT' }],
      });
      expect(rebound.text).not.toContain(sim.credentials.appTokens.store1Test.secret);
      for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
        expect((await sim.call('GET', path, { headers: { host } })).status, host).toBe(200);
      }
    }
  });

  it('refuses a cross-site form or no-cors request, so a web page can neither reset nor disarm', async () => {
    const armed = async () =>
      ((await sim.call('GET', '/_sim/state')).json() as { armedFaults: unknown[] }).armedFaults;
    await sim.call('POST', '/_sim/faults', { body: { fault: '503', path: '/heartbeat' } });
    expect(await armed()).toHaveLength(1);
    const foreign = { origin: 'http://attacker.example' };
    const attempts = [
      // A cross-site form: its Origin is the page's, its body a form.
      sim.call('POST', '/_sim/reset', {
        headers: { ...foreign, 'content-type': 'application/x-www-form-urlencoded' },
        rawBody: 'x=1',
      }),
      sim.call('DELETE', '/_sim/faults', { headers: foreign }),
      // Without an Origin (a stripping proxy or extension), a form's or a `no-cors` fetch's
      // body still cannot be declared JSON: plain text, or no body and no type at all.
      sim.call('POST', '/_sim/reset', { headers: { 'content-type': 'text/plain' }, rawBody: '{}' }),
      sim.call('POST', '/_sim/reset', { rawBody: '' }),
      // JSON from another origin's page (its preflight is never answered, but a rebound name
      // would send it): the Origin alone refuses it.
      sim.call('POST', '/_sim/reset', { headers: foreign, body: {} }),
    ];
    expect((await Promise.all(attempts)).map((answer) => answer.status)).toEqual([
      403, 403, 415, 415, 403,
    ]);
    expect(await armed()).toHaveLength(1);
    const own = { origin: sim.baseUrl };
    expect((await sim.call('DELETE', '/_sim/faults', { headers: own })).status).toBe(200);
    expect(await armed()).toEqual([]);
  });

  it('refuses a clock that goes backwards', async () => {
    const answer = await sim.call('POST', '/_sim/clock/advance', { body: { ms: -1 } });
    expect(answer.status).toBe(400);
  });

  it('is not subject to service authentication, rate limits or faults', async () => {
    const answer = await sim.call('GET', '/_sim/state', { headers: { 'x-sim-fault': '503' } });
    expect(answer.status).toBe(200);
    expect(answer.headers).not.toHaveProperty('x-remaining-requests-exact');
  });

  it('does not exist when the simulator runs without control', async () => {
    const closed = await startTestSimulator({ control: false });
    try {
      for (const path of ['/_sim/credentials', '/_sim/state']) {
        const answer = await closed.call('GET', path);
        expect(answer.status).toBe(404);
        expect(answer.json()).toEqual({ status: 'error', code: 'NOT_FOUND', errors: [] });
      }
      expect((await closed.call('POST', '/_sim/reset')).status).toBe(404);
      expect((await closed.call('GET', '/heartbeat')).status).toBe(200);
    } finally {
      await closed.close();
    }
  });
});
