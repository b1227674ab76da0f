// Bundles the Electron main process and the preload for `npm run build:main`.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Plugin } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Electron 45 embeds Node 24 (its typings depend on @types/node 24) and Chromium 144 or
// later (Electron 40 already shipped 144); a lower target than the real one is always safe.
const electronNode = 'node24';
const electronChromium = 'chrome144';

// Native addons cannot be bundled: they load their .node binary from node_modules at run
// time (electron-builder unpacks it from the asar).
const nativeModules = ['@napi-rs/keyring'];

/**
 * Leaves native modules to node_modules, imported by their file name: Node's ES module
 * loader does not add extensions, so `@napi-rs/keyring/keytar` (a package without an exports
 * map) must reach the bundle as `@napi-rs/keyring/keytar.js`.
 */
const externalNativeModules: Plugin = {
  name: 'external-native-modules',
  setup(esbuild) {
    for (const name of nativeModules) {
      const filter = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(/|$)`);
      esbuild.onResolve({ filter }, async ({ path: specifier, kind, resolveDir, pluginData }) => {
        if (pluginData === externalNativeModules) return undefined;
        const resolved = await esbuild.resolve(specifier, {
          kind,
          resolveDir,
          pluginData: externalNativeModules,
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const packageDir = `node_modules/${name}/`;
        const file = resolved.path.split(path.sep).join('/');
        const inPackage = file.slice(file.lastIndexOf(packageDir) + packageDir.length);
        return { path: `${name}/${inPackage}`, external: true };
      });
    }
  },
};

const bundles: (BuildOptions & { entryPoints: [string]; outfile: string })[] = [
  {
    entryPoints: ['main/app/index.ts'],
    outfile: 'dist/main/index.js',
    platform: 'node',
    format: 'esm',
    target: electronNode,
    external: ['electron'],
    plugins: [externalNativeModules],
    // Bundled CommonJS dependencies call require() for Node built-ins, which an ES module
    // does not have; this gives the bundle one.
    banner: {
      js: "import { createRequire as __counterCreateRequire } from 'node:module';\nconst require = __counterCreateRequire(import.meta.url);",
    },
  },
  {
    entryPoints: ['preload/index.ts'],
    outfile: 'dist/preload/index.cjs',
    // A sandboxed preload is one CommonJS script whose require() knows only 'electron' (and
    // a few polyfills): platform 'browser' makes any Node built-in a build error, and
    // nothing but electron is left external.
    platform: 'browser',
    format: 'cjs',
    target: electronChromium,
    external: ['electron'],
  },
  {
    // The customer display's own preload: one subscribe function, built the same way.
    entryPoints: ['preload/customer-display.ts'],
    outfile: 'dist/preload/customer-display.cjs',
    platform: 'browser',
    format: 'cjs',
    target: electronChromium,
    external: ['electron'],
  },
];

const missing = bundles
  .map((bundle) => bundle.entryPoints[0])
  .filter((entry) => !existsSync(path.join(root, entry)));
if (missing.length > 0) {
  console.error(
    `build:main: entry file${missing.length > 1 ? 's' : ''} not found: ${missing.join(', ')}.\n` +
      'The main process and the preload are bundled from these files; nothing was built.',
  );
  process.exit(1);
}

for (const bundle of bundles) {
  // Start from an empty folder so a file the sources no longer produce cannot be packaged.
  await rm(path.join(root, path.dirname(bundle.outfile)), { recursive: true, force: true });
}

const results = await Promise.allSettled(
  bundles.map((bundle) =>
    build({
      absWorkingDir: root,
      bundle: true,
      sourcemap: true,
      logLevel: 'info',
      ...bundle,
    }),
  ),
);
// esbuild has already printed each error with its source location.
if (results.some((result) => result.status === 'rejected')) {
  console.error('build:main failed; see the errors above.');
  process.exit(1);
}
