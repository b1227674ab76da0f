import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { request } from 'undici';
import { z } from 'zod';
import { readAllItems } from '../../main/service/pagination';
import { createServiceClient } from '../../main/service/service-client';
import { serviceTimestamp } from '../../main/simulator/charges/charge-lifecycle';
import { chargesCollection } from '../../main/simulator/charges/charge-record';
import { serviceModules } from '../../main/simulator/service-modules';
import type { SimulatorModule } from '../../main/simulator/simulator-module';
import { startSimulator } from '../../main/simulator/start-simulator';
import { maxPageSize } from '../../shared/service/pagination';
import { historyRoutes } from '../../shared/service/history';
import type { Benchmark, BenchReport } from './report';
import { createSimulatorCharge } from './simulator-charge';

/*
 * The bulk reader, `readAllItems` over GET /stores/{storeId}/transaction_history:
 *
 * - requests per 1,000 items, counted by a proxy in front of the simulator with all its
 *   modules, whose store holds a charge made through its routes plus clones of its record;
 * - memory while streaming: the peak heap growth reading 100,000 items over that reading
 *   10,000, each in a child process of its own (bulk-reader-stream.ts). These pages come from
 *   a node:http server that makes them up from a cursor, not from the simulator: a simulator
 *   holding 100,000 records grows the heap by their size, so the figure would measure the
 *   server, not the client's reader.
 */

/** Items the simulator's history holds for the request count: 20 full pages. */
const simulatorItems = 2_000;
const requestsGoal = 1_000 / maxPageSize;
const streamedCounts = [10_000, 100_000] as const;
const memoryGoal = 1.5;
const childTimeoutMs = 90_000;
/** V8's default largest semi-space on 64-bit machines. */
const semiSpaceMiB = 16;
const mebibyte = 1024 * 1024;

/** A bench-only module that clones a charge record the charge module made, dated further back. */
function cloningModule(): {
  module: SimulatorModule;
  clone: (chargeId: string, count: number) => void;
} {
  let clone: (chargeId: string, count: number) => void = () => {
    throw new Error('the simulator has not registered the cloning module');
  };
  const module: SimulatorModule = {
    name: 'bench-history-seed',
    collections: [],
    register(sim) {
      const charges = sim.state.collection(chargesCollection);
      clone = (chargeId, count) => {
        const record = charges.get(chargeId);
        if (!record) throw new Error(`no charge ${chargeId} to clone`);
        const newest = sim.clock.now() - 60_000;
        for (let index = 0; index < count; index += 1) {
          const id = randomUUID();
          const created = serviceTimestamp(newest - index * 1_000);
          charges.insert({
            ...record,
            id,
            charge: { ...record.charge, id, created_on: created, updated_on: created },
          });
        }
      };
    },
  };
  return { module, clone: (chargeId, count) => clone(chargeId, count) };
}

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function shut(server: Server): Promise<void> {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
}

interface Seen {
  readonly urls: string[];
  readonly micros: number[];
}

/** Passes every request to `target` and notes its URL and how long the answer took. */
function countingProxy(target: string): { server: Server; seen: Seen } {
  const seen: Seen = { urls: [], micros: [] };
  const server = createServer((incoming, outgoing) => {
    const started = performance.now();
    seen.urls.push(incoming.url ?? '');
    const onward = forward(
      `${target}${incoming.url ?? '/'}`,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        answer.on('end', () => seen.micros.push((performance.now() - started) * 1_000));
      },
    );
    onward.on('error', () => outgoing.destroy());
    incoming.pipe(onward);
  });
  return { server, seen };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Reads the seeded history through the proxy; also returns one item as the simulator sends it. */
async function countRequests(): Promise<{ report: BenchReport; storeId: string; item: unknown }> {
  const seeding = cloningModule();
  const simulator = await startSimulator({
    modules: [...serviceModules, seeding.module],
    rateLimits: { exactPerMinute: 1e9, routePerMinute: 1e9 },
  });
  const { server, seen } = countingProxy(simulator.baseUrl);
  try {
    const charge = await createSimulatorCharge(simulator);
    seeding.clone(charge.chargeId, simulatorItems - 1);
    const historyPath = `/stores/${charge.storeId}/transaction_history`;
    const sample = await request(`${simulator.baseUrl}${historyPath}`, {
      headers: { authorization: charge.authorization },
    });
    const item = z.object({ items: z.array(z.unknown()).min(1) }).parse(await sample.body.json())
      .items[0];

    const token = simulator.credentials.appTokens.store1Test;
    const client = createServiceClient({
      baseUrl: await listen(server),
      appVersion: '0.0.0-bench',
      credentials: () => Promise.resolve({ secret: token.secret, jwt: token.jwt }),
    });
    const ids = new Set<string>();
    try {
      const items = readAllItems(
        client,
        historyRoutes.listStoreHistory,
        { params: { storeId: charge.storeId } },
        { cursorOf: (listed) => listed.resource_id },
      );
      for await (const listed of items) ids.add(listed.resource_id);
    } finally {
      await client.close();
    }
    const requests = seen.urls.length;
    const perThousand = (requests * 1_000) / ids.size;
    const limits = [
      ...new Set(seen.urls.map((url) => new URL(url, 'http://x').searchParams.get('limit'))),
    ];
    return {
      storeId: charge.storeId,
      item,
      report: {
        name: 'bulk reader requests per 1,000 history items (simulator, counted at the server)',
        value: perThousand,
        unit: 'requests per 1,000 items',
        goal: `<= ${requestsGoal}`,
        met: perThousand <= requestsGoal && ids.size === simulatorItems,
        details: {
          'items read': ids.size,
          'items held': simulatorItems,
          requests,
          'limit sent': limits.join('|'),
          'simulator ms per page (median)': Number((median(seen.micros) / 1_000).toFixed(1)),
        },
      },
    };
  } finally {
    await shut(server);
    await simulator.close();
  }
}

/** Index `index` of the made-up history, as a UUID-shaped id the cursor gives back. */
function madeUpId(index: number): string {
  return `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
}
const madeUpCursor = /^00000000-0000-4000-8000-([0-9a-f]{12})$/;

/**
 * Pages of `total` copies of `item`, newest first, each answered as soon as it is asked for.
 * `requests` counts those of the last walk: a page asked for without a cursor starts a walk.
 */
function madeUpHistory(item: object, total: number): { server: Server; requests: () => number } {
  let requests = 0;
  const newest = Date.now();
  const server = createServer((incoming, outgoing) => {
    const query = new URL(incoming.url ?? '/', 'http://x').searchParams;
    const limit = Number(query.get('limit') ?? 10);
    const cursor = query.get('cursor');
    requests = cursor === null ? 1 : requests + 1;
    const at = cursor === null ? null : madeUpCursor.exec(cursor);
    if (at === null && cursor !== null) {
      outgoing.writeHead(400, { 'content-type': 'application/json' });
      outgoing.end('{"status":"error","code":"VALIDATION_ERROR","errors":[]}');
      return;
    }
    const start = at?.[1] === undefined ? 0 : Number.parseInt(at[1], 16) + 1;
    const end = Math.min(start + limit, total);
    const items = [];
    for (let index = start; index < end; index += 1) {
      const id = madeUpId(index);
      const created = new Date(newest - index * 1_000).toISOString();
      items.push({ ...item, resource_id: id, charge_id: id, created_on: created });
    }
    const body = JSON.stringify({
      items,
      has_more: end < total,
      ...(cursor === null && { total_hits: total }),
    });
    outgoing.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    outgoing.end(body);
  });
  return { server, requests: () => requests };
}

const streamed = z.strictObject({
  items: z.number(),
  heapGrowthBytes: z.number(),
  rssGrowthBytes: z.number(),
  retainedBytes: z.number(),
  ms: z.number(),
});
type Streamed = z.infer<typeof streamed> & { readonly requests: number };

const run = promisify(execFile);

async function stream(item: object, storeId: string, total: number): Promise<Streamed> {
  const { server, requests } = madeUpHistory(item, total);
  const origin = await listen(server);
  try {
    const { stdout } = await run(
      process.execPath,
      [
        '--expose-gc',
        // V8 grows the young generation partway through a long read, which shows as a step in
        // the peak at 100,000 that 10,000 never reaches; at its full size from the start, the
        // peak is what the reader holds plus one nursery of garbage, and a leak still shows.
        `--min-semi-space-size=${semiSpaceMiB}`,
        `--max-semi-space-size=${semiSpaceMiB}`,
        '--import',
        'tsx',
        join(import.meta.dirname, 'bulk-reader-stream.ts'),
        origin,
        storeId,
      ],
      { cwd: join(import.meta.dirname, '..', '..'), timeout: childTimeoutMs },
    );
    return { ...streamed.parse(JSON.parse(stdout)), requests: requests() };
  } finally {
    await shut(server);
  }
}

const mib = (bytes: number): number => Number((bytes / mebibyte).toFixed(2));

async function measureMemory(item: unknown, storeId: string): Promise<BenchReport> {
  const template = z.looseObject({}).parse(item);
  // One after the other, so the two children do not compete for the CPU or the memory.
  const small = await stream(template, storeId, streamedCounts[0]);
  const large = await stream(template, storeId, streamedCounts[1]);
  const ratio = large.heapGrowthBytes / small.heapGrowthBytes;
  const complete = small.items === streamedCounts[0] && large.items === streamedCounts[1];
  return {
    name: 'bulk reader peak heap growth streaming 100,000 history items vs 10,000',
    value: Number(ratio.toFixed(2)),
    unit: 'x the growth at 10,000',
    goal: `<= ${memoryGoal}`,
    met: ratio <= memoryGoal && complete,
    details: {
      'heap growth MiB at 10k': mib(small.heapGrowthBytes),
      'heap growth MiB at 100k': mib(large.heapGrowthBytes),
      'rss growth MiB at 10k': mib(small.rssGrowthBytes),
      'rss growth MiB at 100k': mib(large.rssGrowthBytes),
      'heap held after the read and GC MiB': `${mib(small.retainedBytes)}|${mib(large.retainedBytes)}`,
      'items read': `${small.items}|${large.items}`,
      'requests at the server': `${small.requests}|${large.requests}`,
      'items per second at 100k': Math.round((large.items * 1_000) / large.ms),
      server: 'node:http pages made up from the cursor',
    },
  };
}

const bulkReaderBench: Benchmark = async () => {
  const counted = await countRequests();
  return [counted.report, await measureMemory(counted.item, counted.storeId)];
};

export default bulkReaderBench;
