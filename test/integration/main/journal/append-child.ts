/*
 * Child process of kill-recovery.test.ts: appends as fast as it can and prints each record's
 * id only after the append resolved, i.e. once the record is durable. The test kills it with
 * SIGKILL at random points and checks that every printed id survived.
 *
 *   node --import tsx append-child.ts log <directory>
 *   node --import tsx append-child.ts journal <directory>
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { openJournal } from '../../../../main/journal/journal';
import { openRecordLog } from '../../../../main/journal/record-log';
import {
  killTestLogKind,
  killTestLogName,
  killTestMaxRecordBytes,
  recordBody,
  saleIntent,
} from './kill-test-records';

const [mode, directory] = process.argv.slice(2);

function fail(what: string, error: unknown): never {
  process.stderr.write(`${what}: ${JSON.stringify(error)}\n`);
  process.exit(2);
}

async function appendRecords(folder: string): Promise<void> {
  const opened = await openRecordLog({
    path: join(folder, killTestLogName),
    kind: killTestLogKind,
    maxRecordBytes: killTestMaxRecordBytes,
  });
  if (!opened.ok) fail('open', opened.error);
  const { log, records } = opened.value;
  let n = records.length;
  process.stdout.write('ready\n');
  for (;;) {
    n++;
    const appended = await log.append({ n, body: recordBody(n) });
    if (!appended.ok) fail('append', appended.error);
    process.stdout.write(`${n}\n`);
    // Now and then replace the whole file, so some kills land in the middle of a rewrite.
    if (n % 60 === 0) {
      const kept = Array.from({ length: n }, (_, index) => ({
        n: index + 1,
        body: recordBody(index + 1),
      }));
      const rewritten = await log.rewrite(kept);
      if (!rewritten.ok) fail('rewrite', rewritten.error);
    }
  }
}

async function journalOperations(folder: string): Promise<void> {
  // A tiny threshold and no retention: compaction runs often and drops every ended operation.
  const opened = await openJournal({
    directory: folder,
    compactAtBytes: 8 * 1024,
    retainTerminalMs: 0,
  });
  if (!opened.ok) fail('open', opened.error);
  const { journal } = opened.value;
  process.stdout.write('ready\n');
  for (let i = 0; ; i++) {
    const intent = await journal.recordIntent(saleIntent);
    if (!intent.ok) fail('intent', intent.error);
    const id = intent.value.id;
    process.stdout.write(`open ${id}\n`);
    const token = await journal.recordTransition(id, 'token_created', {
      transactionTokenId: randomUUID(),
    });
    if (!token.ok) fail('transition', token.error);
    if (i % 2 === 0) {
      const outcome = await journal.recordOutcome(id, 'succeeded');
      if (!outcome.ok) fail('outcome', outcome.error);
      process.stdout.write(`done ${id}\n`);
    }
  }
}

if (directory === undefined) fail('usage', 'append-child.ts log|journal <directory>');
await (mode === 'journal' ? journalOperations(directory) : appendRecords(directory));
