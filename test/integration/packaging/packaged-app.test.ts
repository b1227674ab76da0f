import { execFile } from 'node:child_process';
import { access, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { extractFile, listPackage, statFile } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defaultFuseWire, writeElectronStandIn } from './electron-dist-stand-in';

/*
 * The installers are the third way Counter is used (docs/packaging.md). This packs the app as
 * `npm run dist` does, with `electron-builder --dir` against a stand-in unpacked Electron
 * (COUNTER_ELECTRON_DIST), and checks what would ship: app.asar holds the built main, preloads
 * and renderer and the production dependencies only, the keychain addon is unpacked where
 * Electron loads it, package.json's main is inside the archive, and every fuse is set as
 * docs/packaging.md says.
 */

const root = process.cwd();
const run = promisify(execFile);
let work: string;
let appDir: string;
let archive: string;
/** Every path in app.asar, without the leading slash. */
let packed: string[];

const lockfile = z.object({
  packages: z.record(z.string(), z.object({ dev: z.boolean().optional() })),
});

beforeAll(async () => {
  // npm test builds (npm run build) before the suites; the checks are of what a build writes.
  for (const built of ['dist/renderer/index.html', 'dist/main/index.js']) {
    await access(join(root, built)).catch(() => {
      throw new Error(`${built} is missing: run npm run build first`);
    });
  }
  work = await mkdtemp(join(tmpdir(), 'counter-package-'));
  const electronDist = join(work, 'electron');
  await writeElectronStandIn(electronDist);
  const builder = join(root, 'node_modules/electron-builder/cli.js');
  await run(
    process.execPath,
    [
      builder,
      '--config',
      'electron-builder.yml',
      '--dir',
      '--linux',
      '--x64',
      `-c.directories.output=${join(work, 'release')}`,
    ],
    { cwd: root, env: { ...process.env, COUNTER_ELECTRON_DIST: electronDist } },
  );
  appDir = join(work, 'release/linux-unpacked');
  archive = join(appDir, 'resources/app.asar');
  packed = listPackage(archive, { isPack: false }).map((path) => path.replace(/^[/\\]/, ''));
}, 300_000);

afterAll(async () => {
  if (work !== undefined) await rm(work, { recursive: true, force: true });
});

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

describe('the packaged app', () => {
  it('holds the built main, preloads and renderer, without source maps', async () => {
    const built = [
      ...(await filesUnder(join(root, 'dist/main'))),
      ...(await filesUnder(join(root, 'dist/preload'))),
      ...(await filesUnder(join(root, 'dist/renderer'))),
    ];
    const shipped = built.filter((path) => !path.endsWith('.map'));
    expect(shipped).toContain('dist/main/index.js');
    expect(shipped).toContain('dist/preload/index.cjs');
    expect(shipped).toContain('dist/preload/customer-display.cjs');
    expect(shipped).toContain('dist/renderer/index.html');
    for (const path of shipped) expect(packed, path).toContain(path);
    expect(packed.filter((path) => path.endsWith('.map'))).toEqual([]);
  });

  it('holds no tests, no sources and nothing but dist, package.json and node_modules', () => {
    const outside = packed.filter(
      (path) =>
        !['dist', 'package.json', 'node_modules'].some(
          (allowed) => path === allowed || path.startsWith(`${allowed}/`),
        ),
    );
    expect(outside).toEqual([]);
    expect(packed.filter((path) => /\.(ts|tsx|mts|cts)$/.test(path))).toEqual([]);
  });

  it('holds production dependencies only', async () => {
    const { packages } = lockfile.parse(
      JSON.parse(await readFile(join(root, 'package-lock.json'), 'utf8')),
    );
    const { devDependencies } = z
      .object({ devDependencies: z.record(z.string(), z.string()) })
      .parse(JSON.parse(await readFile(join(root, 'package.json'), 'utf8')));
    const installed = packed.filter((path) =>
      /^(node_modules\/(@[^/]+\/)?[^/@][^/]*\/)+package\.json$/.test(path),
    );
    expect(installed.length).toBeGreaterThan(0);
    for (const manifest of installed) {
      const folder = manifest.slice(0, -'/package.json'.length);
      // A package's own folders (node_modules/x/dist/package.json) are not packages.
      if (packages[folder] === undefined) continue;
      expect(packages[folder].dev ?? false, folder).toBe(false);
    }
    for (const name of Object.keys(devDependencies)) {
      expect(packed, name).not.toContain(`node_modules/${name}/package.json`);
    }
  });

  it('packs no package the bundles already hold: only the keychain addon and its binary', () => {
    const packages = new Set(
      packed
        .map((path) => /^node_modules\/((@[^/]+\/)?[^/@][^/]*)\/package\.json$/.exec(path)?.[1])
        .filter((name) => name !== undefined),
    );
    expect([...packages].filter((name) => !name.startsWith('@napi-rs/keyring'))).toEqual([]);
  });

  it('unpacks the native keychain addon beside the archive, where Electron loads it', async () => {
    const addons = packed.filter((path) => path.endsWith('.node'));
    expect(addons.some((path) => path.includes('@napi-rs/keyring'))).toBe(true);
    for (const addon of addons) {
      expect(statFile(archive, addon, false)).toMatchObject({ unpacked: true });
      await access(join(appDir, 'resources/app.asar.unpacked', addon));
    }
  });

  it("names in package.json's main a file inside the archive", () => {
    const manifest = z
      .object({ main: z.string() })
      .parse(JSON.parse(extractFile(archive, 'package.json').toString('utf8')));
    expect(packed).toContain(manifest.main);
  });

  it('sets every fuse as docs/packaging.md says, and leaves later ones at their default', async () => {
    const wire = await getCurrentFuseWire(join(appDir, 'counter'));
    const on = 49;
    const off = 48;
    expect(wire).toMatchObject({
      [FuseV1Options.RunAsNode]: off,
      [FuseV1Options.EnableCookieEncryption]: on,
      [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: off,
      [FuseV1Options.EnableNodeCliInspectArguments]: off,
      [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: on,
      [FuseV1Options.OnlyLoadAppFromAsar]: on,
      [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: off,
      [FuseV1Options.GrantFileProtocolExtraPrivileges]: off,
    });
    // WasmTrapHandlers, which @electron/fuses 1.8 does not name.
    expect((wire as Record<number, unknown>)[8]).toBe(defaultFuseWire.charCodeAt(8));
  });
});
