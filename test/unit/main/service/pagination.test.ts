import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paginated, paginationQuery } from '../../../../shared/service/pagination';
import { defineRoute } from '../../../../shared/service/route';
import { listItems, listPages, readAllItems } from '../../../../main/service/pagination';
import { createServiceClient } from '../../../../main/service/service-client';
import { ServiceClientError } from '../../../../main/service/service-client-error';
import { mockService, origin } from './mock-service';

const ids = Array.from({ length: 7 }, (_, n) => `00000000-0000-4000-8000-00000000000${n}`);
const item = z.looseObject({ id: z.string(), n: z.number() });
const listThings = defineRoute({
  method: 'GET',
  path: '/stores/{storeId}/things',
  auth: 'secret',
  params: z.strictObject({ storeId: z.string() }),
  query: paginationQuery.extend({ colour: z.string().optional() }),
  response: paginated(item),
  status: 200,
  idempotent: false,
});
const history = z.looseObject({ resource_id: z.string() });
const listHistory = defineRoute({
  method: 'GET',
  path: '/history',
  auth: 'secret',
  params: z.strictObject({}),
  query: paginationQuery,
  response: paginated(history),
  status: 200,
  idempotent: false,
});
const input = { params: { storeId: 's' }, query: { colour: 'red' } };

function setup() {
  const service = mockService();
  const client = createServiceClient({
    baseUrl: origin,
    appVersion: '0.0.0',
    credentials: () => Promise.resolve({ secret: 's', jwt: 'j' }),
    dispatcher: service.agent,
  });
  /** Serves `ids` in pages of `size`, as the service would. */
  const pages = (size: number, from = 0) => {
    for (let start = from; start < ids.length; start += size) {
      const items = ids.slice(start, start + size).map((id, k) => ({ id, n: start + k }));
      service.reply(200, { items, has_more: start + size < ids.length });
    }
  };
  return { service, client, pages, paths: () => service.calls().map((call) => call.path) };
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const value of iterable) out.push(value);
  return out;
}

describe('pagination', () => {
  it('walks every page, passing the last id as cursor while has_more, with the filters kept', async () => {
    const { client, pages, paths } = setup();
    pages(3);
    const items = await collect(listItems(client, listThings, input));
    expect(items.map((it) => it.n)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(paths()).toEqual([
      '/stores/s/things?colour=red',
      `/stores/s/things?cursor=${ids[2]}&colour=red`,
      `/stores/s/things?cursor=${ids[5]}&colour=red`,
    ]);
  });

  it('yields whole pages from the page iterator', async () => {
    const { client, pages } = setup();
    pages(4);
    const seen = await collect(listPages(client, listThings, input));
    expect(seen.map((page) => [page.items.length, page.has_more])).toEqual([
      [4, true],
      [3, false],
    ]);
  });

  it('makes one request for a list that fits one page', async () => {
    const { client, pages, paths } = setup();
    pages(10);
    expect(await collect(listItems(client, listThings, input))).toHaveLength(7);
    expect(paths()).toHaveLength(1);
  });

  it('yields nothing for an empty list', async () => {
    const { service, client } = setup();
    service.reply(200, { items: [], has_more: false });
    expect(await collect(listItems(client, listThings, input))).toEqual([]);
    expect(service.calls()).toHaveLength(1);
  });

  it('refuses has_more on an empty page instead of stopping short or looping', async () => {
    const { service, client } = setup();
    service.reply(200, { items: [], has_more: true });
    await expect(collect(listItems(client, listThings, input))).rejects.toMatchObject({
      kind: 'response_shape',
      detail: { paths: ['items'] },
    });
  });

  it('takes the cursor where the route says for items without an id', async () => {
    const { service, client, paths } = setup();
    service.reply(200, { items: [{ resource_id: ids[0] }], has_more: true });
    service.reply(200, { items: [{ resource_id: ids[1] }], has_more: false });
    await collect(listItems(client, listHistory, {}, { cursorOf: (it) => it.resource_id }));
    expect(paths()).toEqual(['/history', `/history?cursor=${ids[0]}`]);
  });

  it('reads in pages of 100 and fetches a page only when the consumer reaches it', async () => {
    const { client, pages, paths } = setup();
    pages(3);
    const reader = readAllItems(client, listThings, input);
    expect(paths()).toHaveLength(0);
    await reader.next();
    expect(paths()).toEqual(['/stores/s/things?limit=100&colour=red']);
    await reader.next();
    await reader.next();
    expect(paths()).toHaveLength(1);
    await reader.next();
    expect(paths()).toHaveLength(2);
    expect(paths()[1]).toBe(`/stores/s/things?limit=100&cursor=${ids[2]}&colour=red`);
  });

  it('fetches nothing more once the consumer stops', async () => {
    const { client, pages, paths } = setup();
    pages(3);
    for await (const thing of listItems(client, listThings, input)) {
      if (thing.n === 1) break;
    }
    expect(paths()).toHaveLength(1);
  });

  it('stops between pages when cancelled', async () => {
    const { client, pages, paths } = setup();
    pages(3);
    const controller = new AbortController();
    const reader = listPages(client, listThings, input, { signal: controller.signal });
    await reader.next();
    controller.abort();
    const error: unknown = await reader.next().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ServiceClientError);
    expect((error as ServiceClientError).kind).toBe('cancelled');
    expect(paths()).toHaveLength(1);
  });
});
