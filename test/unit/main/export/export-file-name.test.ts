import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freeExportFileName } from '../../../../main/export/export-file-name';

const history = { kind: 'history', scope: 'store', query: {}, encoding: 'utf8' } as const;
const dayClose = {
  kind: 'day-close',
  request: { scope: 'store', fromDate: '2031-05-01', toDate: '2031-05-06', mode: 'test' },
  encoding: 'utf8',
} as const;
const at = new Date('2031-05-06T23:08:09.000Z');

describe('freeExportFileName', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'counter-export-name-'));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('names a history export by the store’s clock, not UTC', async () => {
    expect(await freeExportFileName(folder, history, at, 'Asia/Tokyo')).toBe(
      'history-2031-05-07T080809.csv',
    );
    expect(await freeExportFileName(folder, history, at, 'America/New_York')).toBe(
      'history-2031-05-06T190809.csv',
    );
  });

  it('never names a file the folder already holds', async () => {
    await writeFile(join(folder, 'day-close-2031-05-01-2031-05-06.csv'), 'kept');
    await writeFile(join(folder, 'day-close-2031-05-01-2031-05-06-2.csv'), 'kept too');
    expect(await freeExportFileName(folder, dayClose, at, 'Asia/Tokyo')).toBe(
      'day-close-2031-05-01-2031-05-06-3.csv',
    );
  });
});
