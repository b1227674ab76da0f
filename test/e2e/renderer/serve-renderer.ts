import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { appAssetResponse } from '../../../main/app/app-asset';
import { appOrigin } from '../../../main/app/security/app-origin';

export interface ServedRenderer {
  /** The http origin that stands in for app://counter. */
  url: string;
  close: () => Promise<void>;
}

/**
 * Builds the renderer into a directory of its own and serves it on loopback through the same
 * function app:// uses in production, so every page carries the production CSP and headers.
 */
export async function serveRenderer(): Promise<ServedRenderer> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'counter-renderer-'));
  await build({
    configFile: path.resolve(import.meta.dirname, '../../../renderer/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });

  const server: Server = createServer((request, response) => {
    const requested = new URL(request.url ?? '/', 'http://localhost');
    appAssetResponse(
      { url: `${appOrigin}${requested.pathname}`, method: request.method ?? 'GET' },
      { rootDir: outDir, mode: 'production' },
    )
      .then(async (answer) => {
        response.writeHead(answer.status, Object.fromEntries(answer.headers));
        response.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch((error: unknown) => {
        response.writeHead(500);
        response.end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
