import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServiceApi, type ServiceApi } from '../../../../../main/service/service-api';
import { cancelProcessingMs } from '../../../../../main/simulator/charges/cancels-module';
import { processingDelayMs } from '../../../../../main/simulator/charges/charges-module';
import { customsProcessingMs } from '../../../../../main/simulator/customs/customs-module';
import { refundProcessingMs } from '../../../../../main/simulator/refunds/refunds-module';
import { subscriptionChargeProcessingMs } from '../../../../../main/simulator/subscriptions/subscription-charging';
import { tokenProcessingMs } from '../../../../../main/simulator/tokens/tokens-module';
import type { Charge } from '../../../../../shared/service/charges';
import { widgetColorDefaults } from '../../../../../shared/service/widget';
import {
  cardTokenBody,
  cards,
  failureOf,
  startHarness,
  type ClientHandle,
  type Harness,
} from './simulator-harness';

/*
 * Every function of createServiceApi, called through the real client against the simulator
 * with realistic input. The table below has one entry per route, its type demands exactly the
 * routes createServiceApi has, and each entry must call its own route, so a route added
 * without a test fails this file (at type check and at run time).
 */

let h: Harness;
let store: ClientHandle;
let merchant: ClientHandle;
let store2: ClientHandle;
/** `store.api`, recording which routes each test called. */
let api: ServiceApi;
const called = new Set<string>();

beforeAll(async () => {
  // Held `polling=true` reads wait for the clock this file advances; the bound only ends a
  // read whose resource never moves.
  h = await startHarness({ pollingHoldMs: 10_000 });
  store = h.connect('store1Test');
  merchant = h.connect('merchant');
  store2 = h.connect('store2Test');
  api = recordCalls(store.api, called);
});
afterAll(() => h.close());

/** Wraps each route function so a call records `group.route`. */
function recordCalls<Api extends object>(target: Api, calls: Set<string>): Api {
  return new Proxy(target, {
    get(groups, group, receiver) {
      const routes: unknown = Reflect.get(groups, group, receiver);
      if (typeof group !== 'string' || typeof routes !== 'object' || routes === null) return routes;
      return new Proxy(routes, {
        get(functions, name, innerReceiver) {
          const route: unknown = Reflect.get(functions, name, innerReceiver);
          if (typeof name !== 'string' || typeof route !== 'function') return route;
          return (...args: unknown[]) => {
            calls.add(`${group}.${name}`);
            const result: unknown = Reflect.apply(route, functions, args);
            return result;
          };
        },
      });
    },
  });
}

const routeNames = (table: object): string[] =>
  Object.entries(table)
    .flatMap(([group, routes]) => Object.keys(routes as object).map((name) => `${group}.${name}`))
    .sort();

// Conventions: CHARGE_TOO_QUICK refuses the same card and amount within 30 s, and the clock
// is frozen, so every card charge of this file asks for an amount of its own.
let lastAmount = 1000;
const nextAmount = (): number => (lastAmount += 1);

const advance = (ms: number): void => h.sim.clock.advance(ms);

async function cardCharge(options: { capture?: boolean; metadata?: Record<string, string> } = {}) {
  const token = await api.tokens.createToken({ body: cardTokenBody() });
  return api.charges.createCharge({
    body: { transaction_token_id: token.id, amount: nextAmount(), currency: 'JPY', ...options },
  });
}

/** A card charge the simulator has processed: `successful` with its amount charged. */
async function paidCardCharge(): Promise<Charge> {
  const created = await cardCharge();
  advance(processingDelayMs);
  const paid = await api.charges.getCharge({
    params: { storeId: h.storeId, chargeId: created.id },
  });
  expect(paid.status).toBe('successful');
  return paid;
}

async function awaitingCharge(body: Parameters<ServiceApi['tokens']['createToken']>[0]['body']) {
  const token = await api.tokens.createToken({ body });
  const created = await api.charges.createCharge({
    body: { transaction_token_id: token.id, amount: 5400, currency: 'JPY' },
  });
  advance(processingDelayMs);
  return { token, charge: created };
}

const weChatToken = {
  payment_type: 'online',
  email: 'li.wei@example.cn',
  data: { brand: 'we_chat_online', call_method: 'app' },
} as const;

/** A we_chat_online charge its customer approved: what a customs declaration is made for. */
async function paidWeChatCharge(): Promise<Charge> {
  const { charge } = await awaitingCharge(weChatToken);
  const answer = await h.control('POST', '/_sim/triggers/online.complete', {
    chargeId: charge.id,
    outcome: 'success',
  });
  expect(answer).toMatchObject({ status: 'successful' });
  return charge;
}

const declaration = {
  customs: 'SHANGHAI_ZS',
  merchant_customs_no: 'MC-0001',
  certificate_id: '110101199003071234',
  certificate_name: 'Li Wei',
} as const;

async function subscription() {
  const token = await api.tokens.createToken({
    body: { ...cardTokenBody(cards.other[1]), type: 'subscription' },
  });
  return api.subscriptions.createSubscription({
    body: {
      transaction_token_id: token.id,
      amount: 980,
      currency: 'JPY',
      period: 'monthly',
      metadata: { plan: 'coffee' },
    },
  });
}

/** A subscription whose first payment fell due and was charged. */
async function paidSubscription() {
  const created = await subscription();
  advance(subscriptionChargeProcessingMs);
  return created;
}

/**
 * Sends a `polling=true` read, waits until the simulator has taken it in, then lets `ms` of
 * simulated time pass, so the answer shows the change the read was held for. A no-op fault
 * armed for the route is the sign the request arrived: the simulator consumes it on arrival.
 */
async function heldWhileAdvancing<Value>(
  path: string,
  ms: number,
  read: () => Promise<Value>,
): Promise<Value> {
  await h.armFault({ fault: 'latency=0', method: 'GET', path });
  const answer = read();
  // Awaited by the caller; a failure while the loop below runs is not unhandled meanwhile.
  answer.catch(() => undefined);
  for (;;) {
    const { armedFaults } = await h.state();
    if (armedFaults.length === 0) break;
    await nextTurn();
  }
  advance(ms);
  return answer;
}

const alias = z.strictObject({ alias: z.string() });

type RouteTest = { readonly does: string; readonly run: () => Promise<void> };
type RouteTests = {
  readonly [Group in keyof ServiceApi]: { readonly [Route in keyof ServiceApi[Group]]: RouteTest };
};

const routeTests: RouteTests = {
  tokens: {
    createToken: {
      does: 'creates card, konbini, QR, online and bank-transfer tokens',
      async run() {
        const card = await api.tokens.createToken({ body: cardTokenBody() });
        expect(card).toMatchObject({
          payment_type: 'card',
          store_id: h.storeId,
          mode: 'test',
          data: { card: { last_four: '5556', brand: 'visa', exp_month: 12, exp_year: 2030 } },
        });
        // Spec: the create response dates the token in milliseconds.
        expect(typeof card.created_on).toBe('number');

        const konbini = await api.tokens.createToken({
          body: {
            payment_type: 'konbini',
            email: 'hanako@example.jp',
            data: {
              customer_name: 'Hanako Sato',
              phone_number: { country_code: '81', local_number: '09012345678' },
              convenience_store: 'lawson',
            },
          },
        });
        expect(konbini).toMatchObject({
          payment_type: 'konbini',
          data: { convenience_store: 'lawson', expiration_period: 'P30D' },
        });

        const qr = await api.tokens.createToken({
          body: {
            payment_type: 'qr_scan',
            email: 'qr@example.jp',
            data: { scanned_qr: 'pay_pay:281234567890123456' },
          },
        });
        expect(qr).toMatchObject({ payment_type: 'qr_scan', type: 'one_time' });
        expect(qr.data).toMatchObject({ brand: 'pay_pay' });

        const online = await api.tokens.createToken({ body: weChatToken });
        expect(online).toMatchObject({
          payment_type: 'online',
          data: { brand: 'we_chat_online', call_method: 'app', issuer_token: null },
        });

        const bank = await api.tokens.createToken({
          body: {
            payment_type: 'bank_transfer',
            email: 'transfer@example.jp',
            data: { brand: 'aozora_bank' },
          },
        });
        expect(bank).toMatchObject({
          payment_type: 'bank_transfer',
          data: {
            brand: 'aozora_bank',
            bank_code: '0310',
            account_number: expect.stringMatching(/^\d{7}$/) as unknown,
          },
        });
      },
    },
    listStoreTokens: {
      does: 'lists the store’s tokens matching a filter, with the list-only fields',
      async run() {
        const email = 'list-store@example.jp';
        // Subscription tokens: a list never shows one_time tokens (references: Token lists).
        const body = { ...cardTokenBody(), type: 'subscription', email } as const;
        const first = await api.tokens.createToken({ body });
        const second = await api.tokens.createToken({ body });
        await api.tokens.createToken({ body: { ...cardTokenBody(), email } });
        const page = await api.tokens.listStoreTokens({
          params: { storeId: h.storeId },
          query: { email },
        });
        expect(page.items.map((token) => token.id)).toEqual([second.id, first.id]);
        expect(page).toMatchObject({ has_more: false, total_hits: 2 });
        expect(page.items[0]).toMatchObject({
          merchant_name: expect.any(String) as unknown,
          store_name: expect.any(String) as unknown,
          user_data: { cardholder_name: 'TARO YAMADA', brand: 'visa' },
        });
      },
    },
    listTokens: {
      does: 'lists the tokens of every store to a merchant token',
      async run() {
        const email = 'across-stores@example.jp';
        const body = { ...cardTokenBody(), type: 'subscription', email } as const;
        const inStore1 = await api.tokens.createToken({ body });
        const inStore2 = await store2.api.tokens.createToken({ body });
        const page = await recordCalls(merchant.api, called).tokens.listTokens({
          query: { email },
        });
        expect(page.items.map((token) => [token.id, token.store_id])).toEqual([
          [inStore2.id, inStore2.store_id],
          [inStore1.id, h.storeId],
        ]);
        expect(inStore2.store_id).not.toBe(h.storeId);
      },
    },
    getToken: {
      does: 'reads a token with the get-only fields',
      async run() {
        const created = await api.tokens.createToken({ body: cardTokenBody() });
        const token = await api.tokens.getToken({
          params: { storeId: h.storeId, tokenId: created.id },
        });
        expect(token).toMatchObject({
          id: created.id,
          merchant_id: h.sim.credentials.merchantId,
          active: true,
          type: 'one_time',
          data: { card: { card_bin: '400005', card_type: 'credit', last_four: '5556' } },
        });
        expect(typeof token.created_on).toBe('string');
      },
    },
    getTokenByAlias: {
      does: 'reads a token by an alias made with the simulator’s control route',
      async run() {
        const created = await api.tokens.createToken({ body: cardTokenBody() });
        const made = alias.parse(
          await h.control('POST', `/_sim/stores/${h.storeId}/tokens/${created.id}/aliases`, {
            amount: 1200,
            currency: 'JPY',
            alias_metadata: { table: '7' },
          }),
        );
        const token = await api.tokens.getTokenByAlias({
          params: { storeId: h.storeId, alias: made.alias },
        });
        expect(token).toMatchObject({
          id: created.id,
          platform_id: expect.any(String) as unknown,
          amount: 1200,
          currency: 'JPY',
          alias_metadata: { table: '7' },
        });
      },
    },
    getTokenThreeDsIssuerToken: {
      does: 'fetches the 3DS issuer token once the recurring token’s 3DS is awaiting',
      async run() {
        const created = await api.tokens.createToken({
          body: {
            ...cardTokenBody(cards.other[0]),
            type: 'recurring',
            data: {
              ...cardTokenBody(cards.other[0]).data,
              three_ds: { enabled: true, redirect_endpoint: 'https://shop.example.jp/3ds-done' },
            },
          },
        });
        expect(created.data).toMatchObject({ three_ds: { enabled: true, status: 'pending' } });
        advance(tokenProcessingMs);
        const params = { storeId: h.storeId, tokenId: created.id };
        expect((await api.tokens.getToken({ params })).data).toMatchObject({
          three_ds: { status: 'awaiting' },
        });
        const issuer = await api.tokens.getTokenThreeDsIssuerToken({ params });
        expect(issuer).toMatchObject({
          payment_type: 'card',
          call_method: 'http_post',
          payload: { resource_id: created.id, resource_type: 'transaction_token' },
          content_type: expect.stringMatching(/^application\/x-www-form-urlencoded/) as unknown,
        });
        expect(issuer.issuer_token.startsWith(`${h.sim.baseUrl}/stores/${h.storeId}/`)).toBe(true);
      },
    },
  },
  charges: {
    createCharge: {
      does: 'creates a pending card charge',
      async run() {
        const token = await api.tokens.createToken({ body: cardTokenBody() });
        const amount = nextAmount();
        const created = await api.charges.createCharge({
          body: {
            transaction_token_id: token.id,
            amount,
            currency: 'JPY',
            metadata: { order: 'A-100' },
          },
        });
        expect(created).toMatchObject({
          status: 'pending',
          store_id: h.storeId,
          transaction_token_id: token.id,
          requested_amount: amount,
          requested_currency: 'JPY',
          charged_amount: null,
          metadata: { order: 'A-100' },
          mode: 'test',
          three_ds: { mode: 'normal' },
        });
      },
    },
    getCharge: {
      does: 'reads a charge at once, and with polling held until it is processed',
      async run() {
        const created = await cardCharge();
        const params = { storeId: h.storeId, chargeId: created.id };
        expect(await api.charges.getCharge({ params })).toMatchObject({ status: 'pending' });
        const held = await heldWhileAdvancing(
          '/stores/{storeId}/charges/{chargeId}',
          processingDelayMs,
          () => api.charges.getCharge({ params, query: { polling: true } }),
        );
        expect(held).toMatchObject({
          status: 'successful',
          charged_amount: created.requested_amount,
          charged_currency: 'JPY',
        });
      },
    },
    listCharges: {
      does: 'lists the charges the app token can see, newest first',
      async run() {
        const created = await cardCharge();
        const page = await api.charges.listCharges({ query: { mode: 'test' } });
        expect(page.items[0]).toMatchObject({ id: created.id, store_id: h.storeId });
        expect(page.total_hits).toBeGreaterThanOrEqual(1);
      },
    },
    listStoreCharges: {
      does: 'lists one store’s charges with the list-only fields',
      async run() {
        const created = await cardCharge();
        const page = await api.charges.listStoreCharges({
          params: { storeId: h.storeId },
          query: { limit: 10 },
        });
        expect(page.items[0]).toMatchObject({
          id: created.id,
          merchant_name: expect.any(String) as unknown,
          store_name: expect.any(String) as unknown,
        });
      },
    },
    updateCharge: {
      does: 'replaces a charge’s metadata',
      async run() {
        const created = await cardCharge({ metadata: { order: 'A-200' } });
        const params = { storeId: h.storeId, chargeId: created.id };
        const updated = await api.charges.updateCharge({
          params,
          body: { metadata: { order: 'A-200', table: '4' } },
        });
        expect(updated).toMatchObject({ id: created.id, metadata: { order: 'A-200', table: '4' } });
        expect((await api.charges.getCharge({ params })).metadata).toEqual({
          order: 'A-200',
          table: '4',
        });
      },
    },
    getChargeIssuerToken: {
      does: 'fetches the issuer token of an awaiting online charge and of a bank transfer',
      async run() {
        const online = await awaitingCharge(weChatToken);
        const wallet = await api.charges.getChargeIssuerToken({
          params: { storeId: h.storeId, chargeId: online.charge.id },
        });
        expect(wallet).toMatchObject({
          payment_type: 'online',
          call_method: 'app',
          issuer_token: `sim_we_chat_online_${online.charge.id.replaceAll('-', '')}`,
        });

        const bank = await awaitingCharge({
          payment_type: 'bank_transfer',
          email: 'transfer@example.jp',
          data: { brand: 'aozora_bank' },
        });
        const account = await api.charges.getChargeIssuerToken({
          params: { storeId: h.storeId, chargeId: bank.charge.id },
        });
        expect(account).toMatchObject({
          payment_type: 'bank_transfer',
          account_id: bank.token.id,
          bank_code: '0310',
          branch_code: '101',
        });
        expect(bank.token.data).toMatchObject({ account_number: account.account_number });
      },
    },
    getChargeThreeDsIssuerToken: {
      does: 'fetches the 3DS issuer token of a card charge awaiting 3DS',
      async run() {
        const token = await api.tokens.createToken({ body: cardTokenBody(cards.threeDs) });
        const created = await api.charges.createCharge({
          body: {
            transaction_token_id: token.id,
            amount: nextAmount(),
            currency: 'JPY',
            three_ds: { mode: 'normal', redirect_endpoint: 'https://shop.example.jp/paid' },
          },
        });
        advance(processingDelayMs);
        const params = { storeId: h.storeId, chargeId: created.id };
        expect(await api.charges.getCharge({ params })).toMatchObject({ status: 'awaiting' });
        const issuer = await api.charges.getChargeThreeDsIssuerToken({ params });
        expect(issuer).toMatchObject({
          payment_type: 'card',
          call_method: 'http_post',
          payload: { resource_id: created.id, resource_type: 'charge' },
        });
        expect(issuer.issuer_token.startsWith(`${h.sim.baseUrl}/stores/${h.storeId}/`)).toBe(true);
      },
    },
    getChargeExpiry: {
      does: 'reads the payment deadline of a konbini charge',
      async run() {
        const { charge } = await awaitingCharge({
          payment_type: 'konbini',
          email: 'hanako@example.jp',
          data: {
            customer_name: 'Hanako Sato',
            phone_number: { country_code: '81', local_number: '09012345678' },
            convenience_store: 'family_mart',
            expiration_period: 'P3D',
          },
        });
        const expiry = await api.charges.getChargeExpiry({
          params: { storeId: h.storeId, chargeId: charge.id },
        });
        expect(expiry).toMatchObject({ charge_id: charge.id, extension_count: 0 });
        expect(
          new Date(expiry.expiration_date).getTime() - new Date(charge.created_on ?? 0).getTime(),
        ).toBe(3 * 86_400_000);
      },
    },
  },
  captures: {
    captureCharge: {
      does: 'captures an authorized card charge, which is then successful',
      async run() {
        const created = await cardCharge({ capture: false });
        advance(processingDelayMs);
        const params = { storeId: h.storeId, chargeId: created.id };
        expect(await api.charges.getCharge({ params })).toMatchObject({ status: 'authorized' });
        const captured = await api.captures.captureCharge({
          params,
          body: { amount: created.requested_amount, currency: 'JPY' },
        });
        // Conventions: the capture answers an empty object; the charge tells the outcome.
        expect(captured).toEqual({});
        expect(await api.charges.getCharge({ params })).toMatchObject({
          status: 'successful',
          charged_amount: created.requested_amount,
        });
      },
    },
  },
  cancels: {
    createCancel: {
      does: 'cancels a paid card charge, which the simulator then marks canceled',
      async run() {
        const paid = await paidCardCharge();
        const params = { storeId: h.storeId, chargeId: paid.id };
        const cancel = await api.cancels.createCancel({
          params,
          body: { metadata: { by: 'cashier-3' } },
        });
        expect(cancel).toMatchObject({
          status: 'pending',
          charge_id: paid.id,
          store_id: h.storeId,
          mode: 'test',
          error: null,
          metadata: { by: 'cashier-3' },
        });
        advance(cancelProcessingMs);
        expect(
          await api.cancels.getCancel({ params: { ...params, cancelId: cancel.id } }),
        ).toMatchObject({ status: 'successful' });
        expect(await api.charges.getCharge({ params })).toMatchObject({ status: 'canceled' });
      },
    },
    listCancels: {
      does: 'lists a charge’s cancels, newest first',
      async run() {
        const paid = await paidCardCharge();
        const params = { storeId: h.storeId, chargeId: paid.id };
        const first = await api.cancels.createCancel({ params, body: {} });
        const second = await api.cancels.createCancel({ params, body: {} });
        const page = await api.cancels.listCancels({ params });
        expect(page.items.map((cancel) => cancel.id)).toEqual([second.id, first.id]);
        const oldest = await api.cancels.listCancels({ params, query: { cursor: second.id } });
        expect(oldest.items.map((cancel) => cancel.id)).toEqual([first.id]);
      },
    },
    getCancel: {
      does: 'reads a cancel with polling held until it is processed',
      async run() {
        const paid = await paidCardCharge();
        const cancel = await api.cancels.createCancel({
          params: { storeId: h.storeId, chargeId: paid.id },
          body: {},
        });
        const held = await heldWhileAdvancing(
          '/stores/{storeId}/charges/{chargeId}/cancels/{cancelId}',
          cancelProcessingMs,
          () =>
            api.cancels.getCancel({
              params: { storeId: h.storeId, chargeId: paid.id, cancelId: cancel.id },
              query: { polling: true },
            }),
        );
        expect(held).toMatchObject({ id: cancel.id, status: 'successful', error: null });
      },
    },
    updateCancel: {
      does: 'replaces a cancel’s metadata',
      async run() {
        const paid = await paidCardCharge();
        const params = { storeId: h.storeId, chargeId: paid.id };
        const cancel = await api.cancels.createCancel({
          params,
          body: { metadata: { by: 'cashier-3' } },
        });
        const updated = await api.cancels.updateCancel({
          params: { ...params, cancelId: cancel.id },
          body: { metadata: { by: 'cashier-3', reason: 'wrong item' } },
        });
        expect(updated).toMatchObject({
          id: cancel.id,
          metadata: { by: 'cashier-3', reason: 'wrong item' },
        });
      },
    },
  },
  refunds: {
    createRefund: {
      does: 'refunds part of a paid card charge',
      async run() {
        const paid = await paidCardCharge();
        const refund = await api.refunds.createRefund({
          params: { storeId: h.storeId, chargeId: paid.id },
          body: {
            amount: 500,
            currency: 'JPY',
            reason: 'customer_request',
            metadata: { receipt: 'R-9' },
          },
        });
        expect(refund).toMatchObject({
          status: 'pending',
          charge_id: paid.id,
          amount: 500,
          currency: 'JPY',
          reason: 'customer_request',
          metadata: { receipt: 'R-9' },
        });
      },
    },
    listRefunds: {
      does: 'lists a charge’s refunds, newest first',
      async run() {
        const paid = await paidCardCharge();
        const params = { storeId: h.storeId, chargeId: paid.id };
        const first = await api.refunds.createRefund({
          params,
          body: { amount: 100, currency: 'JPY' },
        });
        const second = await api.refunds.createRefund({
          params,
          body: { amount: 200, currency: 'JPY' },
        });
        const page = await api.refunds.listRefunds({ params });
        expect(page.items.map((refund) => [refund.id, refund.amount])).toEqual([
          [second.id, 200],
          [first.id, 100],
        ]);
      },
    },
    getRefund: {
      does: 'reads a refund with polling held until it is processed',
      async run() {
        const paid = await paidCardCharge();
        const refund = await api.refunds.createRefund({
          params: { storeId: h.storeId, chargeId: paid.id },
          body: { amount: 300, currency: 'JPY' },
        });
        const held = await heldWhileAdvancing(
          '/stores/{storeId}/charges/{chargeId}/refunds/{refundId}',
          refundProcessingMs,
          () =>
            api.refunds.getRefund({
              params: { storeId: h.storeId, chargeId: paid.id, refundId: refund.id },
              query: { polling: true },
            }),
        );
        expect(held).toMatchObject({ id: refund.id, status: 'successful', amount: 300 });
      },
    },
    updateRefund: {
      does: 'replaces a refund’s metadata',
      async run() {
        const paid = await paidCardCharge();
        const params = { storeId: h.storeId, chargeId: paid.id };
        const refund = await api.refunds.createRefund({
          params,
          body: { amount: 100, currency: 'JPY', metadata: { receipt: 'R-1' } },
        });
        const updated = await api.refunds.updateRefund({
          params: { ...params, refundId: refund.id },
          body: { metadata: { receipt: 'R-1', note: 'wrong size' } },
        });
        expect(updated).toMatchObject({
          id: refund.id,
          metadata: { receipt: 'R-1', note: 'wrong size' },
        });
      },
    },
  },
  history: {
    listStoreHistory: {
      does: 'lists a store’s charge and its refund as history items',
      async run() {
        const paid = await paidCardCharge();
        const refund = await api.refunds.createRefund({
          params: { storeId: h.storeId, chargeId: paid.id },
          body: { amount: 400, currency: 'JPY' },
        });
        const page = await api.history.listStoreHistory({
          params: { storeId: h.storeId },
          query: { search: paid.id },
        });
        expect(page.items.map((item) => [item.type, item.resource_id, item.amount])).toEqual([
          ['refund', refund.id, 400],
          ['charge', paid.id, paid.requested_amount],
        ]);
        // The references' brand filter goes out as the client was given it.
        const byBrand = async (brand: string) =>
          (
            await api.history.listStoreHistory({
              params: { storeId: h.storeId },
              query: { search: paid.id, brand },
            })
          ).items.map((item) => item.resource_id);
        expect(await byBrand('visa')).toEqual([refund.id, paid.id]);
        expect(await byBrand('mastercard')).toEqual([]);
      },
    },
    listHistory: {
      does: 'lists the charges of every store to a merchant token, found by metadata',
      async run() {
        const metadata = { order: 'XS-4410' };
        const inStore1 = await cardCharge({ metadata });
        const token2 = await store2.api.tokens.createToken({ body: cardTokenBody() });
        const inStore2 = await store2.api.charges.createCharge({
          body: { transaction_token_id: token2.id, amount: 2500, currency: 'JPY', metadata },
        });
        advance(processingDelayMs);
        const page = await recordCalls(merchant.api, called).history.listHistory({
          query: { search: metadata.order, type: 'charge' },
        });
        expect(page.items.map((item) => [item.resource_id, item.store_id, item.status])).toEqual([
          [inStore2.id, inStore2.store_id, 'successful'],
          [inStore1.id, h.storeId, 'successful'],
        ]);
        expect(inStore2.store_id).not.toBe(h.storeId);
      },
    },
  },
  subscriptions: {
    createSubscription: {
      does: 'creates an unverified monthly subscription with its first payment scheduled',
      async run() {
        const created = await subscription();
        expect(created).toMatchObject({
          status: 'unverified',
          store_id: h.storeId,
          amount: 980,
          currency: 'JPY',
          period: 'monthly',
          metadata: { plan: 'coffee' },
          next_payment: { amount: 980, is_paid: false },
        });
        // Spec: subscription objects date themselves in milliseconds.
        expect(typeof created.created_on).toBe('number');
      },
    },
    getSubscription: {
      does: 'reads a subscription with polling held until its first charge is processed',
      async run() {
        const created = await subscription();
        const held = await heldWhileAdvancing(
          '/stores/{storeId}/subscriptions/{subscriptionId}',
          subscriptionChargeProcessingMs,
          () =>
            api.subscriptions.getSubscription({
              params: { storeId: h.storeId, subscriptionId: created.id },
              query: { polling: true },
            }),
        );
        expect(held).toMatchObject({ id: created.id, status: 'current' });
      },
    },
    updateSubscription: {
      does: 'switches a subscription’s token and replaces its metadata',
      async run() {
        const created = await subscription();
        const replacement = await api.tokens.createToken({
          body: { ...cardTokenBody(cards.other[2]), type: 'subscription' },
        });
        const updated = await api.subscriptions.updateSubscription({
          params: { storeId: h.storeId, subscriptionId: created.id },
          body: { transaction_token_id: replacement.id, metadata: { plan: 'tea' } },
        });
        expect(updated).toMatchObject({
          id: created.id,
          transaction_token_id: replacement.id,
          metadata: { plan: 'tea' },
        });
      },
    },
    listSubscriptionCharges: {
      does: 'lists the charge of a subscription’s first payment',
      async run() {
        const created = await paidSubscription();
        const page = await api.subscriptions.listSubscriptionCharges({
          params: { storeId: h.storeId, subscriptionId: created.id },
          query: { currency: 'JPY' },
        });
        expect(page.items).toHaveLength(1);
        expect(page.items[0]).toMatchObject({
          subscription_id: created.id,
          status: 'successful',
          requested_amount: 980,
          charged_amount: 980,
        });
      },
    },
    listSubscriptionPayments: {
      does: 'lists a subscription’s payments with the paid first one',
      async run() {
        const created = await paidSubscription();
        const page = await api.subscriptions.listSubscriptionPayments({
          params: { storeId: h.storeId, subscriptionId: created.id },
        });
        const first = page.items.find((payment) => payment.id === created.next_payment?.id);
        expect(first).toMatchObject({ amount: 980, is_paid: true, zone_id: 'Asia/Tokyo' });
      },
    },
    getSubscriptionPayment: {
      does: 'reads one payment of a subscription without the list-only updated_on',
      async run() {
        const created = await paidSubscription();
        const paymentId = created.next_payment?.id ?? '';
        const payment = await api.subscriptions.getSubscriptionPayment({
          params: { storeId: h.storeId, subscriptionId: created.id, paymentId },
        });
        expect(payment).toMatchObject({ id: paymentId, amount: 980, is_paid: true });
        expect(payment).not.toHaveProperty('updated_on');
      },
    },
  },
  customs: {
    createCustomsDeclaration: {
      does: 'declares a paid we_chat_online charge to customs',
      async run() {
        const paid = await paidWeChatCharge();
        const created = await api.customs.createCustomsDeclaration({
          params: { storeId: h.storeId, chargeId: paid.id },
          body: { declaration },
        });
        expect(created).toMatchObject({
          charge_id: paid.id,
          store_id: h.storeId,
          gateway: 'we_chat_online',
          status: 'pending',
          declaration,
          declaration_result: {},
          error: null,
        });
      },
    },
    getCustomsDeclaration: {
      does: 'reads a declaration with polling held until customs answered',
      async run() {
        const paid = await paidWeChatCharge();
        const created = await api.customs.createCustomsDeclaration({
          params: { storeId: h.storeId, chargeId: paid.id },
          body: { declaration },
        });
        const held = await heldWhileAdvancing(
          '/stores/{storeId}/charges/{chargeId}/customs/{customsDeclarationId}',
          customsProcessingMs,
          () =>
            api.customs.getCustomsDeclaration({
              params: { storeId: h.storeId, chargeId: paid.id, customsDeclarationId: created.id },
              query: { polling: true },
            }),
        );
        expect(held).toMatchObject({
          id: created.id,
          status: 'successful',
          declaration_result: { state: 'SUCCESS' },
        });
      },
    },
    updateCustomsDeclaration: {
      does: 'modifies a successful declaration, which goes back to customs',
      async run() {
        const paid = await paidWeChatCharge();
        const params = { storeId: h.storeId, chargeId: paid.id };
        const created = await api.customs.createCustomsDeclaration({
          params,
          body: { declaration },
        });
        advance(customsProcessingMs);
        const updated = await api.customs.updateCustomsDeclaration({
          params: { ...params, customsDeclarationId: created.id },
          body: { declaration: { certificate_name: 'Li Mei' } },
        });
        expect(updated).toMatchObject({
          id: created.id,
          status: 'pending',
          declaration: { ...declaration, certificate_name: 'Li Mei' },
        });
      },
    },
  },
  widget: {
    updateWidgetConfiguration: {
      does: 'merges the given colours over the defaults and answers all seven',
      async run() {
        const answer = await api.widget.updateWidgetConfiguration({
          params: { storeId: h.storeId },
          body: { colors: { main_color: '#112233', base_text: '#333333' } },
        });
        expect(answer.colors).toEqual({
          ...widgetColorDefaults,
          main_color: '#112233',
          base_text: '#333333',
        });
      },
    },
  },
  checkoutInfo: {
    getCheckoutInfo: {
      does: 'reads back the colours the widget configuration set, per store, under theme.colors',
      async run() {
        await api.widget.updateWidgetConfiguration({
          params: { storeId: h.storeId },
          body: { colors: { secondary_background: '#004488' } },
        });
        const info = await api.checkoutInfo.getCheckoutInfo({
          params: {},
          query: { origin: 'https://shop.example' },
        });
        expect(info).toMatchObject({
          mode: 'test',
          theme: { colors: { secondary_background: '#004488' } },
        });
        // Store 2's widget was never configured here: it shows the spec's defaults.
        const other = await store2.api.checkoutInfo.getCheckoutInfo({ params: {} });
        expect(other.theme.colors).toEqual(widgetColorDefaults);
      },
    },
  },
  customers: {
    createCustomerId: {
      does: 'maps a merchant customer id to the same service id each time, per store',
      async run() {
        const body = { customer_id: 'member-0042' };
        const first = await api.customers.createCustomerId({
          params: { storeId: h.storeId },
          body,
        });
        const again = await api.customers.createCustomerId({
          params: { storeId: h.storeId },
          body,
        });
        expect(first.customer_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-/);
        expect(again.customer_id).toBe(first.customer_id);
        const otherStore = await store2.api.customers.createCustomerId({
          params: { storeId: store2StoreId() },
          body,
        });
        expect(otherStore.customer_id).not.toBe(first.customer_id);
      },
    },
  },
  heartbeat: {
    heartbeat: {
      does: 'answers without authentication',
      async run() {
        expect(await api.heartbeat.heartbeat()).toEqual({ status: 'ok' });
      },
    },
  },
};

function store2StoreId(): string {
  return h.sim.credentials.appTokens.store2Test.storeId ?? '';
}

describe('every route of createServiceApi against the simulator', () => {
  it('has a test for exactly the routes createServiceApi has', () => {
    expect(routeNames(routeTests)).toEqual(routeNames(createServiceApi(store.client)));
  });

  const cases = Object.entries(routeTests).flatMap(([group, routes]) =>
    Object.entries(routes as Readonly<Record<string, RouteTest>>).map(
      ([name, test]) => [`${group}.${name}`, test.does, test.run] as const,
    ),
  );
  it.each(cases)('%s %s', async (route, _does, run) => {
    called.clear();
    await run();
    expect([...called]).toContain(route);
  });
});

describe('errors of routes against the simulator', () => {
  it('refuses an invalid body in the client, before any request reaches the simulator', async () => {
    // A no-op fault the simulator would consume on the first request to the route.
    await h.armFault({ fault: 'latency=0', method: 'POST', path: '/charges' });
    const before = await h.state();
    const sentBefore = store.sent.length;
    const error = await failureOf(
      store.api.charges.createCharge({
        body: { transaction_token_id: 'not-a-uuid', amount: -5, currency: 'yen' },
      }),
    );
    expect(error.detail).toMatchObject({ kind: 'invalid_request', code: 'VALIDATION_ERROR' });
    expect(error.detail.kind === 'invalid_request' && error.detail.fields).toEqual(
      expect.arrayContaining([
        { field: 'transaction_token_id', reason: 'INVALID_UUID' },
        { field: 'currency', reason: 'INVALID_CURRENCY' },
      ]),
    );
    const after = await h.state();
    expect(store.sent.length).toBe(sentBefore);
    expect(after.armedFaults).toEqual(before.armedFaults);
    expect(after.collections).toEqual(before.collections);
    await h.control('DELETE', '/_sim/faults');
  });

  it('reports a rule only the server can check as a service error with its field', async () => {
    // The client has no clock of the service's: whether a card has expired is the server's to say.
    const sentBefore = store.sent.length;
    const error = await failureOf(
      store.api.tokens.createToken({
        body: {
          ...cardTokenBody(),
          data: { ...cardTokenBody().data, exp_month: '01', exp_year: '2020' },
        },
      }),
    );
    expect(error.detail).toMatchObject({
      kind: 'service',
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'data.exp_year', reason: 'INVALID_CARD_EXPIRATION' }],
    });
    expect(store.sent.length - sentBefore).toBe(1);
  });

  it('reports CHARGE_TOO_QUICK for the same card and amount again, without retrying', async () => {
    const body = (tokenId: string) => ({
      transaction_token_id: tokenId,
      amount: 777,
      currency: 'JPY',
    });
    const first = await store.api.tokens.createToken({ body: cardTokenBody() });
    await store.api.charges.createCharge({ body: body(first.id) });
    const second = await store.api.tokens.createToken({ body: cardTokenBody() });
    const sentBefore = store.sent.length;
    const error = await failureOf(store.api.charges.createCharge({ body: body(second.id) }));
    expect(error.detail).toMatchObject({
      kind: 'service',
      status: 400,
      code: 'CHARGE_TOO_QUICK',
      fields: [],
      idempotencyStatus: 'successfully_stored',
    });
    expect(store.sent.length - sentBefore).toBe(1);
  });

  it('reports RECURRING_USAGE_LIMIT_REQUIRED in a store without infinite recurring tokens', async () => {
    const error = await failureOf(
      store2.api.tokens.createToken({
        body: { ...cardTokenBody(cards.other[3]), type: 'recurring' },
      }),
    );
    expect(error.detail).toMatchObject({
      kind: 'service',
      status: 400,
      code: 'RECURRING_USAGE_LIMIT_REQUIRED',
    });
  });
});
