import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { cardSaleJourneys } from './card-sale-journeys';
import { expect, test, type CounterHarness } from './counter-fixture';

/*
 * After a session of sales from the renderer through the browser host (a card paid, a 3DS
 * card authenticated in the issuer's popup, a declined card), the training app token's secret
 * and JWT (the credentials main and the simulator share) appear nowhere outside main: not in
 * an IPC answer or event the page received, not in what the page keeps (window, storage, DOM,
 * cookies), not in a log, and not in a file of the data directory but the simulator's own
 * state (DESIGN.md: Security).
 */

/** Any JWT, whoever issued it: three base64url parts, the first a JSON header. */
const anyJwt = /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/;

/**
 * What the page can read: its global properties as far as they serialize (cycles, functions
 * and DOM nodes left out), both storages, its cookies and the whole document.
 */
function renderedState(counter: CounterHarness) {
  return counter.page.evaluate(() => {
    const seen = new WeakSet<object>();
    const texts: string[] = [];
    const visit = (value: unknown, depth: number): void => {
      if (typeof value === 'string') texts.push(value);
      if (typeof value !== 'object' || value === null || depth > 6) return;
      if (value instanceof Node || seen.has(value)) return;
      seen.add(value);
      let keys: string[];
      try {
        keys = Object.getOwnPropertyNames(value);
      } catch {
        return;
      }
      for (const key of keys) {
        let inner: unknown;
        try {
          inner = (value as Record<string, unknown>)[key];
        } catch {
          continue;
        }
        visit(inner, depth + 1);
      }
    };
    for (const key of Object.getOwnPropertyNames(window)) {
      visit((window as unknown as Record<string, unknown>)[key], 0);
    }
    const storage = (store: Storage) =>
      Array.from({ length: store.length }, (_, index) => {
        const key = store.key(index) ?? '';
        return `${key}=${store.getItem(key) ?? ''}`;
      });
    return {
      globals: texts,
      localStorage: storage(window.localStorage),
      sessionStorage: storage(window.sessionStorage),
      cookies: document.cookie,
      document: document.documentElement.outerHTML,
    };
  });
}

/** Every file under `dir`, by its path relative to it, decoded as UTF-8 text. */
async function filesUnder(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file, 'utf8'));
  }
  return files;
}

function expectClean(where: string, text: string, secrets: readonly string[]) {
  for (const secret of secrets) expect(text.includes(secret), where).toBe(false);
  expect(text, where).not.toMatch(anyJwt);
}

test('after a session of card sales no credential is anywhere outside main', async ({
  counter,
}) => {
  test.setTimeout(180_000);
  for (const journey of Object.values(cardSaleJourneys)) await journey(counter, 'en');

  const secrets = await counter.secrets();
  // The simulator's store 1 test token, which the training profile uses, and the others.
  expect(secrets.length).toBeGreaterThanOrEqual(2);

  const seen = await counter.ipcSeen();
  expect(seen.some((body) => body.includes('"step":"authenticating"'))).toBe(true);
  seen.forEach((payload, index) => expectClean(`IPC payload ${index}`, payload, secrets));

  const state = await renderedState(counter);
  expect(state.document).toContain('<main');
  // The events the fixture keeps in the page are among the globals read.
  expect(state.globals).toEqual(expect.arrayContaining([expect.stringContaining('succeeded')]));
  for (const [where, text] of Object.entries(state)) {
    expectClean(`renderer ${where}`, Array.isArray(text) ? text.join('\n') : text, secrets);
  }

  // A session of card sales may log nothing now that no page asks for a missing favicon;
  // whatever main or the page did log is checked.
  counter.logs.forEach((line, index) => expectClean(`log line ${index}`, line, secrets));

  const files = await filesUnder(counter.dataDir);
  expect([...files.keys()]).toEqual(
    expect.arrayContaining([
      'settings.json',
      path.join('journal', 'operations.log'),
      path.join('journal', 'audit.log'),
    ]),
  );
  // The simulator's state is the service's side of the wire: it must keep the tokens it issued.
  const simulatorState = path.join('training', 'simulator.json');
  const holding = [...files]
    .filter(([, text]) => secrets.some((secret) => text.includes(secret)) || anyJwt.test(text))
    .map(([name]) => name);
  expect(holding).toEqual([simulatorState]);
});
