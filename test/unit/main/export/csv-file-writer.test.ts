import * as fileSystem from 'node:fs/promises';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeCsvFile, type CsvColumn } from '../../../../main/export/csv-file-writer';
import type { AtomicFileSystem } from '../../../../main/files/atomic-file';

interface Row {
  readonly name: string;
  readonly amount: number;
}
const columns: readonly CsvColumn<Row>[] = [
  { header: 'name', cell: (row) => row.name },
  { header: 'amount', cell: (row) => row.amount },
];

function* pagesOf(...pages: Row[][]): Generator<readonly Row[]> {
  for (const page of pages) yield page;
}

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'counter-csv-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('CSV file writer', () => {
  it('writes a BOM, the header and every page with CRLF line ends, quoting what needs it', async () => {
    const path = join(folder, 'out.csv');
    const rows = await writeCsvFile(
      path,
      'utf8',
      columns,
      pagesOf([{ name: 'a, "b"', amount: 1 }], [], [{ name: 'c', amount: -2 }]),
    );
    expect(rows).toBe(2);
    expect(await readFile(path, 'utf8')).toBe('\uFEFFname,amount\r\n"a, ""b""",1\r\nc,-2\r\n');
  });

  it('writes a text a spreadsheet would run as a formula as text', async () => {
    const path = join(folder, 'out.csv');
    const risky = ['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)'].map((name) => ({ name, amount: 0 }));
    await writeCsvFile(path, 'utf8', columns, pagesOf(risky));
    const lines = (await readFile(path, 'utf8')).split('\r\n').slice(1, -1);
    expect(lines).toEqual(['"\'=HYPERLINK(""x"")",0', "'+1,0", "'-2,0", "'@SUM(A1),0"]);
  });

  it('writes the file readable by the till user only, even over a wider one', async () => {
    const path = join(folder, 'out.csv');
    await writeFile(path, 'older export', { mode: 0o644 });
    await writeCsvFile(path, 'utf8', columns, pagesOf([{ name: 'HANAKO YAMADA', amount: 1 }]));
    expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it('writes a formula led by a full-width or small sign as text too', async () => {
    const path = join(folder, 'out.csv');
    const risky = ['＝１＋１', '＋1', '－2', '＠SUM(A1)', '﹦1', '﹢1'].map((name) => ({
      name,
      amount: 0,
    }));
    await writeCsvFile(path, 'utf8', columns, pagesOf(risky));
    const lines = (await readFile(path, 'utf8')).split('\r\n').slice(1, -1);
    expect(lines).toEqual(["'＝１＋１,0", "'＋1,0", "'－2,0", "'＠SUM(A1),0", "'﹦1,0", "'﹢1,0"]);
  });

  it('leaves a text that only contains a sign, or starts with a letter, as it is', async () => {
    const path = join(folder, 'out.csv');
    await writeCsvFile(
      path,
      'utf8',
      columns,
      pagesOf([
        { name: 'Ａ＝１', amount: 0 },
        { name: '', amount: 0 },
      ]),
    );
    const lines = (await readFile(path, 'utf8')).split('\r\n').slice(1, -1);
    expect(lines).toEqual(['Ａ＝１,0', ',0']);
  });

  it('writes Windows-31J without a BOM for Shift_JIS', async () => {
    const path = join(folder, 'out.csv');
    await writeCsvFile(path, 'sjis', columns, pagesOf([{ name: '精算 ①～', amount: 3 }]));
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);
    expect(iconv.decode(bytes, 'cp932')).toBe('name,amount\r\n精算 ①～,3\r\n');
  });

  it('leaves neither the file nor its temporary when the rows fail', async () => {
    function* failing(): Generator<readonly Row[]> {
      yield [{ name: 'a', amount: 1 }];
      throw Object.assign(new Error('disk'), { code: 'EIO' });
    }
    const written = writeCsvFile(join(folder, 'out.csv'), 'utf8', columns, failing());
    await expect(written).rejects.toMatchObject({ code: 'EXPORT_WRITE_FAILED' });
    expect(await readdir(folder)).toEqual([]);
  });

  it('flushes the folder once the file is renamed into place, so the export survives a power cut', async () => {
    const path = join(folder, 'out.csv');
    const steps: string[] = [];
    const watching: AtomicFileSystem = {
      ...fileSystem,
      open: async (...args: Parameters<typeof fileSystem.open>) => {
        const handle = await fileSystem.open(...args);
        const sync = handle.sync.bind(handle);
        return Object.assign(handle, {
          sync: () => {
            steps.push(`sync ${String(args[0])}`);
            return sync();
          },
        });
      },
      rename: (from, to) => {
        steps.push(`rename -> ${String(to)}`);
        return fileSystem.rename(from, to);
      },
    };
    await writeCsvFile(path, 'utf8', columns, pagesOf([{ name: 'a', amount: 1 }]), {
      fileSystem: watching,
    });
    expect(steps.slice(1)).toEqual([`rename -> ${path}`, `sync ${folder}`]);
  });
});
