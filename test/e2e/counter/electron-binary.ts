import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Where Electron's binary is, found without asking the electron package: its index.js
 * downloads the binary when it is missing (Electron 42 and later fetch it at first use, not at
 * install), and an e2e run must never reach the network (DESIGN.md: Where Electron cannot run).
 */

const electronPackage = path.resolve(import.meta.dirname, '../../../node_modules/electron');

export type ElectronBinary =
  { readonly found: true; readonly path: string } | { readonly found: false; readonly why: string };

export function electronBinary(env: NodeJS.ProcessEnv = process.env): ElectronBinary {
  const pathFile = path.join(electronPackage, 'path.txt');
  const name = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : undefined;
  // The electron package's own override: a binary fetched or built elsewhere.
  const overrideDir = env['ELECTRON_OVERRIDE_DIST_PATH'];
  if (overrideDir !== undefined && overrideDir !== '') {
    const binary = path.join(overrideDir, name ?? 'electron');
    return existsSync(binary)
      ? { found: true, path: binary }
      : { found: false, why: `ELECTRON_OVERRIDE_DIST_PATH names ${binary}, which does not exist` };
  }
  if (name === undefined) {
    return {
      found: false,
      why: "Electron's binary is not installed (node_modules/electron/path.txt is missing: installed with ELECTRON_SKIP_BINARY_DOWNLOAD, and Electron fetches it only at first use, which needs the internet)",
    };
  }
  const binary = path.join(electronPackage, 'dist', name);
  return existsSync(binary)
    ? { found: true, path: binary }
    : { found: false, why: `Electron's binary ${binary} is missing` };
}
