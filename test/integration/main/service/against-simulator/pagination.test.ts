import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, readAllItems } from '../../../../../main/service/pagination';
import { tokenRoutes } from '../../../../../shared/service/tokens';
import {
  cardTokenBody,
  collect,
  startHarness,
  type ClientHandle,
  type Harness,
} from './simulator-harness';

/*
 * The client's list readers against the simulator's own pagination (spec: Limits): the
 * cursor of each page is the last item's id, and pages are fetched only while has_more.
 */

const email = 'paged@example.jp';
const tokenCount = 25;

let h: Harness;
let handle: ClientHandle;
/** The tokens' ids, oldest first. */
let created: string[];

beforeAll(async () => {
  h = await startHarness();
  handle = h.connect();
  created = [];
  for (let n = 0; n < tokenCount; n++) {
    // Subscription tokens: a list never shows one_time tokens (references: Token lists).
    const token = await handle.api.tokens.createToken({
      body: { ...cardTokenBody(), type: 'subscription', email },
    });
    created.push(token.id);
    // A second apart, so the creation order is also the order of their dates.
    h.sim.clock.advance(1_000);
  }
});
afterAll(() => h.close());

/** The query of each list request sent while `read` ran. */
async function requestsDuring<Value>(read: () => Promise<Value>) {
  const before = handle.sent.length;
  const value = await read();
  const queries = handle.sent
    .slice(before)
    .map((sent) => new URL(sent.path, h.sim.baseUrl))
    .filter((url) => url.pathname === `/stores/${h.storeId}/tokens`)
    .map((url) => url.searchParams);
  return { value, queries };
}

const input = (query: { limit?: number; cursor_direction?: 'asc' | 'desc'; email?: string }) => ({
  params: { storeId: h.storeId },
  query: { email, ...query },
});

describe('pagination through the simulator', () => {
  it('lists 25 tokens newest first in 3 requests of 10, each after the last id', async () => {
    const { value, queries } = await requestsDuring(() =>
      collect(listItems(handle.client, tokenRoutes.listStoreTokens, input({ limit: 10 }))),
    );
    const newestFirst = created.toReversed();
    expect(value.map((token) => token.id)).toEqual(newestFirst);
    expect(queries.map((query) => [query.get('limit'), query.get('cursor')])).toEqual([
      ['10', null],
      ['10', newestFirst[9]],
      ['10', newestFirst[19]],
    ]);
    expect(queries.every((query) => query.get('email') === email)).toBe(true);
  });

  it('lists the same tokens oldest first with cursor_direction asc', async () => {
    const { value, queries } = await requestsDuring(() =>
      collect(
        listItems(
          handle.client,
          tokenRoutes.listStoreTokens,
          input({ limit: 10, cursor_direction: 'asc' }),
        ),
      ),
    );
    expect(value.map((token) => token.id)).toEqual(created);
    expect(queries.map((query) => query.get('cursor'))).toEqual([null, created[9], created[19]]);
    expect(queries.every((query) => query.get('cursor_direction') === 'asc')).toBe(true);
  });

  it('makes a single request for an empty list', async () => {
    const { value, queries } = await requestsDuring(() =>
      collect(
        listItems(
          handle.client,
          tokenRoutes.listStoreTokens,
          input({ email: 'nobody@example.jp' }),
        ),
      ),
    );
    expect(value).toEqual([]);
    expect(queries).toHaveLength(1);
  });

  it('reads every token with readAllItems in one request of the largest page, 100', async () => {
    const { value, queries } = await requestsDuring(() =>
      collect(readAllItems(handle.client, tokenRoutes.listStoreTokens, input({}))),
    );
    expect(value.map((token) => token.id)).toEqual(created.toReversed());
    expect(queries.map((query) => query.get('limit'))).toEqual(['100']);
  });
});
