import type { IpcResult } from '../../shared/ipc/ipc-result';

interface ListPage<Item> {
  readonly items: readonly Item[];
  readonly has_more: boolean;
}

/**
 * A list read again from its first page, page by page, until it holds as many rows as were
 * loaded or the list ends, so after a refresh the row the clerk looked at is still there.
 * `readPage` gets the last row read so far (its cursor) and answers null when a newer request
 * took over, and so does this. Given `reachedEnd`, it reads on until a row read is at or past
 * the old last row instead, so rows added on top push none of the loaded ones out.
 */
export async function rereadLoadedPages<Item>(
  loaded: number,
  readPage: (after: Item | undefined) => Promise<IpcResult<ListPage<Item>> | null>,
  reachedEnd?: (item: Item) => boolean,
): Promise<IpcResult<{ items: Item[]; hasMore: boolean }> | null> {
  const items: Item[] = [];
  let hasMore = true;
  const short = () => (reachedEnd === undefined ? items.length < loaded : !items.some(reachedEnd));
  while (hasMore && (items.length === 0 || short())) {
    const result = await readPage(items.at(-1));
    if (result === null || !result.ok) return result;
    items.push(...result.data.items);
    hasMore = result.data.has_more;
    if (result.data.items.length === 0) break;
  }
  return { ok: true, data: { items, hasMore } };
}
