import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExportProgress } from '../../../../shared/back-office/export-request';
import { createCounterCore, type CounterCore } from '../../../../main/core/counter-core';
import { createKeychain } from '../../../../main/credentials/keychain';
import { fakeKeychainBackend } from '../../../unit/main/credentials/fake-keychain-backend';
import { readCsv } from './read-csv';

/*
 * export:start, export:cancel and export:progress through the core's dispatch, against the
 * training simulator seeded with a history, as the back office's export panel uses them:
 * the file goes to the export folder (the data directory's exports/ by default, or one the
 * clerk typed and main checked, kept in settings.json), and its end names the whole place.
 */

let dataDir: string;
let core: CounterCore;
const progress: ExportProgress[] = [];
const waiting: ((event: ExportProgress) => void)[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'counter-export-ipc-'));
  progress.length = 0;
  core = await createCounterCore({
    dataDir,
    appVersion: '0.1.0-test',
    keychain: createKeychain({ backend: fakeKeychainBackend().backend, service: 'export-test' }),
    authenticator: { open: () => Promise.resolve('closed') },
    printer: null,
    trainingHistory: { count: 600, days: 3 },
  });
  core.events.subscribe((event) => {
    if (event.channel !== 'export:progress') return;
    progress.push(event.payload);
    for (const notify of waiting.splice(0)) notify(event.payload);
  });
});

afterEach(async () => {
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The export's end (done or failed), whether it came already or comes later. */
function endOf(exportId: string): Promise<ExportProgress> {
  return new Promise((resolve) => {
    const check = (event: ExportProgress) => {
      if (event.exportId === exportId && event.state !== 'running') resolve(event);
      else waiting.push(check);
    };
    const ended = progress.find(
      (event) => event.exportId === exportId && event.state !== 'running',
    );
    if (ended) resolve(ended);
    else waiting.push(check);
  });
}

async function start(input: unknown): Promise<string> {
  const result = await core.dispatch('export:start', input);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  const { exportId } = result.data as { exportId: string };
  return exportId;
}

describe('export channels', () => {
  it('exports the history to exports/ and tells its progress and its end', async () => {
    const exportId = await start({ kind: 'history', scope: 'store', query: {}, encoding: 'utf8' });
    const end = await endOf(exportId);
    if (end.state !== 'done') throw new Error(`export ended ${JSON.stringify(end)}`);
    const files = await readdir(join(dataDir, 'exports'));
    expect(files).toEqual([end.fileName]);
    const { records } = await readCsv(join(dataDir, 'exports', end.fileName), 'utf8');
    expect(records.length - 1).toBe(end.summary.rows);
    expect(end.summary.rows).toBeGreaterThan(300);
    const running = progress.filter((event) => event.state === 'running');
    expect(running.at(-1)).toMatchObject({ read: end.summary.rows });
  });

  it('exports a day close as its totals, per currency, method and bucket', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const exportId = await start({
      kind: 'day-close',
      request: { scope: 'merchant', fromDate: today, toDate: today, mode: 'test' },
      encoding: 'sjis',
    });
    const end = await endOf(exportId);
    if (end.state !== 'done') throw new Error(`export ended ${JSON.stringify(end)}`);
    const { records } = await readCsv(join(dataDir, 'exports', end.fileName), 'sjis');
    const [header, ...rows] = records;
    expect(header).toContain('bucket');
    const level = header?.indexOf('level') ?? -1;
    const bucket = header?.indexOf('bucket') ?? -1;
    expect(rows.some((row) => row[level] === 'currency' && row[bucket] === 'net')).toBe(true);
    expect(rows.some((row) => row[level] === 'method' && row[bucket] === 'paid')).toBe(true);
    const mode = header?.indexOf('mode') ?? -1;
    expect(rows.every((row) => row[mode] === 'test')).toBe(true);
  });

  it('cancels a running export, leaving no file, and refuses a second one meanwhile', async () => {
    const exportId = await start({
      kind: 'history',
      scope: 'merchant',
      query: {},
      encoding: 'utf8',
    });
    const second = await core.dispatch('export:start', {
      kind: 'history',
      scope: 'store',
      query: {},
      encoding: 'utf8',
    });
    expect(second).toMatchObject({ ok: false, error: { code: 'EXPORT_ALREADY_RUNNING' } });
    const cancelled = await core.dispatch('export:cancel', { exportId });
    expect(cancelled).toEqual({ ok: true, data: { cancelled: true } });
    expect(await endOf(exportId)).toMatchObject({ state: 'failed', code: 'EXPORT_CANCELLED' });
    expect(await readdir(join(dataDir, 'exports'))).toEqual([]);
  });

  it('refuses an unknown encoding and a reversed range with codes', async () => {
    const encoding = await core.dispatch('export:start', {
      kind: 'history',
      scope: 'store',
      query: {},
      encoding: 'latin1',
    });
    expect(encoding).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', fields: [{ field: 'encoding', reason: 'INVALID_FORMAT' }] },
    });
    const exportId = await start({
      kind: 'history',
      scope: 'store',
      query: { from: '2026-11-30T00:00:00.000Z', to: '2026-11-01T00:00:00.000Z' },
      encoding: 'utf8',
    });
    expect(await endOf(exportId)).toMatchObject({ state: 'failed', code: 'EXPORT_RANGE_REVERSED' });
  });

  it('says where exports go and refuses a typed folder that is not absolute or not there', async () => {
    expect(await core.dispatch('export:folder', {})).toEqual({
      ok: true,
      data: { folder: join(dataDir, 'exports'), chosen: false, choose: 'typed', canOpen: false },
    });
    for (const [folder, code] of [
      ['exports', 'EXPORT_FOLDER_NOT_ABSOLUTE'],
      [join(dataDir, 'no-such-folder'), 'EXPORT_FOLDER_NOT_FOUND'],
      [join(dataDir, 'settings.json'), 'EXPORT_FOLDER_NOT_FOUND'],
    ] as const) {
      expect(await core.dispatch('export:choose-folder', { folder })).toMatchObject({
        ok: false,
        error: { code },
      });
    }
    expect(await core.dispatch('export:choose-folder', {})).toMatchObject({
      ok: false,
      error: { code: 'EXPORT_FOLDER_DIALOG_NOT_AVAILABLE' },
    });
    expect(await core.dispatch('export:open-folder', {})).toMatchObject({
      ok: false,
      error: { code: 'EXPORT_FOLDER_OPEN_NOT_AVAILABLE' },
    });
    expect(await core.dispatch('export:folder', {})).toMatchObject({ data: { chosen: false } });
  });

  it('writes into the folder the clerk typed, names the whole place, and keeps the folder', async () => {
    const chosen = join(dataDir, 'shop exports');
    await mkdir(chosen);
    expect(await core.dispatch('export:choose-folder', { folder: chosen })).toMatchObject({
      ok: true,
      data: { folder: chosen, chosen: true },
    });
    const exportId = await start({ kind: 'history', scope: 'store', query: {}, encoding: 'utf8' });
    const end = await endOf(exportId);
    if (end.state !== 'done') throw new Error(`export ended ${JSON.stringify(end)}`);
    expect(end.folder).toBe(chosen);
    expect(new Date(end.writtenAt).getTime()).not.toBeNaN();
    expect(await readdir(chosen)).toEqual([end.fileName]);
    const settings = JSON.parse(await readFile(join(dataDir, 'settings.json'), 'utf8')) as object;
    expect(settings).toMatchObject({ exportFolder: chosen });
    // Nothing went to the default folder.
    await expect(readdir(join(dataDir, 'exports'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
