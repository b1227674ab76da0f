/*
 * The counter in Electron itself, for the journeys the browser host also runs (DESIGN.md:
 * Where Electron cannot run). Each test launches the built app (`npm run build`, run once per
 * worker here) on a fresh user data directory, so it starts on the built-in training profile;
 * 3DS and wallet pages open in the app's own authentication windows. Where Electron's binary
 * is missing every test is skipped, and the reason is printed.
 *
 *   import { skipWhereElectronIsMissing, test } from './electron-counter-fixture';
 *   skipWhereElectronIsMissing();
 *   test('…', ({ counter }) => journey(counter, 'en'));   // counter: a CounterScreen
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { _electron, expect, test as base } from '@playwright/test';
import { counterScreen, type CounterScreen } from './counter-screen';
import { electronBinary } from './electron-binary';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const binary = electronBinary();

export const test = base.extend<{ counter: CounterScreen }, { builtApp: string }>({
  builtApp: [
    // Playwright reads the fixture's arguments from this destructuring; there are none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await promisify(execFile)('npm', ['run', 'build'], { cwd: repoRoot });
      await use(repoRoot);
    },
    { scope: 'worker', timeout: 300_000 },
  ],

  counter: async ({ builtApp }, use) => {
    if (!binary.found) throw new Error(`Call skipWhereElectronIsMissing() first: ${binary.why}`);
    const userData = await mkdtemp(path.join(tmpdir(), 'counter-electron-e2e-'));
    const app = await _electron.launch({
      executablePath: binary.path,
      args: [builtApp, `--user-data-dir=${userData}`],
    });
    try {
      const page = await app.firstWindow();
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByRole('navigation')).toBeVisible();
      await expect(page.getByRole('banner')).toHaveAttribute('aria-busy', 'false');
      const screen = counterScreen(page, () => app.waitForEvent('window', { timeout: 30_000 }));
      await use(screen);
      expect(screen.problems).toEqual([]);
    } finally {
      await app.close();
      await rm(userData, { recursive: true, force: true });
    }
  },
});

/**
 * Skips every test of the calling spec file where Electron's binary is missing, before any
 * fixture runs, and prints why: the list reporter shows a skip without its reason.
 */
export function skipWhereElectronIsMissing(): void {
  if (binary.found) return;
  console.warn(`Skipping the Electron e2e: ${binary.why}.`);
  test.skip(true, binary.why);
}
