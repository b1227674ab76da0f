import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OnlineBrand, OnlineCallMethod } from '../../../../../shared/service/token-options';
import {
  AuthenticationEnded,
  type Authenticator,
} from '../../../../../main/flows/engine/flow-definition';
import { onlineSaleFlow } from '../../../../../main/flows/sales/online-sale-flow';
import { chargeId } from '../flow-harness';
import { chargeJson, FakeService, SaleHarness, tokenJson } from '../sale-flow-kit';

const walletUrl = `http://127.0.0.1:9/wallet/charges/${chargeId}`;

function sale(brand: OnlineBrand, callMethod: OnlineCallMethod) {
  return {
    token: { payment_type: 'online', data: { brand, call_method: callMethod } },
    charge: { amount: 1200, currency: 'JPY' },
  } as const;
}

function onlineService(issuer: Record<string, unknown>): FakeService {
  return new FakeService(tokenJson('online', { brand: 'alipay_online', issuer_token: null }), {
    'charges.getChargeIssuerToken': () => ({ payment_type: 'online', ...issuer }),
  });
}

type Opened = Parameters<Authenticator['open']>;

/** A wallet window that stays open until the flow closes it, or closes itself at once. */
function walletWindow(closesItself = false) {
  const opened: Opened[] = [];
  const authenticator: Authenticator = {
    open: (request, signal) => {
      opened.push([request, signal]);
      if (closesItself) return Promise.resolve('closed');
      if (signal.aborted) return Promise.resolve('aborted');
      return new Promise((resolve) => {
        signal.addEventListener('abort', () => resolve('aborted'), { once: true });
      });
    },
  };
  return { opened, authenticator };
}

let harness: SaleHarness;
beforeEach(async () => {
  harness = new SaleHarness();
  await harness.open();
});
afterEach(() => harness.close());

describe('online sale', () => {
  it('opens the wallet page of an http_get token while following the charge, and closes it at the end', async () => {
    const service = onlineService({ issuer_token: walletUrl, call_method: 'http_get' });
    service.reads = ['awaiting', 'awaiting', 'successful'];
    const window = walletWindow();
    const run = await harness.run(
      onlineSaleFlow,
      sale('alipay_online', 'http_get'),
      service,
      window.authenticator,
    );

    expect(harness.steps().slice(-2)).toEqual(['awaiting_customer', 'succeeded']);
    expect(window.opened).toHaveLength(1);
    const [request, signal] = window.opened[0] ?? [];
    expect(request).toEqual({ operationId: run.id, url: walletUrl, method: 'GET' });
    expect(signal?.aborted).toBe(true);
    expect(signal?.reason).toBeInstanceOf(AuthenticationEnded);
    expect(harness.events.at(-2)?.action).toEqual({
      type: 'wallet',
      brand: 'alipay_online',
      callMethod: 'http_get',
      issuerToken: walletUrl,
      payload: null,
      expiresAt: null,
    });
  });

  it('shows the charge’s latest expiry as the time the customer has to approve', async () => {
    const service = onlineService({ issuer_token: 'sim_alipay_online_abc', call_method: 'app' });
    service.handlers.set('charges.getChargeExpiry', () => ({
      id: '11efdfb1-0000-4000-8000-000000000003',
      charge_id: chargeId,
      expiration_date: '2026-11-21T10:15:00.000000Z',
      extension_count: 0,
      created_on: '2026-11-21T10:00:00.000000Z',
      updated_on: '2026-11-21T10:00:00.000000Z',
    }));
    service.reads = ['awaiting', 'successful'];
    await harness.run(onlineSaleFlow, sale('alipay_online', 'app'), service);

    expect(harness.events.at(-2)).toMatchObject({
      step: 'awaiting_customer',
      action: { type: 'wallet', expiresAt: '2026-11-21T10:15:00.000Z' },
    });
  });

  it('posts the payload of an http_post token to the wallet page as a form', async () => {
    const payload = { resource_id: chargeId, resource_type: 'charge' };
    const service = onlineService({ issuer_token: walletUrl, call_method: 'http_post', payload });
    service.reads = ['awaiting', 'successful'];
    const window = walletWindow();
    await harness.run(
      onlineSaleFlow,
      sale('pay_pay_online', 'http_post'),
      service,
      window.authenticator,
    );

    expect(window.opened[0]?.[0]).toMatchObject({
      url: walletUrl,
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded; charset=UTF-8',
      body: `resource_id=${chargeId}&resource_type=charge`,
    });
    expect(harness.events.at(-2)?.action).toMatchObject({ payload });
  });

  it('only follows the charge of an sdk token, showing the token for the wallet’s software', async () => {
    const service = onlineService({ issuer_token: 'sim_alipay_online_abc', call_method: 'sdk' });
    service.reads = ['awaiting', 'successful'];
    const window = walletWindow();
    await harness.run(onlineSaleFlow, sale('alipay_online', 'sdk'), service, window.authenticator);

    expect(window.opened).toEqual([]);
    expect(harness.events.at(-2)?.action).toMatchObject({
      callMethod: 'sdk',
      issuerToken: 'sim_alipay_online_abc',
    });
    expect(harness.last().step).toBe('succeeded');
  });

  it('fetches the issuer token only once the charge awaits the customer (spec: Charge, rule 2)', async () => {
    const service = onlineService({ issuer_token: 'sim_token', call_method: 'sdk' });
    service.reads = ['pending', 'pending', 'awaiting', 'successful'];
    await harness.run(onlineSaleFlow, sale('alipay_online', 'sdk'), service);
    const order = service.calls.map((call) => call.route);
    const issuer = order.indexOf('charges.getChargeIssuerToken');
    expect(order.slice(0, issuer).filter((route) => route === 'charges.getCharge')).toHaveLength(3);
  });

  it('keeps following the charge after the customer closes the page', async () => {
    const service = onlineService({ issuer_token: walletUrl, call_method: 'http_get' });
    service.reads = ['awaiting', 'awaiting', 'awaiting', 'successful'];
    const window = walletWindow(true);
    await harness.run(
      onlineSaleFlow,
      sale('alipay_online', 'http_get'),
      service,
      window.authenticator,
    );
    expect(harness.last().step).toBe('succeeded');
  });

  it('says the page was closed by hand, and opens it again when the cashier asks', async () => {
    const service = onlineService({ issuer_token: walletUrl, call_method: 'http_get' });
    const window = walletWindow();
    // The customer closes the first page; the second stays open until the flow closes it.
    const closedOnce: Authenticator = {
      open: (request, signal) =>
        window.opened.length === 0
          ? (window.opened.push([request, signal]), Promise.resolve('closed'))
          : window.authenticator.open(request, signal),
    };
    service.handlers.set('charges.getCharge', () =>
      chargeJson(window.opened.length === 2 ? 'successful' : 'awaiting'),
    );
    harness.onProgress = (progress) => {
      // The cashier presses Reopen once the counter says the page was closed.
      if (progress.action?.type === 'wallet' && progress.action.windowClosed === true) {
        queueMicrotask(() => expect(harness.running?.requestReopen()).toBe(true));
      }
    };
    await harness.run(onlineSaleFlow, sale('alipay_online', 'http_get'), service, closedOnce);

    const waiting = harness.events.filter((event) => event.step === 'awaiting_customer');
    expect(waiting.map((event) => event.action)).toEqual([
      expect.not.objectContaining({ windowClosed: true }),
      expect.objectContaining({ type: 'wallet', windowClosed: true }),
      expect.not.objectContaining({ windowClosed: true }),
    ]);
    expect(waiting.every((event) => event.abortable && event.chargeId !== undefined)).toBe(true);
    expect(window.opened).toHaveLength(2);
    expect(window.opened[1]?.[1].reason).toBeInstanceOf(AuthenticationEnded);
    expect(harness.last().step).toBe('succeeded');
  });

  it('fails with the wallet’s answer when the customer declines', async () => {
    const service = onlineService({ issuer_token: 'sim_token', call_method: 'sdk' });
    service.reads = ['awaiting', { status: 'failed', errorCode: 308 }];
    await harness.run(onlineSaleFlow, sale('alipay_online', 'sdk'), service);
    expect(harness.last()).toMatchObject({
      step: 'failed',
      problem: { type: 'payment', code: 308 },
    });
  });

  it('closes the page and cancels the charge when the cashier aborts', async () => {
    const service = onlineService({ issuer_token: walletUrl, call_method: 'http_get' });
    const window = walletWindow();
    // The cashier aborts while the page is open; the charge is canceled once asked to be.
    service.handlers.set('charges.getCharge', () => {
      if (service.callsTo('cancels.createCancel').length > 0) return chargeJson('canceled');
      if (window.opened.length > 0) harness.controller.abort();
      return chargeJson('awaiting');
    });
    await harness.run(
      onlineSaleFlow,
      sale('alipay_online', 'http_get'),
      service,
      window.authenticator,
    );

    expect(window.opened[0]?.[1].aborted).toBe(true);
    expect(window.opened[0]?.[1].reason).not.toBeInstanceOf(AuthenticationEnded);
    expect(harness.steps().slice(-2)).toEqual(['canceling', 'abandoned']);
  });

  it('opens no page when the cashier aborted before it could open', async () => {
    const service = onlineService({ issuer_token: walletUrl, call_method: 'http_get' });
    const window = walletWindow();
    harness.abortAt('awaiting_customer');
    await harness.run(
      onlineSaleFlow,
      sale('alipay_online', 'http_get'),
      service,
      window.authenticator,
    );

    expect(window.opened).toEqual([]);
    expect(harness.steps().slice(-2)).toEqual(['canceling', 'abandoned']);
  });

  it('stops with the page’s failure when the wallet page cannot open', async () => {
    const service = onlineService({ issuer_token: walletUrl, call_method: 'http_get' });
    const broken: Authenticator = { open: () => Promise.reject(new Error('WINDOW_FAILED')) };
    await expect(
      harness.run(onlineSaleFlow, sale('alipay_online', 'http_get'), service, broken),
    ).rejects.toThrow('WINDOW_FAILED');
    expect(service.callsTo('cancels.createCancel')).toEqual([]);
  });
});
