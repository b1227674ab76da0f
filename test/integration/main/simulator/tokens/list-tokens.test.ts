import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paginated } from '../../../../../shared/service/pagination';
import { transactionToken, type TransactionToken } from '../../../../../shared/service/tokens';
import { secretAuth, type TestSimulator } from '../simulator-fixture';
import {
  advanceClock,
  cardBody,
  createdToken,
  konbiniBody,
  liveVisa,
  scannedQrBody,
  startTokenSimulator,
  storePath,
  type AppToken,
} from './token-test-kit';

/*
 * One set of tokens, created one simulated minute apart (oldest first), read by every case:
 *   card      store 1, test, recurring, TARO YAMADA, visa, 12/2099, phone 03..., customer id
 *   konbini   store 1, test, recurring, family_mart, phone 090...
 *   qr        store 1, test, one_time, pay_pay: never listed (references: Token lists)
 *   card2     store 1, test, subscription, JIRO SUZUKI, mastercard, 01/2098, metadata tags
 *   live      store 1, live, recurring card
 *   online    store 2, test, recurring
 */

let sim: TestSimulator;
let tokens: Record<'card' | 'konbini' | 'qr' | 'card2' | 'live' | 'online', TransactionToken>;
const customerId = randomUUID();
const specSpelledCustomerId = randomUUID();
const minute = 60_000;

beforeAll(async () => {
  sim = await startTokenSimulator();
  const { store1Test, store1Live, store2Test } = sim.credentials.appTokens;
  const as = (token: AppToken) => ({ sim, token });
  const next = async (token: AppToken, body: unknown): Promise<TransactionToken> => {
    const created = await createdToken(as(token), body);
    await advanceClock(sim, minute);
    return created;
  };
  tokens = {
    card: await next(
      store1Test,
      cardBody(
        { phone_number: { country_code: '81', local_number: '0312345678' } },
        { type: 'recurring', metadata: { order: 'A-1', 'univapay-customer-id': customerId } },
      ),
    ),
    konbini: await next(store1Test, {
      ...konbiniBody(),
      type: 'recurring',
      usage_limit: 'monthly',
    }),
    qr: await next(store1Test, scannedQrBody('pay_pay:281234567890123456')),
    card2: await next(
      store1Test,
      cardBody(
        {
          cardholder: 'JIRO SUZUKI',
          card_number: '5555555555554444',
          exp_month: '01',
          exp_year: '2098',
        },
        {
          type: 'subscription',
          email: 'jiro@example.com',
          metadata: { order: 'B-2', tags: ['vip'], 'svc-customer-id': specSpelledCustomerId },
        },
      ),
    ),
    live: await next(store1Live, cardBody({}, { type: 'recurring', usage_limit: 'monthly' })),
    online: await next(store2Test, {
      payment_type: 'online',
      type: 'recurring',
      usage_limit: 'monthly',
      email: 'online@example.com',
      data: { brand: 'alipay_online', call_method: 'http_get' },
    }),
  };
});
afterAll(() => sim.close());

const envelope = paginated(transactionToken);

async function list(path: string, token: AppToken): Promise<TransactionToken[]> {
  const answer = await sim.call('GET', path, { headers: { authorization: secretAuth(token) } });
  expect(answer.status, answer.text).toBe(200);
  return envelope.parse(answer.json()).items;
}

/** Ids of store 1's tokens matching `query`, newest first, as the store 1 test token sees them. */
async function store1Ids(query: string): Promise<string[]> {
  const token = sim.credentials.appTokens.store1Test;
  const items = await list(`${storePath(token)}/tokens?${query}`, token);
  return items.map((item) => item.id);
}

const ids = (...names: (keyof typeof tokens)[]): string[] => names.map((name) => tokens[name].id);

describe("listing a store's tokens (spec: List transaction tokens)", () => {
  it('lists every token of the store, both modes, newest first', async () => {
    expect(await store1Ids('')).toEqual(ids('live', 'card2', 'konbini', 'card'));
  });

  it('never lists a one_time token, whatever the filter', async () => {
    expect(await store1Ids(`id=${tokens.qr.id}`)).toEqual([]);
    expect(await store1Ids('brand=pay_pay')).toEqual([]);
    expect(await store1Ids(`id=${tokens.qr.id}&active=all`)).toEqual([]);
  });

  it('lists active tokens unless asked: inactive ones alone, or all', async () => {
    const listed = ids('live', 'card2', 'konbini', 'card');
    expect(await store1Ids('active=active')).toEqual(listed);
    expect(await store1Ids('active=all')).toEqual(listed);
    expect(await store1Ids('active=inactive')).toEqual([]);
    const token = sim.credentials.appTokens.store1Test;
    const answer = await sim.call('GET', `${storePath(token)}/tokens?active=yes`, {
      headers: { authorization: secretAuth(token) },
    });
    expect(answer.status).toBe(400);
  });

  it('searches the id, email, cardholder, brand and metadata, ignoring case', async () => {
    expect(await store1Ids('search=jiro')).toEqual(ids('card2'));
    expect(await store1Ids('search=HANAKO@')).toEqual(ids('konbini'));
    expect(await store1Ids('search=mastercard')).toEqual(ids('card2'));
    // Letters no hexadecimal id holds, so only the metadata can match.
    expect(await store1Ids('search=VIP')).toEqual(ids('card2'));
    expect(await store1Ids(`search=${tokens.live.id.slice(0, 8)}`)).toEqual(ids('live'));
    expect(await store1Ids('search=nothing-like-it')).toEqual([]);
  });

  it('shows list items with the merchant and store names and user_data, without get-only fields', async () => {
    const token = sim.credentials.appTokens.store1Test;
    const [item] = await list(`${storePath(token)}/tokens?id=${tokens.card.id}`, token);
    expect(item).toMatchObject({
      id: tokens.card.id,
      merchant_id: sim.credentials.merchantId,
      active: true,
      merchant_name: 'Training Merchant',
      store_name: 'Training store',
      user_data: {
        cardholder_name: 'TARO YAMADA',
        brand: 'visa',
        gateway: null,
        service_provider: null,
      },
    });
    expect(typeof item?.created_on).toBe('string');
    expect(item).not.toHaveProperty('ip_address');
    expect(item).not.toHaveProperty('usage_limit');
    expect(item?.data).not.toHaveProperty('card.card_bin');
  });

  it('filters by creation time, from inclusive and to exclusive', async () => {
    // The create response carries created_on as integer ms (spec: Timestamps).
    const from = new Date(tokens.konbini.created_on).toISOString();
    const to = new Date(tokens.card2.created_on).toISOString();
    expect(await store1Ids(`from=${from}&to=${to}`)).toEqual(ids('konbini'));
    expect(await store1Ids(`from=${new Date(sim.clock.now()).toISOString()}`)).toEqual([]);
  });

  it('filters by id', async () => {
    expect(await store1Ids(`id=${tokens.konbini.id}`)).toEqual(ids('konbini'));
    expect(await store1Ids(`id=${randomUUID()}`)).toEqual([]);
  });

  it('filters by short_id, the last 6 characters of the id, ignoring case', async () => {
    const shortId = tokens.konbini.id.slice(-6).toUpperCase();
    expect(await store1Ids(`short_id=${shortId}`)).toEqual(ids('konbini'));
    const unused = ['000000', '111111', 'aaaaaa'].find(
      (candidate) => !Object.values(tokens).some((token) => token.id.endsWith(candidate)),
    );
    expect(await store1Ids(`short_id=${unused ?? ''}`)).toEqual([]);
  });

  it('filters by type', async () => {
    expect(await store1Ids('type=recurring')).toEqual(ids('live', 'konbini', 'card'));
    expect(await store1Ids('type=subscription')).toEqual(ids('card2'));
  });

  it('filters by email, ignoring case', async () => {
    expect(await store1Ids('email=TARO@example.com')).toEqual(ids('live', 'card'));
    expect(await store1Ids('email=nobody@example.com')).toEqual([]);
  });

  it('filters card tokens by cardholder, ignoring case', async () => {
    expect(await store1Ids('cardholder=jiro%20suzuki')).toEqual(ids('card2'));
    expect(await store1Ids('cardholder=HANAKO%20SATO')).toEqual([]);
  });

  it('filters by card expiry yyyy-MM', async () => {
    expect(await store1Ids('card_exp=2098-01')).toEqual(ids('card2'));
    expect(await store1Ids('card_exp=2098-02')).toEqual([]);
  });

  it("filters by the card's last four digits", async () => {
    expect(await store1Ids('card_last_four=4444')).toEqual(ids('card2'));
    expect(await store1Ids(`card_last_four=${liveVisa.slice(-4)}&mode=test`)).toEqual(ids('card'));
    expect(await store1Ids('card_last_four=0000')).toEqual([]);
  });

  it('filters by phone number, local or with the country code', async () => {
    expect(await store1Ids('phone_number=09012345678')).toEqual(ids('konbini'));
    expect(await store1Ids('phone_number=819012345678')).toEqual(ids('konbini'));
    expect(await store1Ids('phone_number=0312345678')).toEqual(ids('card'));
    expect(await store1Ids('phone_number=0120000000')).toEqual([]);
  });

  it('filters by brand: card network, konbini chain or wallet', async () => {
    expect(await store1Ids('brand=mastercard')).toEqual(ids('card2'));
    expect(await store1Ids('brand=family_mart')).toEqual(ids('konbini'));
    expect(await store1Ids('brand=jcb')).toEqual([]);
  });

  it('filters by customer_id, the metadata key univapay-customer-id', async () => {
    expect(await store1Ids(`customer_id=${customerId}`)).toEqual(ids('card'));
    expect(await store1Ids(`customer_id=${randomUUID()}`)).toEqual([]);
  });

  it('filters by customer_id in the spec’s spelling svc-customer-id too', async () => {
    expect(await store1Ids(`customer_id=${specSpelledCustomerId}`)).toEqual(ids('card2'));
  });

  it('filters by mode', async () => {
    expect(await store1Ids('mode=live')).toEqual(ids('live'));
    expect(await store1Ids('mode=test')).toEqual(ids('card2', 'konbini', 'card'));
  });

  it('filters by metadata, key:value or a text anywhere in it', async () => {
    expect(await store1Ids('metadata=order:A-1')).toEqual(ids('card'));
    expect(await store1Ids('metadata=order:A-2')).toEqual([]);
    expect(await store1Ids('metadata=tags:vip')).toEqual(ids('card2'));
    expect(await store1Ids('metadata=B-2')).toEqual(ids('card2'));
    expect(await store1Ids('metadata=C-3')).toEqual([]);
  });

  it('combines filters, every one of which must match', async () => {
    expect(await store1Ids('brand=visa&mode=live')).toEqual(ids('live'));
    expect(await store1Ids('brand=visa&type=subscription')).toEqual([]);
  });
});

describe('listing across stores', () => {
  it('lists every store of the merchant to a merchant token', async () => {
    const items = await list('/tokens', sim.credentials.appTokens.merchant);
    expect(items.map((item) => item.id)).toEqual(ids('online', 'live', 'card2', 'konbini', 'card'));
    expect(items[0]).toMatchObject({ store_name: 'Training store 2' });
  });

  it('lists only its own store to a store token', async () => {
    const items = await list('/tokens', sim.credentials.appTokens.store2Test);
    expect(items.map((item) => item.id)).toEqual(ids('online'));
  });

  it('applies the filters across stores', async () => {
    const items = await list('/tokens?brand=alipay_online', sim.credentials.appTokens.merchant);
    expect(items.map((item) => item.id)).toEqual(ids('online'));
  });

  it('lets a merchant token list another store, and a store token only its own', async () => {
    const store2 = `/stores/${sim.credentials.appTokens.store2Test.storeId ?? ''}/tokens`;
    const items = await list(store2, sim.credentials.appTokens.merchant);
    expect(items.map((item) => item.id)).toEqual(ids('online'));
    const answer = await sim.call('GET', store2, {
      headers: { authorization: secretAuth(sim.credentials.appTokens.store1Test) },
    });
    expect(answer.status).toBe(404);
  });

  it("pages with the infrastructure's cursor", async () => {
    const merchant = sim.credentials.appTokens.merchant;
    const answer = await sim.call('GET', `/tokens?limit=10&cursor=${tokens.card2.id}`, {
      headers: { authorization: secretAuth(merchant) },
    });
    const page = envelope.parse(answer.json());
    expect(page.items.map((item) => item.id)).toEqual(ids('konbini', 'card'));
    expect(page.has_more).toBe(false);
  });
});
