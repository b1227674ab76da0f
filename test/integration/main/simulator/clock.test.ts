import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleAfterMs } from './notes-module';
import { secretAuth, startTestSimulator, type TestSimulator } from './simulator-fixture';

let sim: TestSimulator;
let auth: Record<string, string>;
let store1: string;

beforeAll(async () => {
  sim = await startTestSimulator({ clock: 'frozen', pollingHoldMs: 10_000 });
  auth = { authorization: secretAuth(sim.credentials.appTokens.store1Test) };
  store1 = sim.credentials.appTokens.store1Test.storeId ?? '';
});
afterAll(() => sim.close());

async function createNote(): Promise<string> {
  const answer = await sim.call('POST', '/notes', { headers: auth, body: { text: 'n' } });
  return (answer.json() as { id: string }).id;
}

const statusOf = async (id: string, query = ''): Promise<string> => {
  const answer = await sim.call('GET', `/stores/${store1}/notes/${id}${query}`, { headers: auth });
  return (answer.json() as { status: string }).status;
};

describe('simulator clock', () => {
  it('runs a transition once the clock is advanced past its time, and not before', async () => {
    const id = await createNote();
    const short = await sim.call('POST', '/_sim/clock/advance', {
      body: { ms: settleAfterMs - 1 },
    });
    expect(short.json()).toMatchObject({ ran: 0 });
    expect(await statusOf(id)).toBe('pending');
    const due = await sim.call('POST', '/_sim/clock/advance', { body: { ms: 1 } });
    expect(due.json()).toMatchObject({ ran: 1 });
    expect(await statusOf(id)).toBe('settled');
  });

  it('runs due transitions in time order', async () => {
    const first = await createNote();
    await sim.call('POST', '/_sim/clock/advance', { body: { ms: 10 } });
    const second = await createNote();
    await sim.call('POST', '/_sim/clock/advance', { body: { ms: settleAfterMs - 10 } });
    expect([await statusOf(first), await statusOf(second)]).toEqual(['settled', 'pending']);
    await sim.call('POST', '/_sim/clock/advance', { body: { ms: 10 } });
    expect(await statusOf(second)).toBe('settled');
  });

  it('dates resources on the simulator clock', async () => {
    const before = Date.parse(sim.clock.iso());
    await sim.call('POST', '/_sim/clock/advance', { body: { ms: 86_400_000 } });
    const id = await createNote();
    const answer = await sim.call('GET', `/_sim/notes/${id}`);
    const created = Date.parse((answer.json() as { created_on: string }).created_on);
    expect(created - before).toBe(86_400_000);
  });

  it('runs due work as real time passes on a real clock', async () => {
    const real = await startTestSimulator();
    try {
      const headers = { authorization: secretAuth(real.credentials.appTokens.store1Test) };
      const created = await real.call('POST', '/notes', { headers, body: { text: 'n' } });
      const { id } = created.json() as { id: string };
      const storeId = real.credentials.appTokens.store1Test.storeId ?? '';
      // Move to 5 ms before the transition is due; real time then makes it due.
      const due = Date.parse(real.clock.iso()) + settleAfterMs;
      real.clock.advance(Math.max(0, due - 5 - real.clock.now()));
      const answer = await real.call('GET', `/stores/${storeId}/notes/${id}?polling=true`, {
        headers,
      });
      expect((answer.json() as { status: string }).status).toBe('settled');
    } finally {
      await real.close();
    }
  });

  it('holds a polling=true request until a transition changes the resource', async () => {
    const id = await createNote();
    const held = statusOf(id, '?polling=true');
    // Advancing from another request settles the note while the first one is held.
    await sim.call('POST', '/_sim/clock/advance', { body: { ms: settleAfterMs } });
    expect(await held).toBe('settled');
  });

  it('answers a held request as it stands once the hold bound passes', async () => {
    const quick = await startTestSimulator({ pollingHoldMs: 50 });
    try {
      const headers = { authorization: secretAuth(quick.credentials.appTokens.store1Test) };
      const created = await quick.call('POST', '/notes', { headers, body: { text: 'n' } });
      const { id } = created.json() as { id: string };
      const storeId = quick.credentials.appTokens.store1Test.storeId ?? '';
      const answer = await quick.call('GET', `/stores/${storeId}/notes/${id}?polling=true`, {
        headers,
      });
      expect(answer.status).toBe(200);
      expect((answer.json() as { status: string }).status).toBe('pending');
    } finally {
      await quick.close();
    }
  });

  it('runs a trigger registered by a module', async () => {
    const id = await createNote();
    const answer = await sim.call('POST', '/_sim/triggers/notes.settle', { body: { id } });
    expect(answer.status).toBe(200);
    expect(await statusOf(id)).toBe('settled');
  });
});
