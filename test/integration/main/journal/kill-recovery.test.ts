import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openJournal } from '../../../../main/journal/journal';
import { openRecordLog } from '../../../../main/journal/record-log';
import {
  isLargeRecord,
  killTestLogKind,
  killTestLogName,
  killTestMaxRecordBytes,
  recordBody,
  saleIntent,
} from './kill-test-records';

/*
 * kill -9 at random points while a child appends as fast as it can (DESIGN.md: Flows): every
 * record the child reported durable must be there, whole and once, and the file must take
 * appends again.
 */

const KILLS = 20;
const child = join(import.meta.dirname, 'append-child.ts');

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'counter-kill-'));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** Deterministic pseudo-random numbers, so a failing run can be replayed. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Runs the child until it has reported `linesBeforeKill` lines after `ready`, kills it with
 * SIGKILL `delayMs` later, and returns every line it printed (read to the end of the pipe).
 */
async function runAndKill(
  mode: 'log' | 'journal',
  linesBeforeKill: number,
  delayMs: number,
): Promise<string[]> {
  const appender = spawn(process.execPath, ['--import', 'tsx', child, mode, directory], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  appender.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const closed = once(appender, 'close');
  const lines: string[] = [];
  let reported = -1;
  for await (const line of createInterface({ input: appender.stdout })) {
    lines.push(line);
    if (line === 'ready' || reported >= 0) reported++;
    if (reported === linesBeforeKill) setTimeout(() => appender.kill('SIGKILL'), delayMs);
  }
  const [code, signal] = (await closed) as [number | null, NodeJS.Signals | null];
  if (signal !== 'SIGKILL') throw new Error(`child ended with ${code} before the kill: ${stderr}`);
  return lines;
}

describe('kill -9 while appending', () => {
  it('keeps every record the child reported durable, whole and once, and stays appendable', async () => {
    const random = mulberry32(7);
    const path = join(directory, killTestLogName);
    let reported = 0;
    for (let kill = 0; kill < KILLS; kill++) {
      // Half the kills come as the child starts a large record, so that some land inside its
      // write and tear it (kill points are random: nothing below depends on where they land).
      let linesBeforeKill = Math.floor(random() * 24);
      if (random() < 0.5) {
        linesBeforeKill = 0;
        while (!isLargeRecord(reported + linesBeforeKill + 1)) linesBeforeKill++;
      }
      const lines = await runAndKill('log', linesBeforeKill, random() * 10);
      const numbers = lines.filter((line) => line !== 'ready').map(Number);
      reported = Math.max(reported, ...numbers);

      const opened = await openRecordLog({
        path,
        kind: killTestLogKind,
        maxRecordBytes: killTestMaxRecordBytes,
      });
      if (!opened.ok) throw new Error(`reopen after kill ${kill}: ${JSON.stringify(opened.error)}`);
      const { log, records } = opened.value;
      expect(records.length).toBeGreaterThanOrEqual(reported);
      // In order, each once, none missing, each intact.
      records.forEach((record, index) => {
        expect(record).toEqual({ n: index + 1, body: recordBody(index + 1) });
      });
      const next = records.length + 1;
      expect((await log.append({ n: next, body: recordBody(next) })).ok).toBe(true);
      expect((await log.close()).ok).toBe(true);
      reported = next;
    }
  }, 300_000);

  it('keeps every operation the child reported recorded, across compactions, and stays appendable', async () => {
    const random = mulberry32(11);
    const reportedOpen = new Set<string>();
    const reportedDone = new Set<string>();
    for (let kill = 0; kill < KILLS; kill++) {
      const lines = await runAndKill('journal', Math.floor(random() * 60), random() * 5);
      let lastOpened: string | undefined;
      for (const line of lines) {
        const [event, id] = line.split(' ');
        if (id === undefined) continue;
        if (event === 'open') {
          reportedOpen.add(id);
          lastOpened = id;
        } else if (event === 'done') {
          reportedDone.add(id);
        }
      }

      const opened = await openJournal({ directory });
      if (!opened.ok) throw new Error(`reopen after kill ${kill}: ${JSON.stringify(opened.error)}`);
      const { journal } = opened.value;
      for (const id of reportedOpen) {
        const operation = journal.operation(id);
        if (reportedDone.has(id)) {
          // Ended operations are compacted away with no retention, or still there, ended.
          if (operation !== undefined) expect(operation.terminal).toBe(true);
        } else if (id === lastOpened) {
          // Its outcome may have reached the disk just before the kill.
          expect(operation === undefined ? 'compacted' : operation.state).toMatch(
            /^(intent|token_created|succeeded|compacted)$/,
          );
          if (operation === undefined || operation.terminal) reportedDone.add(id);
        } else {
          expect(operation?.terminal).toBe(false);
        }
      }
      const openIds = journal.openOperations().map((operation) => operation.id);
      expect(new Set(openIds).size).toBe(openIds.length);
      const added = await journal.recordIntent(saleIntent);
      expect(added.ok).toBe(true);
      if (added.ok) reportedOpen.add(added.value.id);
      expect((await journal.close()).ok).toBe(true);
    }
  }, 300_000);
});
