import { readAllItems } from '../../main/service/pagination';
import { createServiceClient, type ServiceClient } from '../../main/service/service-client';
import { historyRoutes, type HistoryItem } from '../../shared/service/history';

/*
 * One memory measurement of bulk-reader.bench.ts, alone in its own process so that neither
 * the other count's garbage nor the server's shows in it:
 * `node --expose-gc --import tsx bulk-reader-stream.ts <origin> <storeId>`.
 * Streams the store's history with `readAllItems` and prints one JSON line: the
 * items read, the peak growth of the heap and of the RSS over a baseline taken after GC, and
 * the heap still held once the read is over and GC has run.
 */

/**
 * Read first, so schema compilation, the pool, its socket and the nursery's pages are all in
 * the baseline: after 1,000 items the RSS was still settling.
 */
const warmupItems = 5_000;
/** How often to look at memory: often enough to see the peak, rarely enough not to slow the read. */
const sampleEvery = 10;

const [origin, storeId] = process.argv.slice(2);
const gc = globalThis.gc;
if (origin === undefined || storeId === undefined || !gc) {
  throw new Error('usage: node --expose-gc --import tsx bulk-reader-stream.ts ORIGIN STORE_ID');
}

/** Reads up to `upTo` items, handing each to `onItem`; returns how many it read. */
async function read(
  client: ServiceClient,
  store: string,
  upTo: number,
  onItem: (item: HistoryItem, read: number) => void,
): Promise<number> {
  let count = 0;
  const items = readAllItems(
    client,
    historyRoutes.listStoreHistory,
    { params: { storeId: store } },
    { cursorOf: (item) => item.resource_id },
  );
  for await (const item of items) {
    count += 1;
    onItem(item, count);
    // Leaving early closes the generator, as a consumer that has seen enough would.
    if (count === upTo) break;
  }
  return count;
}

const client = createServiceClient({
  baseUrl: origin,
  appVersion: '0.0.0-bench',
  credentials: () => Promise.resolve({ secret: 'bench-secret', jwt: 'bench.jwt.token' }),
});
await read(client, storeId, warmupItems, () => undefined);
gc();
gc();
const baseline = process.memoryUsage();
let peakHeap = baseline.heapUsed;
let peakRss = baseline.rss;
const started = performance.now();
const items = await read(client, storeId, Number.POSITIVE_INFINITY, (_item, count) => {
  if (count % sampleEvery !== 0) return;
  const now = process.memoryUsage();
  peakHeap = Math.max(peakHeap, now.heapUsed);
  peakRss = Math.max(peakRss, now.rss);
});
const ms = performance.now() - started;
gc();
const retained = process.memoryUsage().heapUsed;
await client.close();
process.stdout.write(
  `${JSON.stringify({
    items,
    heapGrowthBytes: peakHeap - baseline.heapUsed,
    rssGrowthBytes: peakRss - baseline.rss,
    retainedBytes: retained - baseline.heapUsed,
    ms,
  })}\n`,
);
