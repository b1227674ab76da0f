import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { secretAuth, type TestSimulator } from '../simulator-fixture';
import {
  advanceClock,
  cardBody,
  cardNumber,
  createdToken,
  startTokenSimulator,
  storePath,
} from './token-test-kit';

let directory: string;
let dataFile: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'simulator-tokens-'));
  dataFile = join(directory, 'state.json');
});
afterEach(() => rm(directory, { recursive: true, force: true }));

/** Card numbers of no other meaning, so finding one anywhere can only be a leak. */
const numbers = [cardNumber('450000123456789'), cardNumber('530000987654321')];
const cvv = '9731';
const secretKeys = ['card_number', 'cvv', 'applepay_token', 'scanned_qr', 'paidy_token'];

/** Every key and every string value anywhere in a JSON value. */
function walk(value: unknown, keys: string[], strings: string[]): void {
  if (typeof value === 'string') strings.push(value);
  else if (Array.isArray(value)) for (const item of value) walk(item, keys, strings);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      keys.push(key);
      walk(item, keys, strings);
    }
  }
}

function expectNoSecrets(text: string): void {
  for (const number of numbers) expect(text).not.toContain(number);
  const keys: string[] = [];
  const strings: string[] = [];
  walk(JSON.parse(text), keys, strings);
  expect(keys.filter((key) => secretKeys.includes(key))).toEqual([]);
  expect(strings).not.toContain(cvv);
}

/** Every text the simulator answers while tokens are created, read, aliased and listed. */
async function exerciseTokens(sim: TestSimulator): Promise<{ texts: string[]; ids: string[] }> {
  const caller = { sim, token: sim.credentials.appTokens.store1Test };
  const auth = { authorization: secretAuth(caller.token) };
  const texts: string[] = [];
  const ids: string[] = [];
  for (const [index, number] of numbers.entries()) {
    const body = cardBody(
      {
        card_number: number,
        cvv,
        cvv_authorize: { enabled: true },
        three_ds: { enabled: true, redirect_endpoint: 'https://shop.example/done' },
      },
      { type: 'recurring' },
    );
    const created = await sim.call('POST', '/tokens', {
      headers: { ...auth, 'idempotency-key': `card-${index}` },
      body,
    });
    expect(created.status, created.text).toBe(201);
    texts.push(created.text);
    ids.push((created.json() as { id: string }).id);
  }
  texts.push(
    JSON.stringify(
      await createdToken(caller, {
        payment_type: 'apple_pay',
        email: 'taro@example.com',
        data: { applepay_token: numbers[0], cardholder: 'TARO YAMADA' },
      }),
    ),
  );
  await advanceClock(sim, 2000);
  for (const id of ids) {
    texts.push(
      (await sim.call('GET', `${storePath(caller.token)}/tokens/${id}`, { headers: auth })).text,
    );
    const alias = await sim.call(
      'POST',
      `/_sim/stores/${caller.token.storeId ?? ''}/tokens/${id}/aliases`,
      { body: { alias_metadata: { note: 'x' } } },
    );
    const { alias: key } = alias.json() as { alias: string };
    texts.push(
      (await sim.call('GET', `${storePath(caller.token)}/tokens/alias/${key}`, { headers: auth }))
        .text,
    );
  }
  texts.push((await sim.call('GET', `${storePath(caller.token)}/tokens`, { headers: auth })).text);
  const merchant = { authorization: secretAuth(sim.credentials.appTokens.merchant) };
  texts.push((await sim.call('GET', '/tokens', { headers: merchant })).text);
  texts.push((await sim.call('GET', '/_sim/state')).text);
  return { texts, ids };
}

describe('card data secrecy (the service never shows or keeps a card number)', () => {
  it('answers no card number or CVV in any token response, nor keeps one in the data file', async () => {
    const sim = await startTokenSimulator({ dataFile, saveDebounceMs: 0 });
    let answered: Awaited<ReturnType<typeof exerciseTokens>>;
    try {
      answered = await exerciseTokens(sim);
    } finally {
      await sim.close();
    }
    for (const text of answered.texts) expectNoSecrets(text);
    const saved = await readFile(dataFile, 'utf8');
    expect(saved).toContain(answered.ids[0]);
    expectNoSecrets(saved);
  });
});
