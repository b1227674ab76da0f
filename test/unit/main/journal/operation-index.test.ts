import * as nodeFs from 'node:fs/promises';
import { appendFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  openOperationIndex,
  type IndexedOperation,
} from '../../../../main/journal/operation-index';
import { toMinorUnits } from '../../../../shared/money';

const storeId = '11111111-1111-4111-8111-111111111111';
let counter = 0;
const nextId = () => `00000000-0000-4000-8000-${(++counter).toString().padStart(12, '0')}`;

function ended(createdAt: string, fields: Partial<IndexedOperation['operation']> = {}) {
  return {
    operation: {
      operationId: nextId(),
      kind: 'card_sale',
      chargeId: nextId(),
      amount: toMinorUnits(1200),
      currency: 'JPY',
      chargeStatus: 'successful',
      outcome: 'succeeded',
      review: null,
      createdAt,
      ...fields,
    },
    storeId,
    mode: 'test',
    training: false,
    storeDay: createdAt.slice(0, 10),
    endedAt: createdAt,
  } satisfies IndexedOperation;
}

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'counter-index-'));
});
afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

const now = () => new Date('2026-12-03T08:00:00.000Z');

describe('operation index', () => {
  it('reads a range from the months it crosses only, each operation once', async () => {
    const index = await openOperationIndex({ directory, now });
    const october = ended('2026-10-31T23:00:00.000Z');
    const november = ended('2026-11-10T01:00:00.000Z');
    const december = ended('2026-12-01T01:00:00.000Z');
    for (const operation of [october, november, december]) await index.record(operation);
    // A review resolved later is written again; the last line is its word.
    const refunded = {
      ...november,
      operation: { ...november.operation, chargeStatus: 'canceled' },
    };
    await index.record(refunded);
    await index.record(refunded);

    const read: string[] = [];
    const watched = await openOperationIndex({
      directory,
      now,
      fileSystem: {
        ...nodeFs,
        readFile: ((path: string, encoding: BufferEncoding) => {
          read.push(path);
          return nodeFs.readFile(path, encoding);
        }) as typeof nodeFs.readFile,
      },
    });
    read.length = 0;
    const found = await watched.read({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
    });
    expect(found).toEqual([refunded]);
    expect(read).toEqual([join(directory, '2026-11.jsonl')]);
  });

  it('keeps 13 months before the current one and says since when it holds everything', async () => {
    await writeFile(join(directory, 'kept-since.json'), '{"keptSince":"2024-05-02T00:00:00.000Z"}');
    const kept = ended('2025-11-15T00:00:00.000Z');
    await writeFile(
      join(directory, '2025-10.jsonl'),
      `${JSON.stringify(ended('2025-10-20T00:00:00.000Z'))}\n`,
    );
    await writeFile(join(directory, '2025-11.jsonl'), `${JSON.stringify(kept)}\n`);

    const index = await openOperationIndex({ directory, now });

    expect((await readdir(directory)).sort()).toEqual(['2025-11.jsonl', 'kept-since.json']);
    expect(index.keptSince()).toBe('2025-11-01T00:00:00.000Z');
    const found = await index.read({ from: '2025-01-01T00:00:00.000Z', to: now().toISOString() });
    expect(found).toEqual([kept]);
  });

  it('holds everything since its first start on a new till', async () => {
    const index = await openOperationIndex({ directory, now });
    const reopened = await openOperationIndex({
      directory,
      now: () => new Date('2027-01-05T00:00:00.000Z'),
    });
    expect(index.keptSince()).toBe(now().toISOString());
    expect(reopened.keptSince()).toBe(now().toISOString());
  });

  it('skips a line torn by a crash and writes the next one on a line of its own', async () => {
    const before = ended('2026-12-01T01:00:00.000Z');
    await writeFile(join(directory, '2026-12.jsonl'), `${JSON.stringify(before)}\n`);
    const torn = JSON.stringify(ended('2026-12-01T02:00:00.000Z'));
    await appendFile(join(directory, '2026-12.jsonl'), torn.slice(0, torn.length / 2));

    const index = await openOperationIndex({ directory, now });
    const after = ended('2026-12-02T01:00:00.000Z');
    await index.record(after);

    const found = await index.read({ from: '2026-12-01T00:00:00.000Z', to: now().toISOString() });
    expect(found).toEqual([before, after]);
  });
});
