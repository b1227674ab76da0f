import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceErrorBody } from '../../../../../shared/service/errors';
import type { TestSimulator } from '../simulator-fixture';
import { follow, pressButton, startReturnPage, visit, type ReturnPage } from './browser';
import {
  caller,
  getIssuerToken,
  newCharge,
  onlineBody,
  processCharges,
  readCharge,
  readIssuerToken,
  startChargeSimulator,
  triggerCharge,
} from './charge-test-kit';
import { advanceClock, createdToken, type Caller } from '../tokens/token-test-kit';

let sim: TestSimulator;
let store1: Caller;
let shop: ReturnPage;

beforeAll(async () => {
  sim = await startChargeSimulator();
  store1 = caller(sim, 'store1Test');
});
beforeEach(async () => {
  await sim.call('POST', '/_sim/reset');
  shop = await startReturnPage();
});
afterEach(() => shop.close());
afterAll(() => sim.close());

describe('online charges (spec: Charge rule 2; Issuer token object)', () => {
  it('has no issuer token while pending, and the wallet page’s address once awaiting', async () => {
    const token = await createdToken(store1, onlineBody({ call_method: 'http_get' }));
    const created = await newCharge(store1, token.id);
    const early = await getIssuerToken(store1, created.id);
    expect(early.status).toBe(400);
    expect(serviceErrorBody.parse(early.json()).code).toBe('ISSUER_TOKEN_EMPTY');
    await processCharges(sim);
    expect((await readCharge(store1, created.id)).status).toBe('awaiting');
    expect(await readIssuerToken(store1, created.id)).toEqual({
      payment_type: 'online',
      issuer_token: `${sim.baseUrl}/wallet/charges/${created.id}`,
      call_method: 'http_get',
    });
  });

  it('gives http_post the page’s address and a payload to post', async () => {
    const token = await createdToken(
      store1,
      onlineBody({ brand: 'pay_pay_online', call_method: 'http_post' }),
    );
    const created = await newCharge(store1, token.id);
    await processCharges(sim);
    expect(await readIssuerToken(store1, created.id)).toEqual({
      payment_type: 'online',
      issuer_token: `${sim.baseUrl}/wallet/charges/${created.id}`,
      payload: { resource_id: created.id, resource_type: 'charge' },
      call_method: 'http_post',
    });
  });

  it('gives sdk, app and web an opaque token for the wallet’s own software', async () => {
    const token = await createdToken(
      store1,
      onlineBody({ brand: 'alipay_online', call_method: 'sdk' }),
    );
    const created = await newCharge(store1, token.id);
    await processCharges(sim);
    const issuer = await readIssuerToken(store1, created.id);
    expect(issuer).toMatchObject({ payment_type: 'online', call_method: 'sdk' });
    expect(issuer.issuer_token).toMatch(/^sim_alipay_online_[0-9a-f]{32}$/);
    expect(issuer.issuer_token).not.toContain('http');
  });

  it('completes by the online.complete trigger: success, or failure as 308 not approved', async () => {
    const approved = await newCharge(store1, (await createdToken(store1, onlineBody())).id);
    const declined = await newCharge(store1, (await createdToken(store1, onlineBody())).id, {
      amount: 2000,
    });
    await processCharges(sim);
    const paid = await triggerCharge(sim, 'online.complete', {
      chargeId: approved.id,
      outcome: 'success',
    });
    expect(paid).toMatchObject({ status: 'successful', charged_amount: 1000 });
    const refused = await triggerCharge(sim, 'online.complete', {
      chargeId: declined.id,
      outcome: 'failure',
    });
    expect(refused).toMatchObject({ status: 'failed', error: { code: 308 } });
  });

  it('completes on the wallet page posted like http_post, returning to redirect.endpoint', async () => {
    const token = await createdToken(
      store1,
      onlineBody({ brand: 'd_barai_online', call_method: 'http_post' }),
    );
    const created = await newCharge(store1, token.id, {
      metadata: { order: 'W-3' },
      redirect: { endpoint: shop.endpoint },
    });
    await processCharges(sim);
    const issuer = await readIssuerToken(store1, created.id);
    const payload = new URLSearchParams(
      Object.entries(issuer.payload ?? {}).map(([key, value]) => [key, String(value)]),
    ).toString();
    const page = await visit(issuer.issuer_token ?? '', { method: 'POST', form: payload });
    expect(page.status).toBe(200);
    const answer = await visit(issuer.issuer_token ?? '', {
      method: 'POST',
      form: pressButton(page.text, 'Decline'),
    });
    await follow(answer);
    expect(Object.fromEntries(shop.visits[0]?.searchParams ?? [])).toEqual({
      shop: '1',
      univapayChargeId: created.id,
      order: 'W-3',
    });
    expect(await readCharge(store1, created.id)).toMatchObject({
      status: 'failed',
      error: { code: 308 },
    });
  });

  it('fails with 327 when the customer has not finished fifteen minutes after creation', async () => {
    const created = await newCharge(store1, (await createdToken(store1, onlineBody())).id);
    await advanceClock(sim, 15 * 60_000 - 1);
    expect((await readCharge(store1, created.id)).status).toBe('awaiting');
    await advanceClock(sim, 1);
    expect(await readCharge(store1, created.id)).toMatchObject({
      status: 'failed',
      error: { code: 327 },
    });
    const page = await visit(`${sim.baseUrl}/wallet/charges/${created.id}`, { method: 'GET' });
    expect(page.status).toBe(400);
  });
});
