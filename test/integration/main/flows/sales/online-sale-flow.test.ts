import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { saleInput } from '../../../../../shared/flows/flow-input';
import type { Authenticator } from '../../../../../main/flows/engine/flow-definition';
import { openFlowSimulator, type FlowSimulator } from '../flow-simulator';
import { theCharge, trigger, whenAwaitingCustomer } from '../sale-simulator-kit';

let h: FlowSimulator | undefined;

afterEach(async () => {
  await h?.close();
  h = undefined;
});

function onlineSale(brand: string, callMethod: string) {
  return saleInput.parse({
    token: { payment_type: 'online', data: { brand, call_method: callMethod } },
    charge: { amount: 1200, currency: 'JPY' },
  });
}

/**
 * A customer at the simulated wallet's page, as a browser window would be: opens the page
 * as the issuer token's call method says, then presses **Pay**, a form posting back to it
 * (docs/simulator.md: Charges, Pages).
 */
function walletPageCustomer() {
  const opened: Parameters<Authenticator['open']>[0][] = [];
  const authenticator: Authenticator = {
    async open(page, signal) {
      opened.push(page);
      const shown = await request(page.url, {
        method: page.method,
        signal,
        ...(page.method === 'POST' && {
          headers: { 'content-type': page.contentType ?? 'application/x-www-form-urlencoded' },
          body: page.body ?? '',
        }),
      });
      const html = await shown.body.text();
      if (!html.includes('>Pay</button>')) throw new Error('The wallet page has no Pay button');
      const paid = await request(page.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=success',
        signal,
      });
      await paid.body.text();
      return 'completed';
    },
  };
  return { authenticator, opened };
}

describe('online sale against the simulator', () => {
  it('opens the wallet page of an http_get token, where the customer pays', async () => {
    const customer = walletPageCustomer();
    h = await openFlowSimulator(customer.authenticator);
    const end = await h.run(h.engine.startSale(onlineSale('alipay_online', 'http_get')));

    expect(end).toMatchObject({ step: 'succeeded', chargeStatus: 'successful' });
    expect(await theCharge(h, end.operationId)).toMatchObject({ status: 'successful' });
    expect(customer.opened).toEqual([
      {
        operationId: end.operationId,
        url: `${h.sim.baseUrl}/wallet/charges/${end.chargeId ?? ''}`,
        method: 'GET',
      },
    ]);
  });

  it('posts the payload of an http_post token to the wallet page', async () => {
    const customer = walletPageCustomer();
    h = await openFlowSimulator(customer.authenticator);
    const end = await h.run(h.engine.startSale(onlineSale('pay_pay_online', 'http_post')));

    expect(end).toMatchObject({ step: 'succeeded' });
    expect(customer.opened[0]).toMatchObject({
      method: 'POST',
      body: `resource_id=${end.chargeId ?? ''}&resource_type=charge`,
    });
  });

  it('shows an sdk token for the wallet’s software and opens no page', async () => {
    const customer = walletPageCustomer();
    h = await openFlowSimulator(customer.authenticator);
    const flows = h;
    const approved = whenAwaitingCustomer(flows, async (progress) => {
      await trigger(flows, 'online.complete', { chargeId: progress.chargeId, outcome: 'success' });
      return progress;
    });
    const end = await flows.run(flows.engine.startSale(onlineSale('alipay_online', 'sdk')));
    const awaiting = await approved;

    expect(end).toMatchObject({ step: 'succeeded' });
    expect(await theCharge(flows, end.operationId)).toMatchObject({ status: 'successful' });
    expect(customer.opened).toEqual([]);
    const { action } = awaiting;
    if (action?.type !== 'wallet') throw new Error('no wallet action was shown');
    expect(action).toMatchObject({ brand: 'alipay_online', callMethod: 'sdk', payload: null });
    expect(action.issuerToken).toMatch(/^sim_alipay_online_[0-9a-f]{32}$/);
  });

  it('shows when the charge expires: the simulator gives a wallet 15 minutes', async () => {
    h = await openFlowSimulator();
    const flows = h;
    const shown = whenAwaitingCustomer(flows, async (progress) => {
      await trigger(flows, 'online.complete', { chargeId: progress.chargeId, outcome: 'success' });
      return progress;
    });
    const end = await flows.run(flows.engine.startSale(onlineSale('alipay_online', 'app')));
    const { action } = await shown;

    if (action?.type !== 'wallet') throw new Error('no wallet action was shown');
    const charge = await theCharge(flows, end.operationId);
    // docs/simulator.md: Charges, an online charge waits 15 minutes from its creation.
    const createdOn = new Date(charge.created_on ?? 0).getTime();
    expect(Date.parse(action.expiresAt ?? '') - createdOn).toBe(15 * 60 * 1000);
  });

  it('fails with 308 when the customer declines in the wallet', async () => {
    h = await openFlowSimulator();
    const flows = h;
    const declined = whenAwaitingCustomer(flows, (progress) =>
      trigger(flows, 'online.complete', { chargeId: progress.chargeId, outcome: 'failure' }),
    );
    const end = await flows.run(flows.engine.startSale(onlineSale('alipay_online', 'sdk')));
    await declined;

    expect(end).toMatchObject({ step: 'failed', problem: { type: 'payment', code: 308 } });
    expect(await theCharge(flows, end.operationId)).toMatchObject({ status: 'failed' });
  });
});
