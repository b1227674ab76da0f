import { describe, expect, it } from 'vitest';
import { customsProcessingMs } from '../../main/simulator/customs/customs-module';
import { onlineBody, processCharges } from '../integration/main/simulator/charges/charge-test-kit';
import { cardBody } from '../integration/main/simulator/tokens/token-test-kit';
import { sdkSpelling, useConformance } from './sdk-harness';

/*
 * Routes the SDK has no method for (transaction history, customs declarations, widget
 * configuration, customer ids), sent through the SDK's own request layer.
 */

const conformance = useConformance();

type Page = { items: { resourceId?: string; id?: string }[]; hasMore: boolean };

describe('back-office routes through the SDK’s request layer', () => {
  it('pages the store’s history both ways', async () => {
    const { sim, withSecret, storeId, send } = conformance();
    for (const amount of [1100, 1200, 1300]) {
      const token = await withSecret.transactionTokens.create(sdkSpelling(cardBody()));
      await withSecret.charges.create(
        sdkSpelling({ transaction_token_id: token.id, amount, currency: 'JPY' }),
      );
    }
    await processCharges(sim);
    const path = `/stores/${storeId}/transaction_history`;
    const all = await send<Page>(withSecret, 'GET', path, { limit: 10 });
    const ids = all.items.map((item) => item.resourceId);
    expect(ids).toHaveLength(3);
    const newest = await send<Page>(withSecret, 'GET', path, { limit: 10, cursor: ids[0] });
    expect(newest.items.map((item) => item.resourceId)).toEqual(ids.slice(1));
    const back = await send<Page>(withSecret, 'GET', path, {
      limit: 10,
      cursor: ids[2],
      cursorDirection: 'asc',
    });
    expect(back.items.map((item) => item.resourceId)).toEqual([ids[1], ids[0]]);
  });

  it('maps a customer id', async () => {
    const { withSecret, storeId, send } = conformance();
    const path = `/stores/${storeId}/create_customer_id`;
    const first = await send<{ customerId: string }>(withSecret, 'POST', path, {
      customerId: 'member-42',
    });
    const again = await send<{ customerId: string }>(withSecret, 'POST', path, {
      customerId: 'member-42',
    });
    expect(again.customerId).toBe(first.customerId);
  });

  it('sets the widget’s colours', async () => {
    const { withSecret, storeId, send } = conformance();
    const answer = await send<{ colors: Record<string, string> }>(
      withSecret,
      'PATCH',
      `/stores/${storeId}/widget_configuration`,
      { colors: { mainColor: '#123456' } },
    );
    expect(answer.colors).toMatchObject({ mainColor: '#123456' });
  });

  it('files a customs declaration for a WeChat charge and reads it accepted', async () => {
    const { sim, withSecret, storeId, send, advance } = conformance();
    const token = await withSecret.transactionTokens.create(
      sdkSpelling({
        type: 'one_time',
        ip_address: '203.0.113.7',
        ...onlineBody({ brand: 'we_chat_online' }),
      }),
    );
    const charge = await withSecret.charges.create(
      sdkSpelling({ transaction_token_id: token.id, amount: 5000, currency: 'JPY' }),
    );
    await processCharges(sim);
    await sim.runTrigger('online.complete', { chargeId: charge.id, outcome: 'success' });
    const path = `/stores/${storeId}/charges/${charge.id ?? ''}/customs`;
    const filed = await send<{ id: string; status: string }>(withSecret, 'POST', path, {
      declaration: {
        customs: 'SHANGHAI_ZS',
        merchantCustomsNo: 'MC-0001',
        certificateId: '110101199001011234',
        certificateName: 'WANG XIAOMING',
      },
    });
    expect(filed.status).toBe('pending');
    await advance(customsProcessingMs);
    const read = await send<{ status: string }>(withSecret, 'GET', `${path}/${filed.id}`);
    expect(read.status).toBe('successful');
  });
});
