import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { transactionToken } from '../../../../../shared/service/tokens';
import { jwtAuth, secretAuth, type Answer, type TestSimulator } from '../simulator-fixture';
import {
  cardBody,
  createdToken,
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

function createAlias(tokenId: string, body: unknown, storeId = store1.token.storeId ?? '') {
  return sim.call('POST', `/_sim/stores/${storeId}/tokens/${tokenId}/aliases`, { body });
}

async function aliasOf(tokenId: string, body: unknown): Promise<string> {
  const answer = await createAlias(tokenId, body);
  expect(answer.status, answer.text).toBe(200);
  return (answer.json() as { alias: string }).alias;
}

/** Spec: Authentication 2, the alias route shows the JWT alone. */
function getByAlias(alias: string, path = storePath(store1.token)): Promise<Answer> {
  return sim.call('GET', `${path}/tokens/alias/${alias}`, {
    headers: { authorization: jwtAuth(store1.token) },
  });
}

describe('token aliases (spec: Get a transaction token by alias)', () => {
  it('answers the token with the alias fields of an alias made by the control route', async () => {
    const token = await createdToken(store1, cardBody());
    const alias = await aliasOf(token.id, {
      amount: 1200,
      currency: 'JPY',
      alias_metadata: { table: 4 },
    });
    const answer = await getByAlias(alias);
    expect(answer.status).toBe(200);
    const read = transactionToken.parse(answer.json());
    expect(read).toMatchObject({
      id: token.id,
      merchant_id: sim.credentials.merchantId,
      active: true,
      confirmed: null,
      amount: 1200,
      currency: 'JPY',
      alias_metadata: { table: 4 },
      created_on: new Date(token.created_on).toISOString(),
      data: { card: { brand: 'visa' } },
    });
    expect(read.platform_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(read).not.toHaveProperty('updated_on');
    expect(read).not.toHaveProperty('ip_address');
  });

  it('answers null amount and currency for an alias made without them', async () => {
    const token = await createdToken(store1, cardBody());
    const read = transactionToken.parse((await getByAlias(await aliasOf(token.id, {}))).json());
    expect(read).toMatchObject({ amount: null, currency: null, alias_metadata: {} });
  });

  it('refuses an amount without its currency', async () => {
    const token = await createdToken(store1, cardBody());
    const answer = await createAlias(token.id, { amount: 1200 });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'currency', reason: 'CONFLICTED' }],
    });
  });

  it('refuses an alias for a token the store does not have', async () => {
    const answer = await createAlias(randomUUID(), {});
    expect(answer.status).toBe(404);
    expect(answer.json()).toEqual({ status: 'error', code: 'NOT_FOUND', errors: [] });
  });

  it('answers 404 for an unknown alias and for an alias of another store', async () => {
    expect((await getByAlias('no-such-alias')).status).toBe(404);
    const token = await createdToken(store1, cardBody());
    const alias = await aliasOf(token.id, {});
    const merchant = sim.credentials.appTokens.merchant;
    const store2 = `/stores/${sim.credentials.stores[1]?.id ?? ''}`;
    const answer = await sim.call('GET', `${store2}/tokens/alias/${alias}`, {
      headers: { authorization: secretAuth(merchant) },
    });
    expect(answer.status).toBe(404);
  });
});
