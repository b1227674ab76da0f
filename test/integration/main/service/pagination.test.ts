import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paginated, paginationQuery } from '../../../../shared/service/pagination';
import { defineRoute } from '../../../../shared/service/route';
import { listItems, listPages, readAllItems } from '../../../../main/service/pagination';
import { createServiceClient } from '../../../../main/service/service-client';
import { sendJson, startScriptedServer } from './scripted-server';

const listCharges = defineRoute({
  method: 'GET',
  path: '/stores/{storeId}/charges',
  auth: 'secret',
  params: z.strictObject({ storeId: z.string() }),
  query: paginationQuery.extend({ status: z.string().optional() }),
  response: paginated(z.looseObject({ id: z.string(), n: z.number() })),
  status: 200,
  idempotent: false,
});
const input = { params: { storeId: 'store-1' }, query: { status: 'successful' } };

const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A store with `count` charges, listed as the spec pages them: after the cursor, `limit` at a time. */
async function storeWith(count: number) {
  const charges = Array.from({ length: count }, (_, n) => ({ id: uuidOf(n), n }));
  const server = await startScriptedServer((request, response) => {
    const url = new URL(request.url, 'http://service');
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const cursor = url.searchParams.get('cursor');
    const start = cursor === null ? 0 : charges.findIndex((charge) => charge.id === cursor) + 1;
    const items = charges.slice(start, start + limit);
    sendJson(response, 200, { items, has_more: start + limit < charges.length });
  });
  const client = createServiceClient({
    baseUrl: server.origin,
    appVersion: '0.1.0',
    credentials: () => Promise.resolve({ secret: 's', jwt: 'j' }),
  });
  cleanup.push(
    () => server.close(),
    () => client.close(),
  );
  const queries = () =>
    server.requests.map((request) => new URL(request.url, 'http://service').searchParams);
  return { client, queries };
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const value of iterable) out.push(value);
  return out;
}

describe('pagination over loopback HTTP', () => {
  it('lists every item across several pages, in order, keeping the filters', async () => {
    const { client, queries } = await storeWith(25);
    const items = await collect(listItems(client, listCharges, input));
    expect(items.map((item) => item.n)).toEqual(Array.from({ length: 25 }, (_, n) => n));
    expect(queries().map((query) => query.get('cursor'))).toEqual([null, uuidOf(9), uuidOf(19)]);
    expect(queries().every((query) => query.get('status') === 'successful')).toBe(true);
  });

  it('uses the caller’s page size', async () => {
    const { client, queries } = await storeWith(25);
    const pages = await collect(
      listPages(client, listCharges, { ...input, query: { ...input.query, limit: 20 } }),
    );
    expect(pages.map((page) => page.items.length)).toEqual([20, 5]);
    expect(queries().map((query) => query.get('limit'))).toEqual(['20', '20']);
  });

  it('makes a single request for exactly one page', async () => {
    const { client, queries } = await storeWith(10);
    expect(await collect(listItems(client, listCharges, input))).toHaveLength(10);
    expect(queries()).toHaveLength(1);
  });

  it('makes a single request for an empty list', async () => {
    const { client, queries } = await storeWith(0);
    expect(await collect(listItems(client, listCharges, input))).toEqual([]);
    expect(queries()).toHaveLength(1);
  });

  it('reads in pages of 100, fetching the next page only when the consumer pulls past one', async () => {
    const { client, queries } = await storeWith(250);
    const reader = readAllItems(client, listCharges, input);
    const pulled: number[] = [];
    const requestsAfter = new Map<number, number>();
    for await (const item of reader) {
      pulled.push(item.n);
      requestsAfter.set(pulled.length, queries().length);
    }
    expect(pulled).toHaveLength(250);
    expect(queries().map((query) => query.get('limit'))).toEqual(['100', '100', '100']);
    expect([1, 100, 101, 200, 201, 250].map((count) => requestsAfter.get(count))).toEqual([
      1, 1, 2, 2, 3, 3,
    ]);
  });
});
