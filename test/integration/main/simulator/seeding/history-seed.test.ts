import { afterEach, describe, expect, it } from 'vitest';
import { seedHistory } from '../../../../../main/simulator/seeding/seed-history';
import { secretAuth, startTestSimulator, type TestSimulator } from '../simulator-fixture';

interface Item {
  resource_id: string;
  charge_id: string;
  store_id: string;
  type: string;
  status: string;
  mode: string;
  payment_type: string;
  amount: number;
  currency: string;
  created_on: string;
  user_data: { brand: string | null };
}
interface Envelope {
  items: Item[];
  has_more: boolean;
  total_hits?: number;
}

const started: TestSimulator[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((sim) => sim.close()));
});

async function simulator(): Promise<TestSimulator> {
  const sim = await startTestSimulator({ clock: 'frozen' });
  started.push(sim);
  return sim;
}

/** Every history item a merchant token reads, page by page, newest first. */
async function wholeHistory(sim: TestSimulator): Promise<Item[]> {
  const headers = { authorization: secretAuth(sim.credentials.appTokens.merchant) };
  const items: Item[] = [];
  let cursor: string | undefined;
  for (;;) {
    const query = cursor === undefined ? '' : `&cursor=${cursor}`;
    const answer = await sim.call('GET', `/transaction_history?limit=100${query}`, { headers });
    expect(answer.status).toBe(200);
    const page = answer.json() as Envelope;
    items.push(...page.items);
    if (!page.has_more) return items;
    cursor = page.items.at(-1)?.resource_id;
  }
}

describe('history.seed', () => {
  it('makes the charges asked for and their refunds, every method, brand and status, on both stores and modes', async () => {
    const sim = await simulator();
    const seeded = seedHistory(sim, { count: 1500, days: 10 });
    const items = await wholeHistory(sim);
    const charges = items.filter((item) => item.type === 'charge');
    const refunds = items.filter((item) => item.type === 'refund');
    expect(charges).toHaveLength(1500);
    expect(refunds).toHaveLength(seeded.refunds);
    expect(seeded.refunds).toBeGreaterThan(0);
    const kinds = (list: Item[], key: (item: Item) => string | null) =>
      [...new Set(list.map(key))].sort();
    expect(kinds(charges, (item) => item.payment_type)).toEqual([
      'apple_pay',
      'bank_transfer',
      'card',
      'konbini',
      'online',
      'paidy',
      'qr_merchant',
      'qr_scan',
    ]);
    expect(kinds(charges, (item) => item.status)).toEqual([
      'authorized',
      'awaiting',
      'canceled',
      'error',
      'failed',
      'pending',
      'successful',
    ]);
    expect(kinds(refunds, (item) => item.status)).toEqual(
      expect.arrayContaining(['error', 'failed', 'successful']),
    );
    const brands = new Set(charges.map((item) => item.user_data.brand));
    for (const brand of [
      'visa',
      'mastercard',
      'american_express',
      'jcb',
      'diners_club',
      'discover',
      'seven_eleven',
      'lawson',
      'pay_pay',
      'we_chat_mpm',
      'alipay_online',
      'aozora_bank',
    ]) {
      expect(brands).toContain(brand);
    }
    const { stores } = sim.credentials;
    expect(kinds(charges, (item) => item.store_id)).toEqual(stores.map(({ id }) => id).sort());
    expect(kinds(charges, (item) => item.mode)).toEqual(['live', 'test']);
    expect(kinds(charges, (item) => item.currency)).toEqual(['EUR', 'JPY', 'USD']);
  });

  it('spreads the charges over the days asked for, ending now', async () => {
    const sim = await simulator();
    const seeded = seedHistory(sim, { count: 300, days: 3 });
    const times = (await wholeHistory(sim)).map((item) => Date.parse(item.created_on));
    const now = sim.clock.now();
    expect(Date.parse(seeded.to)).toBe(now);
    expect(Date.parse(seeded.from)).toBe(now - 3 * 86_400_000);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.parse(seeded.from));
    expect(Math.max(...times)).toBeLessThanOrEqual(now);
    // Each of the three days holds about a third of the charges.
    for (let day = 0; day < 3; day += 1) {
      const start = Date.parse(seeded.from) + day * 86_400_000;
      const inDay = times.filter((time) => time >= start && time < start + 86_400_000);
      expect(inDay.length).toBeGreaterThan(70);
    }
  });

  it('makes the same records for the same count, days and seed, and others for another seed', async () => {
    const describeItem = (item: Item) =>
      `${item.resource_id} ${item.type} ${item.payment_type} ${String(item.amount)} ${item.currency}`;
    const records = async (seed: number) => {
      const sim = await simulator();
      seedHistory(sim, { count: 200, days: 5, seed });
      return (await wholeHistory(sim)).map(describeItem);
    };
    const first = await records(7);
    expect(await records(7)).toEqual(first);
    expect(await records(8)).not.toEqual(first);
  });

  it('keeps the history newest first when seeded under charges made before', async () => {
    const sim = await simulator();
    const first = seedHistory(sim, { count: 50, days: 1, seed: 1 });
    sim.clock.advance(60_000);
    // A second seeding is dated before the first's newest charges: both interleave by date.
    const second = seedHistory(sim, { count: 50, days: 2, seed: 2 });
    const times = (await wholeHistory(sim)).map((item) => Date.parse(item.created_on));
    expect(times).toHaveLength(100 + first.refunds + second.refunds);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses a count below one as a field error', async () => {
    const sim = await simulator();
    expect(() => seedHistory(sim, { count: 0 })).toThrow(
      expect.objectContaining({ code: 'VALIDATION_ERROR' }),
    );
  });
});
