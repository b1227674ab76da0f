import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretAuth, startTestSimulator, type TestSimulator } from './simulator-fixture';

let sim: TestSimulator;

beforeAll(async () => {
  // Without control routes: pages belong to the flows, so they stay.
  sim = await startTestSimulator({ control: false });
});
afterAll(() => sim.close());

async function createNote(): Promise<{ id: string; page_url: string }> {
  const answer = await sim.call('POST', '/notes', {
    headers: { authorization: secretAuth(sim.credentials.appTokens.store1Test) },
    body: { text: 'page' },
  });
  return answer.json() as { id: string; page_url: string };
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  rawBody: new URLSearchParams(fields).toString(),
});

describe('simulator pages', () => {
  it('gives handlers the base URL, for addresses that point back at the simulator', async () => {
    const note = await createNote();
    expect(note.page_url).toBe(`${sim.baseUrl}/note-pages/${note.id}`);
  });

  it('answers an HTML page, without rate-limit headers, even without control routes', async () => {
    const note = await createNote();
    const answer = await sim.call('GET', `/note-pages/${note.id}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.text).toContain('pending');
    expect(answer.headers).not.toHaveProperty('x-remaining-requests-exact');
  });

  it('reads a posted form and redirects with 303', async () => {
    const note = await createNote();
    const answer = await sim.call(
      'POST',
      `/note-pages/${note.id}`,
      form({ outcome: 'settle', back: 'http://127.0.0.1:9/return?shop=1' }),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('http://127.0.0.1:9/return?shop=1');
    expect((await sim.call('GET', `/note-pages/${note.id}`)).text).toContain('settled');
  });

  it('answers the status a page chooses', async () => {
    const note = await createNote();
    const settle = form({ outcome: 'settle', back: 'http://127.0.0.1:9/' });
    await sim.call('POST', `/note-pages/${note.id}`, settle);
    const again = await sim.call('POST', `/note-pages/${note.id}`, settle);
    expect(again.status).toBe(400);
    expect(again.text).toContain('closed');
  });

  it('answers a plain page with the status of a code the page throws', async () => {
    const answer = await sim.call('GET', `/note-pages/${randomUUID()}`);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.text).toContain('NOT_FOUND');
  });

  it('answers 400 for a form or path its schemas refuse', async () => {
    const note = await createNote();
    const badForm = await sim.call('POST', `/note-pages/${note.id}`, form({ outcome: 'other' }));
    expect(badForm.status).toBe(400);
    expect((await sim.call('GET', '/note-pages/not-a-uuid')).status).toBe(400);
  });

  it('still refuses a form on a service route with 415', async () => {
    const answer = await sim.call('POST', '/notes', {
      headers: {
        authorization: secretAuth(sim.credentials.appTokens.store1Test),
        'content-type': 'application/x-www-form-urlencoded',
      },
      rawBody: 'text=hello',
    });
    expect(answer.status).toBe(415);
  });
});
