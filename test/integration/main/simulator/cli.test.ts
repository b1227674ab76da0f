import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { text } from 'node:stream/consumers';
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

const historyPage = z.object({
  items: z.array(
    z.object({
      resource_id: z.string(),
      type: z.string(),
      store_id: z.string(),
      created_on: z.union([z.string(), z.number()]),
    }),
  ),
  has_more: z.boolean(),
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
    expect(code).toBe(2);
  });

  it('seeds --seed-history charges over the --seed-days ending now, on both stores', async () => {
    const child = spawn(
      process.execPath,
      [tsxCli, 'main/simulator/cli.ts', '--port', '0', '--seed-history', '300', '--seed-days', '4'],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const lines = createInterface({ input: child.stdout });
      const [line] = (await once(lines, 'line')) as [string];
      const { baseUrl } = firstLine.parse(JSON.parse(line));
      const credentials = (await (await request(`${baseUrl}/_sim/credentials`)).body.json()) as {
        stores: { id: string }[];
        appTokens: { merchant: { secret: string; jwt: string } };
      };
      const { secret, jwt } = credentials.appTokens.merchant;
      const charges: { store_id: string; created_on: number | string }[] = [];
      let cursor = '';
      for (;;) {
        const page = await request(`${baseUrl}/transaction_history?limit=100${cursor}`, {
          headers: { authorization: `Bearer ${secret}.${jwt}` },
        });
        const body = historyPage.parse(await page.body.json());
        charges.push(...body.items.filter((item) => item.type === 'charge'));
        if (!body.has_more) break;
        cursor = `&cursor=${body.items.at(-1)?.resource_id ?? ''}`;
      }
      const state = (await (await request(`${baseUrl}/_sim/state`)).body.json()) as { now: string };
      const now = Date.parse(state.now);
      expect(charges).toHaveLength(300);
      expect(new Set(charges.map((charge) => charge.store_id))).toEqual(
        new Set(credentials.stores.map((store) => store.id)),
      );
      // Every one of the four days ending now holds charges, and none is older.
      const daysAgo = charges.map((charge) =>
        Math.floor((now - Date.parse(String(charge.created_on))) / 86_400_000),
      );
      expect(new Set(daysAgo)).toEqual(new Set([0, 1, 2, 3]));
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });

  // Six children of tsx at once start slowly on a busy machine; the limit only bounds a hang.
  it('refuses a seeding count or span that is not a whole number in range, exiting 2', async () => {
    const refused = async (args: readonly string[]) => {
      const child = spawn(
        process.execPath,
        [tsxCli, 'main/simulator/cli.ts', '--port', '0', ...args],
        {
          cwd: root,
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      const stderr = text(child.stderr);
      const [code] = (await once(child, 'exit')) as [number];
      return { code, stderr: await stderr };
    };
    const exits = await Promise.all([
      refused(['--seed-history=-5']),
      refused(['--seed-history', 'many']),
      refused(['--seed-history', '0']),
      refused(['--seed-history', '-5']),
      refused(['--seed-history', '10', '--seed-days', '0']),
      refused(['--seed-days', '3']),
    ]);
    expect(exits.map((exit) => exit.code)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(exits[0]?.stderr).toContain('--seed-history must be a whole number');
    expect(exits[1]?.stderr).toContain('--seed-history must be a whole number');
    expect(exits[2]?.stderr).toContain('--seed-history must be a whole number from 1 to 1000000');
    expect(exits[3]?.stderr).toContain(
      "To specify an option argument starting with a dash use '--seed-history=-XYZ'",
    );
    expect(exits[4]?.stderr).toContain('--seed-days must be a whole number from 1 to 3650');
    expect(exits[5]?.stderr).toContain('--seed-days needs --seed-history');
  }, 120_000);
});
