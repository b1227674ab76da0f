import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { exportHistory } from '../../main/export/history-export';
import { listPages } from '../../main/service/pagination';
import { createServiceClient } from '../../main/service/service-client';
import { seedHistory } from '../../main/simulator/seeding/seed-history';
import { startSimulator } from '../../main/simulator/start-simulator';
import { historyRoutes } from '../../shared/service/history';
import { maxPageSize } from '../../shared/service/pagination';
import type { Benchmark } from './report';

/*
 * The history export of about 100,000 items (merchant scope, every store) against reading the
 * same pages raw with the service client, side by side in one run against one seeded
 * simulator: what the export adds to the reading (CSV, encoding, writing, the summary) as a
 * ratio, best of interleaved rounds, so machine noise spoils a round and not the figure.
 */

/** Charges seeded; with their refunds the merchant's history holds about 100,000 items. */
const seededCharges = 90_500;
const rounds = 2;
const goal = 1.3;

const benchmark: Benchmark = async () => {
  // Four reads of 1,000 pages: far past the default rate limits, which are not measured here.
  const simulator = await startSimulator({
    port: 0,
    rateLimits: { exactPerMinute: 1_000_000, routePerMinute: 1_000_000 },
  });
  const folder = await mkdtemp(join(tmpdir(), 'counter-bench-export-'));
  const token = simulator.credentials.appTokens.merchant;
  const client = createServiceClient({
    baseUrl: simulator.baseUrl,
    appVersion: 'bench',
    credentials: () => Promise.resolve({ secret: token.secret, jwt: token.jwt }),
  });
  try {
    seedHistory(simulator, { count: seededCharges, days: 30 });
    const raw = async (): Promise<number> => {
      let items = 0;
      const pages = listPages(
        client,
        historyRoutes.listHistory,
        { params: {}, query: { limit: maxPageSize } },
        { cursorOf: (item) => item.resource_id },
      );
      for await (const page of pages) items += page.items.length;
      return items;
    };
    const exported = async (round: number): Promise<number> => {
      const summary = await exportHistory(
        { storeId: '', client },
        { scope: 'merchant', query: {} },
        {
          path: join(folder, `history-${String(round)}.csv`),
          encoding: 'utf8',
          timeZone: 'Asia/Tokyo',
        },
      );
      return summary.rows;
    };
    let best = { raw: Infinity, exported: Infinity };
    let items = 0;
    for (let round = 0; round < rounds; round += 1) {
      let started = performance.now();
      items = await raw();
      const rawMs = performance.now() - started;
      started = performance.now();
      const rows = await exported(round);
      const exportMs = performance.now() - started;
      if (rows !== items)
        throw new Error(`exported ${String(rows)} rows of ${String(items)} items`);
      best = { raw: Math.min(best.raw, rawMs), exported: Math.min(best.exported, exportMs) };
    }
    const ratio = Math.round((best.exported / best.raw) * 100) / 100;
    return [
      {
        name: 'history export of ~100,000 items vs reading the same pages raw',
        value: ratio,
        unit: 'x of the raw read',
        goal: `<= ${String(goal)}`,
        met: ratio <= goal,
        details: {
          items,
          rawMs: Math.round(best.raw),
          exportMs: Math.round(best.exported),
          pageSize: maxPageSize,
          rounds,
          encoding: 'utf8',
        },
      },
    ];
  } finally {
    await client.close();
    await simulator.close();
    await rm(folder, { recursive: true, force: true });
  }
};

export default benchmark;
