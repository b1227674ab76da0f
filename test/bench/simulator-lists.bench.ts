import { performance } from 'node:perf_hooks';
import { request } from 'undici';
import { seedHistory } from '../../main/simulator/seeding/seed-history';
import { startSimulator, type RunningSimulator } from '../../main/simulator/start-simulator';
import type { Benchmark, BenchReport } from './report';

/*
 * A simulator list page's cost against the size of its collection: the same page (100 items,
 * after a cursor in the middle of the list) read from a simulator seeded with 1,000 charges
 * and from one seeded with 100,000, in the same run, for every list the back office reads at
 * scale. The lists page from their collection's index (docs/simulator.md: Lists), so the
 * ratio should stay near 1; before the index, a page cost time in proportion to the whole
 * collection. The first page of a list (no cursor) counts `total_hits` over the whole scope
 * and is not measured here.
 */

const sizes = [1_000, 100_000] as const;
const pagesPerRound = 100;
const rounds = 5;
const goal = 1.5;

interface Listed {
  readonly name: string;
  readonly path: (simulator: RunningSimulator) => string;
  readonly token: 'store1Test' | 'merchant';
  readonly cursorOf: (item: Record<string, unknown>) => string;
}

const byId = (item: Record<string, unknown>): string => String(item['id']);
const store1 = (simulator: RunningSimulator): string =>
  simulator.credentials.appTokens.store1Test.storeId ?? '';

const lists: readonly Listed[] = [
  {
    name: 'store charges',
    path: (simulator) => `/stores/${store1(simulator)}/charges`,
    token: 'store1Test',
    cursorOf: byId,
  },
  { name: 'merchant charges', path: () => '/charges', token: 'merchant', cursorOf: byId },
  {
    name: 'store history',
    path: (simulator) => `/stores/${store1(simulator)}/transaction_history`,
    token: 'store1Test',
    cursorOf: (item) => String(item['resource_id']),
  },
  {
    name: 'merchant history',
    path: () => '/transaction_history',
    token: 'merchant',
    cursorOf: (item) => String(item['resource_id']),
  },
  {
    name: 'store tokens',
    path: (simulator) => `/stores/${store1(simulator)}/tokens`,
    token: 'store1Test',
    cursorOf: byId,
  },
];

async function get(
  simulator: RunningSimulator,
  list: Listed,
  query: string,
): Promise<{ items: Record<string, unknown>[]; total_hits?: number }> {
  const { secret, jwt } = simulator.credentials.appTokens[list.token];
  const response = await request(`${simulator.baseUrl}${list.path(simulator)}?${query}`, {
    headers: { authorization: `Bearer ${secret}.${jwt}` },
  });
  const body = (await response.body.json()) as { items: Record<string, unknown>[] };
  if (response.statusCode !== 200) throw new Error(`${list.name}: ${String(response.statusCode)}`);
  return body;
}

/** A cursor about halfway down the list: the item ending the middle page. */
async function middleCursor(simulator: RunningSimulator, list: Listed): Promise<string> {
  const first = await get(simulator, list, 'limit=10');
  const half = Math.floor((first.total_hits ?? 0) / 2);
  let cursor = list.cursorOf(first.items.at(-1) ?? {});
  // Jump there page by page: cheap now, and the same walk a client makes.
  for (let read = 10; read + 100 <= half; read += 100) {
    const page = await get(simulator, list, `limit=100&cursor=${cursor}`);
    cursor = list.cursorOf(page.items.at(-1) ?? {});
  }
  return cursor;
}

/** Milliseconds per page, reading the page after `cursor` again and again. */
async function pageTime(
  simulator: RunningSimulator,
  list: Listed,
  cursor: string,
): Promise<number> {
  const started = performance.now();
  for (let page = 0; page < pagesPerRound; page += 1) {
    await get(simulator, list, `limit=100&cursor=${cursor}`);
  }
  return (performance.now() - started) / pagesPerRound;
}

const benchmark: Benchmark = async () => {
  const simulators = await Promise.all(sizes.map(() => startSimulator({ port: 0 })));
  try {
    simulators.forEach((simulator, index) => {
      seedHistory(simulator, { count: sizes[index] ?? 0, days: 30 });
    });
    const reports: BenchReport[] = [];
    for (const list of lists) {
      const cursors = await Promise.all(simulators.map((sim) => middleCursor(sim, list)));
      const best = simulators.map(() => Infinity);
      for (let round = 0; round < rounds; round += 1) {
        for (const [index, simulator] of simulators.entries()) {
          const ms = await pageTime(simulator, list, cursors[index] ?? '');
          best[index] = Math.min(best[index] ?? Infinity, ms);
        }
      }
      const [small = NaN, large = NaN] = best;
      const ratio = Math.round((large / small) * 100) / 100;
      reports.push({
        name: `simulator ${list.name} page at 100,000 charges vs 1,000`,
        value: ratio,
        unit: 'x of the page at 1,000',
        goal: `<= ${String(goal)}`,
        met: ratio <= goal,
        details: {
          msPerPageAt1000: Math.round(small * 100) / 100,
          msPerPageAt100000: Math.round(large * 100) / 100,
          pageSize: 100,
          pagesPerRound,
          rounds,
        },
      });
    }
    return reports;
  } finally {
    await Promise.all(simulators.map((simulator) => simulator.close()));
  }
};

export default benchmark;
