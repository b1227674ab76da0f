import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeFrame } from '../../../../main/journal/frame';
import { openRecordLog, type OpenedRecordLog } from '../../../../main/journal/record-log';

let directory: string;
let path: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'counter-record-log-'));
  path = join(directory, 'test.log');
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

async function open(kind = 'test', maxRecordBytes?: number): Promise<OpenedRecordLog> {
  const opened = await openRecordLog({
    path,
    kind,
    ...(maxRecordBytes === undefined ? {} : { maxRecordBytes }),
  });
  if (!opened.ok) throw new Error(`open failed: ${JSON.stringify(opened.error)}`);
  return opened.value;
}

async function recordsOnDisk(kind = 'test', maxRecordBytes?: number): Promise<readonly unknown[]> {
  const { log, records: found } = await open(kind, maxRecordBytes);
  await log.close();
  return found;
}

async function writeRecords(payloads: readonly object[]): Promise<void> {
  const { log } = await open();
  for (const payload of payloads) expect((await log.append(payload)).ok).toBe(true);
  expect((await log.close()).ok).toBe(true);
}

/** Deterministic pseudo-random numbers, so a failing case can be replayed. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function startIdleProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await once(child, 'spawn');
  return child;
}

const records = [{ n: 1 }, { n: 2, note: 'レシート' }, { n: 3, items: ['a', 'b'] }];

describe('record log', () => {
  it('starts a new file with no records and nothing to recover', async () => {
    const { log, records: found, recovery } = await open();
    expect(found).toEqual([]);
    expect(recovery).toBeNull();
    await log.close();
    expect(await readdir(directory)).toEqual(['test.log']);
  });

  it.skipIf(process.platform === 'win32')(
    'creates, rewrites and reopens the file readable by its owner only',
    async () => {
      const mode = async () => (await stat(path)).mode & 0o777;
      const { log } = await open();
      expect(await mode()).toBe(0o600);
      expect((await log.append({ n: 1 })).ok).toBe(true);
      expect((await log.rewrite([{ n: 2 }])).ok).toBe(true);
      expect(await mode()).toBe(0o600);
      await log.close();
      // As an older version left it.
      await chmod(path, 0o644);
      const reopened = await open();
      expect(await mode()).toBe(0o600);
      await reopened.log.close();
    },
  );

  it('returns every appended record, in order, after reopening', async () => {
    await writeRecords(records);
    const { log, records: found, recovery } = await open();
    expect(found).toEqual(records);
    expect(recovery).toBeNull();
    await log.close();
  });

  it('reads back what is on disk while open', async () => {
    const { log } = await open();
    await log.append({ n: 1 });
    await log.append({ n: 2 });
    expect(await log.readBack()).toEqual({ ok: true, value: [{ n: 1 }, { n: 2 }] });
    await log.close();
  });

  it('cuts a torn last record at every byte offset, keeps the earlier ones and appends after them', async () => {
    await writeRecords(records);
    const whole = await readFile(path);
    const lastFrame = encodeFrame(JSON.stringify(records[2]));
    const lastStart = whole.length - lastFrame.length;
    for (let cut = lastStart + 1; cut < whole.length; cut++) {
      await writeFile(path, whole.subarray(0, cut));
      const { log, records: found, recovery } = await open();
      expect(found).toEqual(records.slice(0, 2));
      expect(recovery).toMatchObject({ offset: lastStart, discardedBytes: cut - lastStart });
      expect((await log.append({ n: 'after' })).ok).toBe(true);
      await log.close();
      const reopened = await open();
      expect(reopened.records).toEqual([...records.slice(0, 2), { n: 'after' }]);
      expect(reopened.recovery).toBeNull();
      await reopened.log.close();
    }
  });

  it('ignores random garbage after the last record and reports it', async () => {
    await writeRecords(records);
    const whole = await readFile(path);
    const random = mulberry32(20240105);
    const pieces = ['\n', ' ', '12 ', 'deadbeef ', '{"n":4}', '0', '\u0000', 'ÿ'];
    for (let round = 0; round < 60; round++) {
      const parts: Buffer[] = [];
      const length = 1 + Math.floor(random() * 120);
      for (let i = 0; i < length; i++) {
        parts.push(
          random() < 0.5
            ? Buffer.from([Math.floor(random() * 256)])
            : Buffer.from(pieces[Math.floor(random() * pieces.length)] ?? ''),
        );
      }
      const garbage = Buffer.concat(parts);
      await writeFile(path, Buffer.concat([whole, garbage]));
      const { log, records: found, recovery } = await open();
      expect(found).toEqual(records);
      expect(recovery).toMatchObject({ offset: whole.length, discardedBytes: garbage.length });
      expect((await log.append({ n: round })).ok).toBe(true);
      await log.close();
      expect((await readFile(path)).length).toBe(
        whole.length + encodeFrame(JSON.stringify({ n: round })).length,
      );
    }
  });

  it('ignores a zero-filled tail, as a power loss can leave', async () => {
    await writeRecords(records);
    const whole = await readFile(path);
    await writeFile(path, Buffer.concat([whole, Buffer.alloc(4096)]));
    const { log, records: found, recovery } = await open();
    expect(found).toEqual(records);
    expect(recovery).toEqual({ offset: whole.length, discardedBytes: 4096, problem: 'malformed' });
    await log.close();
  });

  it('reports damage followed by intact records as LOG_CORRUPT and changes nothing on disk', async () => {
    const five = [1, 2, 3, 4, 5].map((n) => ({ n, text: `record ${n}` }));
    await writeRecords(five);
    const whole = await readFile(path);
    const damaged = Buffer.from(whole);
    const second = damaged.indexOf('record 2');
    damaged[second] = 'R'.charCodeAt(0);
    await writeFile(path, damaged);

    const opened = await openRecordLog({ path, kind: 'test' });
    expect(opened).toMatchObject({
      ok: false,
      error: {
        code: 'LOG_CORRUPT',
        problem: 'checksum_mismatch',
        recordsBefore: 1,
        recordsAfter: 3,
      },
    });
    expect(await readFile(path)).toEqual(damaged);
    // The failed open released its lock: the same error again, not LOG_LOCKED.
    expect(await openRecordLog({ path, kind: 'test' })).toMatchObject({
      ok: false,
      error: { code: 'LOG_CORRUPT' },
    });
  });

  it('reports a damaged header followed by records as LOG_CORRUPT', async () => {
    await writeRecords(records);
    const damaged = await readFile(path);
    damaged[0] = 'x'.charCodeAt(0);
    await writeFile(path, damaged);
    expect(await openRecordLog({ path, kind: 'test' })).toMatchObject({
      ok: false,
      error: { code: 'LOG_CORRUPT', offset: 0, recordsBefore: 0, recordsAfter: 3 },
    });
  });

  it('starts afresh when the file holds only a torn header', async () => {
    await writeFile(
      path,
      encodeFrame(JSON.stringify({ format: 'counter-record-log' })).subarray(0, 9),
    );
    const { log, records: found, recovery } = await open();
    expect(found).toEqual([]);
    expect(recovery).toMatchObject({ offset: 0, discardedBytes: 9 });
    await log.append({ n: 1 });
    await log.close();
    expect(await recordsOnDisk()).toEqual([{ n: 1 }]);
  });

  it('refuses to open a log of another kind', async () => {
    await writeRecords(records);
    expect(await openRecordLog({ path, kind: 'other' })).toMatchObject({
      ok: false,
      error: { code: 'LOG_FOREIGN', expectedKind: 'other' },
    });
  });

  it('replaces all records atomically on rewrite and keeps appending after them', async () => {
    const { log } = await open();
    await log.append({ n: 1 });
    await log.append({ n: 2 });
    expect((await log.rewrite([{ n: 2 }])).ok).toBe(true);
    await log.append({ n: 3 });
    await log.close();
    expect(await recordsOnDisk()).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('removes a rewrite cut short by a crash and keeps the log as it was', async () => {
    await writeRecords(records);
    await writeFile(`${path}.rewrite`, 'half a rewri');
    const { log, records: found } = await open();
    expect(found).toEqual(records);
    await log.close();
    expect((await readdir(directory)).sort()).toEqual(['test.log']);
  });

  it('refuses a record over the size limit and keeps working', async () => {
    const { log } = await open('test', 64);
    expect(await log.append({ text: 'x'.repeat(100) })).toMatchObject({
      ok: false,
      error: { code: 'LOG_RECORD_TOO_LARGE', limit: 64 },
    });
    expect((await log.append({ n: 1 })).ok).toBe(true);
    await log.close();
    expect(await recordsOnDisk('test', 64)).toEqual([{ n: 1 }]);
  });

  it('refuses appends after close', async () => {
    const { log } = await open();
    await log.close();
    expect(await log.append({ n: 1 })).toMatchObject({ ok: false, error: { code: 'LOG_CLOSED' } });
  });

  it('creates missing parent folders', async () => {
    path = join(directory, 'data', 'journal', 'test.log');
    const { log } = await open();
    await log.append({ n: 1 });
    await log.close();
    expect(await recordsOnDisk()).toEqual([{ n: 1 }]);
  });
});

describe('record log lock', () => {
  it('refuses a second writer while the first holds the log', async () => {
    const first = await open();
    expect(await openRecordLog({ path, kind: 'test' })).toMatchObject({
      ok: false,
      error: { code: 'LOG_LOCKED', pid: process.pid },
    });
    await first.log.close();
    const second = await open();
    await second.log.close();
  });

  it('refuses a lock held by another running process', async () => {
    const child = await startIdleProcess();
    try {
      await writeFile(`${path}.lock`, JSON.stringify({ pid: child.pid, createdAt: Date.now() }));
      expect(await openRecordLog({ path, kind: 'test' })).toMatchObject({
        ok: false,
        error: { code: 'LOG_LOCKED', pid: child.pid },
      });
    } finally {
      child.kill();
      await once(child, 'exit');
    }
  });

  it('takes over a lock left by a process that has exited', async () => {
    const child = await startIdleProcess();
    child.kill('SIGKILL');
    await once(child, 'exit');
    await writeFile(`${path}.lock`, JSON.stringify({ pid: child.pid, createdAt: Date.now() }));
    const { log } = await open();
    await log.close();
  });

  it('takes over a lock written before the machine last booted, whoever has its pid now', async () => {
    const child = await startIdleProcess();
    try {
      await writeFile(`${path}.lock`, JSON.stringify({ pid: child.pid, createdAt: 0 }));
      const { log } = await open();
      await log.close();
    } finally {
      child.kill();
      await once(child, 'exit');
    }
  });

  it('takes over a lock naming this process that this process does not hold', async () => {
    await writeFile(`${path}.lock`, JSON.stringify({ pid: process.pid, createdAt: Date.now() }));
    const { log } = await open();
    await log.close();
  });

  it('takes over an unreadable lock, as a power loss can leave', async () => {
    await writeFile(`${path}.lock`, '{"pid":');
    const { log } = await open();
    await log.close();
  });

  it('removes its lock on close', async () => {
    const { log } = await open();
    expect(await readdir(directory)).toContain('test.log.lock');
    await log.close();
    expect(await readdir(directory)).not.toContain('test.log.lock');
  });
});
