import { readFile } from 'node:fs/promises';
import { openJournal } from '../../../../main/journal/journal';
import { tillCredentials, tillService } from './crash-test-service';
import { createTill } from './till';

/*
 * A till selling as fast as it can until the crash-recovery test kills it: three cashiers'
 * lanes of `till.ts`, whose customers pay, authenticate, abort or walk away. It prints `ready`,
 * then `intent <operationId>` once each operation's intent is durable.
 *
 * Usage: tsx sale-runner.ts <journal directory> <credentials file> <seed>
 */

const [directory, credentialsFile, seedText] = process.argv.slice(2);
if (directory === undefined || credentialsFile === undefined || seedText === undefined) {
  throw new Error('usage: sale-runner.ts <journal directory> <credentials file> <seed>');
}

/** Deterministic per seed, so a failing kill can be replayed. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const credentials = tillCredentials.parse(JSON.parse(await readFile(credentialsFile, 'utf8')));
const opened = await openJournal({ directory });
if (!opened.ok) throw new Error(`journal: ${opened.error.code}`);
const till = createTill({
  journal: opened.value.journal,
  api: tillService(credentials).api,
  baseUrl: credentials.baseUrl,
  storeId: credentials.storeId,
  random: mulberry32(Number(seedText)),
  customers: { abort: 0.15, walkAway: 0.1 },
  onIntent: (operationId) => process.stdout.write(`intent ${operationId}\n`),
  onCustomerError: (error) => process.stderr.write(`customer: ${String(error)}\n`),
});

async function lane(): Promise<never> {
  for (;;) await till.oneSale();
}

process.stdout.write('ready\n');
await Promise.all([lane(), lane(), lane()]);
