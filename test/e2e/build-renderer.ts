import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';

/**
 * Playwright's global setup: the production renderer, built once per run into a folder of its
 * own, for every spec (the counter fixture and the renderer specs' server) to serve. With
 * COUNTER_E2E_RENDERER=<dir> already set (e.g. dist/renderer after `npm run build:renderer`)
 * that build is served instead. Workers inherit the variable; the teardown removes the folder.
 */
export default async function buildRenderer(): Promise<(() => Promise<void>) | undefined> {
  if (process.env['COUNTER_E2E_RENDERER'] !== undefined) return undefined;
  const outDir = await mkdtemp(path.join(tmpdir(), 'counter-e2e-renderer-'));
  await build({
    configFile: path.resolve(import.meta.dirname, '../../renderer/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  process.env['COUNTER_E2E_RENDERER'] = outDir;
  return () => rm(outDir, { recursive: true, force: true });
}

/** The renderer the run serves: the global setup's build or the one named. */
export function builtRendererDir(): string {
  const dir = process.env['COUNTER_E2E_RENDERER'];
  if (dir === undefined)
    throw new Error('the renderer was not built: run through playwright.config.ts');
  return path.resolve(dir);
}
