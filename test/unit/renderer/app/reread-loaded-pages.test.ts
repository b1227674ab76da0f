import { describe, expect, it } from 'vitest';
import type { IpcError, IpcResult } from '../../../../shared/ipc/ipc-result';
import { rereadLoadedPages } from '../../../../renderer/app/reread-loaded-pages';

/** A list of `total` numbered rows served `size` at a time after the row given. */
function pagedList(total: number, size: number) {
  const asked: (number | undefined)[] = [];
  const readPage = (after: number | undefined) => {
    asked.push(after);
    const start = after ?? 0;
    const items = Array.from(
      { length: Math.max(0, Math.min(size, total - start)) },
      (_, i) => start + i + 1,
    );
    return Promise.resolve({ ok: true, data: { items, has_more: start + size < total } } as const);
  };
  return { readPage, asked };
}

describe('rereadLoadedPages', () => {
  it('reads page by page from the top until it holds as many rows as were loaded', async () => {
    const { readPage, asked } = pagedList(50, 10);
    const read = await rereadLoadedPages(25, readPage);
    expect(read).toEqual({
      ok: true,
      data: { items: Array.from({ length: 30 }, (_, i) => i + 1), hasMore: true },
    });
    expect(asked).toEqual([undefined, 10, 20]);
  });

  it('reads the first page when nothing was loaded, and stops where the list ends', async () => {
    expect(await rereadLoadedPages(0, pagedList(50, 10).readPage)).toMatchObject({
      data: { hasMore: true, items: { length: 10 } },
    });
    const shrunk = pagedList(12, 10);
    expect(await rereadLoadedPages(40, shrunk.readPage)).toMatchObject({
      data: { hasMore: false, items: { length: 12 } },
    });
    expect(shrunk.asked).toEqual([undefined, 10]);
  });

  it('answers the first failure, and null once a newer request took over', async () => {
    const error: IpcError = { code: 'SERVICE_UNAVAILABLE_TRY_AGAIN', message: 'down' };
    const { readPage } = pagedList(50, 10);
    const failing = (
      after: number | undefined,
    ): Promise<IpcResult<{ items: number[]; has_more: boolean }> | null> =>
      after === undefined ? readPage(after) : Promise.resolve({ ok: false, error });
    expect(await rereadLoadedPages(20, failing)).toEqual({ ok: false, error });
    const overtaken = (after: number | undefined) =>
      after === undefined ? readPage(after) : Promise.resolve(null);
    expect(await rereadLoadedPages(20, overtaken)).toBeNull();
  });
});
