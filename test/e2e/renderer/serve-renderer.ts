import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appAssetResponse } from '../../../main/app/app-asset';
import { appOrigin } from '../../../main/app/security/app-origin';
import { builtRendererDir } from '../build-renderer';

export interface ServedRenderer {
  /** The http origin that stands in for app://counter. */
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves the run's built renderer on loopback through the same function app:// uses in
 * production, so every page carries the production CSP and headers.
 */
export async function serveRenderer(): Promise<ServedRenderer> {
  const outDir = builtRendererDir();

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
    },
  };
}
