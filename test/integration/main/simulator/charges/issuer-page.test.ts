import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  encodeThreeDsPayload,
  threeDsIssuerToken,
  type ThreeDsIssuerToken,
} from '../../../../../shared/service/issuer-tokens';
import { jwtAuth, type TestSimulator } from '../simulator-fixture';
import {
  advanceClock,
  type Caller,
  cardBody,
  createdToken,
  readToken,
} from '../tokens/token-test-kit';
import { follow, pressButton, startReturnPage, visit, type ReturnPage } from './browser';
import {
  caller,
  newCharge,
  processCharges,
  readCharge,
  readThreeDsIssuerToken,
  startChargeSimulator,
} from './charge-test-kit';

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

const threeDsCard = '4000000000003220';

/** Spec rule 3: the client posts the payload to issuer_token in the given content type. */
function openIssuerPage(issuer: ThreeDsIssuerToken) {
  return visit(issuer.issuer_token, {
    method: 'POST',
    form: encodeThreeDsPayload(issuer),
    contentType: issuer.content_type,
  });
}

/** A card charge awaiting 3DS, created with `body`, and its 3DS issuer token. */
async function chargeAwaitingThreeDs(body: Record<string, unknown>) {
  const token = await createdToken(store1, cardBody({ card_number: threeDsCard }));
  const created = await newCharge(store1, token.id, body);
  await processCharges(sim);
  return { created, issuer: await readThreeDsIssuerToken(store1, created.id) };
}

describe('the simulated issuer page for a charge (spec: Get the 3DS issuer token, rules 3-4)', () => {
  it('shows the payment with Authenticate and Fail buttons, as plain forms without script', async () => {
    const { issuer } = await chargeAwaitingThreeDs({});
    const page = await openIssuerPage(issuer);
    expect(page.status).toBe(200);
    expect(page.text).toContain('¥1,000');
    expect(page.text).toContain('ending 3220');
    expect(page.text).toContain('Authenticate');
    expect(page.text).toContain('Fail authentication');
    expect(page.text).not.toContain('<script');
  });

  it('completes the charge and redirects to the endpoint with univapayChargeId and the creation metadata', async () => {
    const { created, issuer } = await chargeAwaitingThreeDs({
      metadata: { order: 'A-17', count: 3 },
      three_ds: { redirect_endpoint: shop.endpoint },
    });
    const page = await openIssuerPage(issuer);
    const answer = await visit(issuer.issuer_token, {
      method: 'POST',
      form: pressButton(page.text, 'Authenticate'),
    });
    const returned = await follow(answer);
    expect(returned.status).toBe(200);
    const [back] = shop.visits;
    expect(back?.pathname).toBe('/return');
    expect(Object.fromEntries(back?.searchParams ?? [])).toEqual({
      shop: '1',
      univapayChargeId: created.id,
      order: 'A-17',
      count: '3',
    });
    expect((await readCharge(store1, created.id)).status).toBe('successful');
  });

  it('fails the charge with 358 on Fail authentication, and still redirects', async () => {
    const { created, issuer } = await chargeAwaitingThreeDs({
      three_ds: { redirect_endpoint: shop.endpoint },
    });
    const page = await openIssuerPage(issuer);
    await follow(
      await visit(issuer.issuer_token, {
        method: 'POST',
        form: pressButton(page.text, 'Fail authentication'),
      }),
    );
    expect(shop.visits[0]?.searchParams.get('univapayChargeId')).toBe(created.id);
    expect(await readCharge(store1, created.id)).toMatchObject({
      status: 'failed',
      error: { code: 358 },
    });
  });

  it('shows a completion page when no redirect endpoint was registered', async () => {
    const { created, issuer } = await chargeAwaitingThreeDs({});
    const page = await openIssuerPage(issuer);
    const answer = await visit(issuer.issuer_token, {
      method: 'POST',
      form: pressButton(page.text, 'Authenticate'),
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Authentication complete');
    expect((await readCharge(store1, created.id)).status).toBe('successful');
  });

  it('shows the authentication as closed once it ended', async () => {
    const { issuer } = await chargeAwaitingThreeDs({});
    const page = await openIssuerPage(issuer);
    const form = pressButton(page.text, 'Authenticate');
    await visit(issuer.issuer_token, { method: 'POST', form });
    const again = await visit(issuer.issuer_token, { method: 'POST', form });
    expect(again.status).toBe(400);
    expect(again.text).toContain('no longer open');
  });

  it('knows no charge of another mode or store at its address', async () => {
    const { issuer } = await chargeAwaitingThreeDs({});
    const live = await openIssuerPage({
      ...issuer,
      issuer_token: issuer.issuer_token.replace('/test/', '/live/'),
    });
    expect(live.status).toBe(404);
    const otherStore = sim.credentials.appTokens.store2Test.storeId ?? '';
    const elsewhere = await openIssuerPage({
      ...issuer,
      issuer_token: issuer.issuer_token.replace(store1.token.storeId ?? '', otherStore),
    });
    expect(elsewhere.status).toBe(404);
  });
});

describe('the simulated issuer page for a recurring token (spec: Get the 3DS issuer token, rule 1)', () => {
  it('completes the token’s 3DS and redirects with univapayTokenId and the creation metadata', async () => {
    const token = await createdToken(
      store1,
      cardBody(
        { card_number: threeDsCard, three_ds: { enabled: true, redirect_endpoint: shop.endpoint } },
        { type: 'recurring', metadata: { customer: 'C-9' } },
      ),
    );
    await advanceClock(sim, 2000);
    const tokenPath = `/stores/${store1.token.storeId ?? ''}/tokens/${token.id}`;
    const fetched = await sim.call('GET', `${tokenPath}/three_ds/issuer_token`, {
      headers: { authorization: jwtAuth(store1.token) },
    });
    expect(fetched.status, fetched.text).toBe(200);
    const issuer = threeDsIssuerToken.parse(fetched.json());
    const page = await openIssuerPage(issuer);
    expect(page.text).toContain('ending 3220');
    await follow(
      await visit(issuer.issuer_token, {
        method: 'POST',
        form: pressButton(page.text, 'Authenticate'),
      }),
    );
    expect(Object.fromEntries(shop.visits[0]?.searchParams ?? [])).toEqual({
      shop: '1',
      univapayTokenId: token.id,
      customer: 'C-9',
    });
    const after = await readToken(store1, token.id);
    expect(after.data).toMatchObject({ three_ds: { status: 'successful' } });
  });
});
