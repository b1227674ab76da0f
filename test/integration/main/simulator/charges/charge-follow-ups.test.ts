import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authorizationValidMs,
  capturesModule,
} from '../../../../../main/simulator/charges/captures-module';
import {
  cancelProcessingMs,
  cancelsModule,
} from '../../../../../main/simulator/charges/cancels-module';
import { chargeAdminModule } from '../../../../../main/simulator/charges/charge-admin-module';
import {
  chargesModule,
  processingDelayMs,
} from '../../../../../main/simulator/charges/charges-module';
import { historyModule } from '../../../../../main/simulator/history/history-module';
import {
  refundProcessingMs,
  refundsModule,
} from '../../../../../main/simulator/refunds/refunds-module';
import { tokensModule } from '../../../../../main/simulator/tokens/tokens-module';
import { secretAuth, startTestSimulator, type TestSimulator } from '../simulator-fixture';
import { cardBody, konbiniBody } from '../tokens/token-test-kit';

/*
 * What happens to a charge after it exists, on charges made the real way: a token and a charge
 * created through the service routes and processed by the charges module's own state machine.
 */

let sim: TestSimulator;
let auth: Record<string, string>;
let store: string;

beforeAll(async () => {
  sim = await startTestSimulator({
    modules: [
      tokensModule,
      chargesModule,
      chargeAdminModule,
      capturesModule,
      cancelsModule,
      refundsModule,
      historyModule,
    ],
    clock: 'frozen',
  });
  auth = { authorization: secretAuth(sim.credentials.appTokens.store1Test) };
  store = `/stores/${sim.credentials.appTokens.store1Test.storeId ?? ''}`;
});
beforeEach(async () => {
  await sim.call('POST', '/_sim/reset');
});
afterAll(() => sim.close());

interface Resource {
  id: string;
  status: string;
  charged_amount?: number | null;
  error: { code: number } | null;
}

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const answer = await sim.call(method, path, { headers: auth, body });
  expect(answer.status, answer.text).toBeLessThan(300);
  return answer.json();
}

async function advance(ms: number): Promise<void> {
  await sim.call('POST', '/_sim/clock/advance', { body: { ms } });
}

/** Creates a token and a charge with it, and lets the service process the charge. */
async function processedCharge(token: unknown, charge: Record<string, unknown> = {}) {
  const { id: tokenId } = (await call('POST', '/tokens', token)) as { id: string };
  const created = (await call('POST', '/charges', {
    transaction_token_id: tokenId,
    amount: 1000,
    currency: 'JPY',
    ...charge,
  })) as Resource;
  await advance(processingDelayMs);
  return { id: created.id, path: `${store}/charges/${created.id}` };
}

const readCharge = async (path: string) => (await call('GET', path)) as Resource;

describe('follow-ups on charges made through the service routes', () => {
  it('authorizes, captures part, refunds part, and shows both in the history', async () => {
    const charge = await processedCharge(cardBody({ card_number: '4111111111111129' }), {
      capture: false,
    });
    expect((await readCharge(charge.path)).status).toBe('authorized');
    expect(await call('POST', `${charge.path}/capture`, { amount: 800, currency: 'JPY' })).toEqual(
      {},
    );
    expect(await readCharge(charge.path)).toMatchObject({
      status: 'successful',
      charged_amount: 800,
    });
    const refund = (await call('POST', `${charge.path}/refunds`, {
      amount: 300,
      currency: 'JPY',
    })) as Resource;
    await advance(refundProcessingMs);
    const done = (await call(
      'GET',
      `${charge.path}/refunds/${refund.id}?polling=true`,
    )) as Resource;
    expect(done.status).toBe('successful');
    const history = (await call('GET', `${store}/transaction_history?search=1129`)) as {
      items: { resource_id: string; amount: number; user_data: { cardholder_name?: string } }[];
    };
    expect(history.items.map((item) => [item.resource_id, item.amount])).toEqual([
      [refund.id, 300],
      [charge.id, 800],
    ]);
    expect(history.items[1]?.user_data.cardholder_name).toBe('TARO YAMADA');
  });

  it('expires an authorization left uncaptured with 313', async () => {
    const charge = await processedCharge(cardBody(), { capture: false });
    await advance(authorizationValidMs);
    expect(await readCharge(charge.path)).toMatchObject({ status: 'failed', error: { code: 313 } });
  });

  it('fails the refund of a card ending 4242', async () => {
    const charge = await processedCharge(cardBody({ card_number: '4242424242424242' }));
    const refund = (await call('POST', `${charge.path}/refunds`, {
      amount: 1000,
      currency: 'JPY',
    })) as Resource;
    await advance(refundProcessingMs);
    const failed = (await call('GET', `${charge.path}/refunds/${refund.id}`)) as Resource;
    expect(failed).toMatchObject({ status: 'failed', error: { code: 308 } });
  });

  it('fails the cancel of a card ending 1881 and leaves the charge successful', async () => {
    const charge = await processedCharge(cardBody({ card_number: '4012888888881881' }));
    const cancel = (await call('POST', `${charge.path}/cancels`, {})) as Resource;
    await advance(cancelProcessingMs);
    expect(await call('GET', `${charge.path}/cancels/${cancel.id}`)).toMatchObject({
      status: 'failed',
      error: { code: 312 },
    });
    expect((await readCharge(charge.path)).status).toBe('successful');
  });

  it('cancels an awaiting konbini charge, which can then be neither paid nor expired', async () => {
    const charge = await processedCharge(konbiniBody());
    expect((await readCharge(charge.path)).status).toBe('awaiting');
    await call('POST', `${charge.path}/cancels`, {});
    await advance(cancelProcessingMs);
    expect((await readCharge(charge.path)).status).toBe('canceled');
    const pay = await sim.call('POST', '/_sim/triggers/konbini.pay', {
      body: { chargeId: charge.id },
    });
    expect(pay.status).toBe(400);
    await advance(31 * 86_400_000);
    expect((await readCharge(charge.path)).status).toBe('canceled');
  });

  it('refuses to refund or cancel a paid konbini charge', async () => {
    const charge = await processedCharge(konbiniBody());
    await call('POST', '/_sim/triggers/konbini.pay', { chargeId: charge.id });
    expect((await readCharge(charge.path)).status).toBe('successful');
    const refund = await sim.call('POST', `${charge.path}/refunds`, {
      headers: auth,
      body: { amount: 1000, currency: 'JPY' },
    });
    expect(refund.json()).toEqual({ status: 'error', code: 'REFUND_NOT_ALLOWED', errors: [] });
    const cancel = await sim.call('POST', `${charge.path}/cancels`, { headers: auth, body: {} });
    expect(cancel.json()).toEqual({ status: 'error', code: 'CANCEL_NOT_ALLOWED', errors: [] });
  });
});
