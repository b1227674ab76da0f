import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * An unpacked Electron for electron-builder's `electronDist` (COUNTER_ELECTRON_DIST,
 * docs/packaging.md) where Electron's binary cannot be downloaded. Its executable is a
 * placeholder that only carries Electron's fuse wire as @electron/fuses finds it in the real
 * binary: the sentinel, the wire's version, its length, then one byte per fuse ('0' off, '1'
 * on), so the fuses hook flips it as it would the real one.
 */

/** @electron/fuses' SENTINEL: the wire follows it in every Electron binary since 12. */
const sentinel = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';

/**
 * Electron 45's nine V1 fuses at their defaults, in wire order: RunAsNode on,
 * EnableCookieEncryption off, EnableNodeOptionsEnvironmentVariable on,
 * EnableNodeCliInspectArguments on, EnableEmbeddedAsarIntegrityValidation off,
 * OnlyLoadAppFromAsar off, LoadBrowserProcessSpecificV8Snapshot off,
 * GrantFileProtocolExtraPrivileges on, WasmTrapHandlers on.
 */
export const defaultFuseWire = '101100011';

/** Writes the stand-in into `directory` (created) as Electron's Linux zip unpacks. */
export async function writeElectronStandIn(directory: string): Promise<void> {
  await mkdir(join(directory, 'resources'), { recursive: true });
  const executable = join(directory, 'electron');
  const wire = Buffer.concat([
    Buffer.from(sentinel),
    Buffer.from([1, defaultFuseWire.length]),
    Buffer.from(defaultFuseWire),
  ]);
  await writeFile(
    executable,
    Buffer.concat([
      Buffer.from('#!/bin/sh\necho "a stand-in for Electron: it cannot run" >&2\nexit 1\n#'),
      wire,
      Buffer.from('\n'),
    ]),
  );
  await chmod(executable, 0o755);
  await writeFile(join(directory, 'LICENSE'), '');
  await writeFile(join(directory, 'LICENSES.chromium.html'), '');
}
