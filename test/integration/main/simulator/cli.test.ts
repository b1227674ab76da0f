import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const root = join(import.meta.dirname, '../../../..');
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

const firstLine = z.strictObject({
  baseUrl: z.string(),
  storeId: z.string(),
  merchantId: z.string(),
  jwt: z.string(),
  secret: z.string(),
});

describe('simulator CLI', () => {
  it('prints the test-mode store 1 credentials as its first stdout line and serves them', async () => {
    const child = spawn(process.execPath, [tsxCli, 'main/simulator/cli.ts', '--port', '0'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const lines = createInterface({ input: child.stdout });
      const [line] = (await once(lines, 'line')) as [string];
      const ready = firstLine.parse(JSON.parse(line));
      expect(ready.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const heartbeat = await request(`${ready.baseUrl}/heartbeat`);
      expect(heartbeat.statusCode).toBe(200);
      await heartbeat.body.dump();
      const note = await request(`${ready.baseUrl}/stores/${ready.storeId}/no-such-route`, {
        headers: { authorization: `Bearer ${ready.secret}.${ready.jwt}` },
      });
      expect(note.statusCode).toBe(404);
      await note.body.dump();
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });

  it('refuses a host that is not loopback', async () => {
    const child = spawn(
      process.execPath,
      [tsxCli, 'main/simulator/cli.ts', '--port', '0', '--host', '0.0.0.0'],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(1);
  });
});
