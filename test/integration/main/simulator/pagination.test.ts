import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { secretAuth, startTestSimulator, type TestSimulator } from './simulator-fixture';

let sim: TestSimulator;
let auth: Record<string, string>;
let path: string;

interface Envelope {
  items: { id: string; text: string }[];
  has_more: boolean;
  total_hits?: number;
}

beforeAll(async () => {
  sim = await startTestSimulator();
  auth = { authorization: secretAuth(sim.credentials.appTokens.store1Test) };
  path = `/stores/${sim.credentials.appTokens.store1Test.storeId ?? ''}/notes`;
});
beforeEach(async () => {
  await sim.call('POST', '/_sim/reset');
});
afterAll(() => sim.close());

/** Creates notes "0".."n-1", one simulated second apart, oldest first. */
async function createNotes(n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const answer = await sim.call('POST', '/notes', { headers: auth, body: { text: String(i) } });
    ids.push((answer.json() as { id: string }).id);
    await sim.call('POST', '/_sim/clock/advance', { body: { ms: 1000 } });
  }
  return ids;
}

async function list(query: string): Promise<Envelope> {
  const answer = await sim.call('GET', `${path}${query}`, { headers: auth });
  expect(answer.status).toBe(200);
  return answer.json() as Envelope;
}

const texts = (page: Envelope): string[] => page.items.map((item) => item.text);

describe('simulator pagination (spec: Limits)', () => {
  it('answers an empty list with has_more false and total_hits 0', async () => {
    expect(await list('')).toEqual({ items: [], has_more: false, total_hits: 0 });
  });

  it('lists newest first, 10 by default', async () => {
    await createNotes(12);
    const page = await list('');
    expect(texts(page)).toEqual(['11', '10', '9', '8', '7', '6', '5', '4', '3', '2']);
    expect(page.has_more).toBe(true);
    expect(page.total_hits).toBe(12);
  });

  it('answers exactly one page with has_more false', async () => {
    await createNotes(10);
    const page = await list('?limit=10');
    expect(page.items).toHaveLength(10);
    expect(page.has_more).toBe(false);
  });

  it('starts after the cursor, excludes it, and omits total_hits', async () => {
    const ids = await createNotes(12);
    const page = await list(`?cursor=${ids[5] ?? ''}`);
    expect(texts(page)).toEqual(['4', '3', '2', '1', '0']);
    expect(page.has_more).toBe(false);
    expect(page).not.toHaveProperty('total_hits');
  });

  it('pages through everything by passing the last id while has_more', async () => {
    await createNotes(25);
    const seen: string[] = [];
    let page = await list('?limit=10');
    seen.push(...texts(page));
    while (page.has_more) {
      page = await list(`?limit=10&cursor=${page.items.at(-1)?.id ?? ''}`);
      seen.push(...texts(page));
    }
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => String(24 - i)));
  });

  it('answers an empty page for a cursor at the end', async () => {
    const ids = await createNotes(3);
    expect(await list(`?cursor=${ids[0] ?? ''}`)).toEqual({ items: [], has_more: false });
  });

  it('lists oldest first with cursor_direction=asc, the cursor still excluded', async () => {
    const ids = await createNotes(12);
    expect(texts(await list('?cursor_direction=asc'))).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i)),
    );
    expect(texts(await list(`?cursor_direction=asc&cursor=${ids[9] ?? ''}`))).toEqual(['10', '11']);
  });

  it('refuses a limit of 9 or 101', async () => {
    for (const limit of [9, 101]) {
      const answer = await sim.call('GET', `${path}?limit=${limit}`, { headers: auth });
      expect(answer.status).toBe(400);
      expect(answer.json()).toEqual({
        status: 'error',
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'limit', reason: 'INVALID_FORMAT_LENGTH' }],
      });
    }
  });

  it('refuses a cursor that names nothing in the list with a validation error on cursor', async () => {
    await createNotes(2);
    const answer = await sim.call('GET', `${path}?cursor=00000000-0000-4000-8000-000000000000`, {
      headers: auth,
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'cursor', reason: 'INVALID_FORMAT' }],
    });
  });

  it('filters by from (inclusive) and to (exclusive) on created_on', async () => {
    await createNotes(5);
    const all = await list('?cursor_direction=asc');
    const created = all.items.map((item) => (item as unknown as { created_on: string }).created_on);
    const page = await list(`?from=${created[1] ?? ''}&to=${created[3] ?? ''}`);
    expect(texts(page)).toEqual(['2', '1']);
  });

  it('filters by mode', async () => {
    await createNotes(2);
    expect((await list('?mode=live')).items).toEqual([]);
    expect((await list('?mode=test')).items).toHaveLength(2);
  });
});
