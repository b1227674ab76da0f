import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretAuth, startTestSimulator, type TestSimulator } from './simulator-fixture';
import { advanceClock, cardBody } from './tokens/token-test-kit';

/*
 * The simulator answers each resource with the fields the real service sent for it
 * (fixtures/service-responses/), plus only those the spec or the conventions add to an older
 * recording. A field the service sends and the simulator leaves out, or one the simulator
 * invents, fails here.
 */

const fixtureRoot = join(import.meta.dirname, '../../../../../shared/fixtures/service-responses');
const fixture = (path: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(fixtureRoot, path), 'utf8')) as Record<string, unknown>;

/** Fields of the spec or the conventions that an older recording lacks. */
const newerThanRecording = {
  // Spec: Transaction token.
  token: ['merchant_id', 'email', 'active', 'ip_address', 'usage_limit', 'confirmed', 'metadata'],
  tokenTimes: ['updated_on', 'last_used_on'],
  // Spec: Subscription.
  subscription: ['cyclical_period'],
  // Conventions: Pagination.
  page: ['total_hits'],
};

/** The recording's `test_mode`, which the spec's `mode` replaced. */
const replacedBySpec = ['test_mode'];

const keys = (value: unknown): string[] => Object.keys(value as object).sort();
const expected = (recorded: Record<string, unknown>, ...added: string[][]): string[] =>
  [...Object.keys(recorded).filter((key) => !replacedBySpec.includes(key)), ...added.flat()].sort();

let sim: TestSimulator;
const answers: Record<string, unknown> = {};

beforeAll(async () => {
  sim = await startTestSimulator({ clock: 'frozen' });
  const store = sim.credentials.appTokens.store1Test;
  const headers = { authorization: secretAuth(store) };
  const storePath = `/stores/${store.storeId ?? ''}`;
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) =>
    (await sim.call(method, path, { headers, ...(body === undefined ? {} : { body }) })).json();
  const token = (await call(
    'POST',
    '/tokens',
    cardBody({}, { type: 'recurring', usage_limit: 'monthly' }),
  )) as { id: string };
  answers.token = await call('GET', `${storePath}/tokens/${token.id}`);
  const charge = (await call('POST', '/charges', {
    transaction_token_id: token.id,
    amount: 1000,
    currency: 'JPY',
  })) as { id: string };
  await advanceClock(sim, 10_000);
  answers.charge = await call('GET', `${storePath}/charges/${charge.id}`);
  answers.cancel = await call('POST', `${storePath}/charges/${charge.id}/cancels`, {});
  const subscription = (await call('POST', '/subscriptions', {
    transaction_token_id: token.id,
    amount: 1000,
    currency: 'JPY',
    period: 'monthly',
  })) as { id: string };
  answers.subscription = subscription;
  // Its first payment falls due at once and is charged; the charge is then processed.
  await advanceClock(sim, 10_000);
  const subscriptionCharges = (await call(
    'GET',
    `${storePath}/subscriptions/${subscription.id}/charges`,
  )) as { items: { id: string }[] };
  answers.subscriptionCharges = subscriptionCharges;
  answers.subscriptionCharge = await call(
    'GET',
    `${storePath}/charges/${subscriptionCharges.items[0]?.id ?? ''}`,
  );
  answers.history = await call('GET', `${storePath}/transaction_history`);
});

afterAll(async () => {
  await sim.close();
});

describe('the simulator’s answers, field by field against the real service’s', () => {
  it('a card token', () => {
    const recorded = fixture('transactiontoken/get-card-full.json');
    expect(keys(answers.token)).toEqual(
      expected(recorded, newerThanRecording.token, newerThanRecording.tokenTimes),
    );
  });

  it('a charge', () => {
    // The charge recordings that carry `mode` are the current ones; the older ones lack most
    // of the conventions' fields.
    expect(keys(answers.charge)).toEqual(
      expected(fixture('charge/charge-create-with-three-ds-pending.json')),
    );
  });

  it('a subscription’s charge, read alone', () => {
    expect(keys(answers.subscriptionCharge)).toEqual(
      expected(fixture('subscription/charges/subscription-infinite-charge-awaiting.json')),
    );
  });

  it('a page of a subscription’s charges and its items', () => {
    const recorded = fixture('subscription/charges/subscription-finite-charges.json');
    const [recordedItem] = recorded.items as Record<string, unknown>[];
    const page = answers.subscriptionCharges as { items: unknown[] };
    expect(keys(page)).toEqual(expected(recorded));
    expect(page.items).not.toEqual([]);
    expect(keys(page.items[0])).toEqual(expected(recordedItem ?? {}));
  });

  it('a cancel', () => {
    expect(keys(answers.cancel)).toEqual(expected(fixture('cancel/cancel-response-metadata.json')));
  });

  it('a subscription', () => {
    expect(keys(answers.subscription)).toEqual(
      expected(
        fixture('subscription/subscription-infinite-unverified.json'),
        newerThanRecording.subscription,
      ),
    );
  });

  it('a history page and its items', () => {
    const recorded = fixture(
      'transactionhistory/store/sample-transaction-history-credit-card.json',
    );
    const [recordedItem] = recorded.items as Record<string, unknown>[];
    const page = answers.history as { items: unknown[] };
    expect(keys(page)).toEqual(expected(recorded, newerThanRecording.page));
    expect(keys(page.items[0])).toEqual(expected(recordedItem ?? {}));
  });
});
