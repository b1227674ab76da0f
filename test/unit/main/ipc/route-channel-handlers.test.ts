import { describe, expect, it } from 'vitest';
import { invokeContract } from '../../../../shared/ipc/ipc-contract';
import type { RouteDefinition } from '../../../../shared/service/route';
import { createRouteChannelHandlers } from '../../../../main/ipc/route-channel-handlers';
import type { ServiceClient } from '../../../../main/service/service-client';

const storeId = '11111111-2222-4333-8444-555555555555';
const tokenId = '22222222-3333-4444-8555-666666666666';

/** The generated handlers over a client that records each request and answers `{}`. */
function handlers() {
  const sent: { path: string; request: unknown }[] = [];
  const client = {
    request: (route: RouteDefinition, request: unknown) => {
      sent.push({ path: route.path, request });
      return Promise.resolve({ data: {} });
    },
  } as unknown as ServiceClient;
  return { table: createRouteChannelHandlers(() => ({ storeId, client })), sent };
}

describe('the generated route channel handlers', () => {
  it('serve every channel declared with its routes, and no other', () => {
    const { table } = handlers();
    const declared = Object.entries(invokeContract)
      .filter(([, entry]) => 'routes' in entry)
      .map(([name]) => name);
    expect(Object.keys(table).sort()).toEqual(declared.sort());
    expect(Object.keys(table)).not.toContain('subscriptions:update');
  });

  it('fill the active store into a store route’s path', async () => {
    const { table, sent } = handlers();
    await table['tokens:get']({ tokenId });
    expect(sent).toEqual([
      { path: '/stores/{storeId}/tokens/{tokenId}', request: { params: { tokenId, storeId } } },
    ]);
  });

  it('read the store’s list or the merchant’s as the scope says', async () => {
    const { table, sent } = handlers();
    await table['tokens:list']({ scope: 'store', query: { limit: 5 } });
    await table['tokens:list']({ scope: 'merchant' });
    expect(sent).toEqual([
      { path: '/stores/{storeId}/tokens', request: { params: { storeId }, query: { limit: 5 } } },
      { path: '/tokens', request: { params: {} } },
    ]);
  });
});
