import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { threeDsIssuerToken } from '../../../../../shared/service/issuer-tokens';
import { tokenProcessingMs } from '../../../../../main/simulator/tokens/tokens-module';
import { jwtAuth, type Answer, type TestSimulator } from '../simulator-fixture';
import {
  advanceClock,
  cardBody,
  createdToken,
  readToken,
  startTokenSimulator,
  storePath,
  type Caller,
} from './token-test-kit';

let sim: TestSimulator;
let store1: Caller;

beforeAll(async () => {
  sim = await startTokenSimulator();
  store1 = { sim, token: sim.credentials.appTokens.store1Test };
});
beforeEach(async () => {
  await sim.call('POST', '/_sim/reset');
});
afterAll(() => sim.close());

const redirectEndpoint = 'https://shop.example/three-ds-done';

const threeDsBody = (redirect: boolean) =>
  cardBody(
    { three_ds: { enabled: true, ...(redirect ? { redirect_endpoint: redirectEndpoint } : {}) } },
    { type: 'recurring' },
  );

/** Spec: Authentication 2, the 3DS issuer token route shows the JWT alone. */
function issuerToken(id: string): Promise<Answer> {
  return sim.call('GET', `${storePath(store1.token)}/tokens/${id}/three_ds/issuer_token`, {
    headers: { authorization: jwtAuth(store1.token) },
  });
}

const notAvailable = { status: 'error', code: 'INVALID_THREE_DS_STATUS', errors: [] };

describe('transaction token 3DS (spec: Transaction token 3DS)', () => {
  it('creates a 3DS token pending, with a redirect id for its redirect endpoint', async () => {
    const created = await createdToken(store1, threeDsBody(true));
    expect(created.data).toMatchObject({
      three_ds: {
        enabled: true,
        status: 'pending',
        redirect_endpoint: redirectEndpoint,
        error: null,
      },
    });
    expect(created.data).toHaveProperty(
      'three_ds.redirect_id',
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
  });

  it('leaves redirect_id null when no redirect endpoint was registered', async () => {
    const created = await createdToken(store1, threeDsBody(false));
    expect(created.data).toMatchObject({
      three_ds: { status: 'pending', redirect_endpoint: null, redirect_id: null },
    });
  });

  it('moves from pending to awaiting once the processing time has passed', async () => {
    const created = await createdToken(store1, threeDsBody(true));
    await advanceClock(sim, tokenProcessingMs - 1);
    expect((await readToken(store1, created.id)).data).toMatchObject({
      three_ds: { status: 'pending' },
    });
    await advanceClock(sim, 1);
    const awaiting = await readToken(store1, created.id);
    expect(awaiting.data).toMatchObject({ three_ds: { status: 'awaiting' } });
    expect(awaiting.updated_on).toBe(
      new Date(new Date(awaiting.created_on).getTime() + tokenProcessingMs).toISOString(),
    );
  });

  it('refuses the issuer token while the token is pending', async () => {
    const created = await createdToken(store1, threeDsBody(true));
    const answer = await issuerToken(created.id);
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual(notAvailable);
  });

  it('answers the issuer token of an awaiting token, pointing at the simulator', async () => {
    const created = await createdToken(store1, threeDsBody(true));
    await advanceClock(sim, tokenProcessingMs);
    const answer = await issuerToken(created.id);
    expect(answer.status).toBe(200);
    expect(threeDsIssuerToken.parse(answer.json())).toEqual({
      payment_type: 'card',
      issuer_token: `${sim.baseUrl}${storePath(store1.token)}/three_ds/issuer_token/test/response`,
      payload: { resource_id: created.id, resource_type: 'transaction_token' },
      content_type: 'application/x-www-form-urlencoded; charset=UTF-8',
      call_method: 'http_post',
    });
  });

  it('refuses the issuer token of a token without 3DS', async () => {
    const created = await createdToken(store1, cardBody({}, { type: 'recurring' }));
    await advanceClock(sim, tokenProcessingMs);
    const answer = await issuerToken(created.id);
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual(notAvailable);
  });

  it('answers 404 for the issuer token of an unknown token', async () => {
    const answer = await issuerToken('00000000-0000-4000-8000-000000000000');
    expect(answer.status).toBe(404);
  });
});
