import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isTerminalFlowStep, type FlowProgress } from '../../../../shared/flows/flow-progress';
import { createCounterCore, type CounterCore } from '../../../../main/core/counter-core';
import { createKeychain } from '../../../../main/credentials/keychain';
import type { Authenticator } from '../../../../main/flows/engine/flow-definition';
import { openJournal } from '../../../../main/journal/journal';
import { iframePollSchedule, threeDsPollSchedule } from '../../../../main/service/polling';
import { createServiceApi } from '../../../../main/service/service-api';
import { createServiceClient } from '../../../../main/service/service-client';
import { fakeKeychainBackend } from '../../../unit/main/credentials/fake-keychain-backend';
import { fakeAuthenticator } from '../../../unit/main/flows/flow-harness';
import { cardSale, cards, issuerPageCustomer } from '../flows/flow-simulator';

/*
 * A core restarted while a card sale's charge awaits 3-D Secure at its training simulator
 * (docs/reliability.md: Resuming operations after a restart): the service can tell where the
 * charge stands, so the issuer's page is offered again and the sale ends as the charge does,
 * or is canceled at the bound, instead of waiting in the review list for a person.
 */

let dataDir: string;
let core: CounterCore;
let keychain: ReturnType<typeof fakeKeychainBackend>;
const events: FlowProgress[] = [];

function openCore(authenticator: Authenticator): Promise<CounterCore> {
  return createCounterCore({
    dataDir,
    appVersion: '0.1.0-test',
    keychain: createKeychain({ backend: keychain.backend, service: 'three-ds-recovery-test' }),
    authenticator,
    printer: null,
    schedules: {
      threeDs: threeDsPollSchedule({ firstMs: 100, capMs: 100, maxPolls: 50 }),
      iframe: iframePollSchedule({ intervalMs: 100, maxPolls: 10 }),
      awaitingCustomer: iframePollSchedule({ intervalMs: 100, maxPolls: 10 }),
    },
  });
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'counter-three-ds-'));
  keychain = fakeKeychainBackend();
  events.length = 0;
  core = await openCore({ open: () => Promise.resolve('closed') });
});

afterEach(async () => {
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The training app token as the simulator issued it. */
async function trainingCredentials(): Promise<{ secret: string; jwt: string }> {
  const snapshot = JSON.parse(
    await readFile(join(dataDir, 'training', 'simulator.json'), 'utf8'),
  ) as { accounts: { appTokens: { label: string; secret: string; jwt: string }[] } };
  const store1 = snapshot.accounts.appTokens.find((token) => token.label === 'store1Test');
  if (store1 === undefined) throw new Error('The simulator has no store-1 test token');
  return { secret: store1.secret, jwt: store1.jwt };
}

/** The first progress of `operationId` that ends it, once the restarted core publishes it. */
function ended(operationId: string): Promise<FlowProgress> {
  return new Promise((resolve) => {
    const check = (progress: FlowProgress) =>
      progress.operationId === operationId && isTerminalFlowStep(progress.step);
    const earlier = events.find(check);
    if (earlier !== undefined) return resolve(earlier);
    const stop = core.events.subscribe((event) => {
      if (event.channel !== 'flows:progress' || !check(event.payload)) return;
      stop();
      resolve(event.payload);
    });
  });
}

/**
 * Leaves a card sale as a crash during 3-D Secure would: its charge created at the training
 * simulator and awaiting the issuer, the journal holding the sale at `authenticating`, then
 * starts the core again with `authenticator` as the issuer's page.
 */
async function restartDuringThreeDs(authenticator: Authenticator): Promise<string> {
  const active = await core.dispatch('profiles:get-active', undefined);
  if (!active.ok) throw new Error(active.error.code);
  const { storeId } = active.data as { storeId: string };
  const credentials = await trainingCredentials();
  const client = createServiceClient({
    baseUrl: core.simulatorOrigin ?? '',
    appVersion: '0.1.0-test',
    credentials: () => Promise.resolve(credentials),
  });
  const api = createServiceApi(client);
  const sale = cardSale(cards.threeDs, { amount: 800 });
  const token = await api.tokens.createToken(
    { body: sale.token },
    { idempotencyKey: randomUUID() },
  );
  const charge = await api.charges.createCharge(
    {
      body: {
        transaction_token_id: token.id,
        amount: 800,
        currency: 'JPY',
        capture: true,
        three_ds_mode: 'force',
      },
    },
    { idempotencyKey: randomUUID() },
  );
  await client.close();
  await core.close();

  const opened = await openJournal({ directory: join(dataDir, 'journal') });
  if (!opened.ok) throw new Error(opened.error.code);
  const { journal } = opened.value;
  const intent = await journal.recordIntent({
    kind: 'card_sale',
    storeId,
    profileId: 'training',
    mode: 'test',
    training: true,
    amount: 800,
    currency: 'JPY',
  });
  if (!intent.ok) throw new Error(intent.error.code);
  const operationId = intent.value.id;
  for (const [state, facts] of [
    ['creating_charge', { transactionTokenId: token.id, chargeRequest: { capture: true } }],
    ['processing', { chargeId: charge.id }],
    ['authenticating', { chargeStatus: 'awaiting' }],
  ] as const) {
    const moved = await journal.recordTransition(operationId, state, facts);
    if (!moved.ok) throw new Error(moved.error.code);
  }
  await journal.close();
  core = await openCore(authenticator);
  core.events.subscribe((event) => {
    if (event.channel === 'flows:progress') events.push(event.payload);
  });
  return operationId;
}

describe('a core restarted while a card sale awaits 3-D Secure', () => {
  it('offers the issuer page again and ends the sale as the customer authenticates there', async () => {
    const customer = issuerPageCustomer('Authenticate');
    const operationId = await restartDuringThreeDs(customer.authenticator);
    expect(await ended(operationId)).toMatchObject({
      step: 'succeeded',
      chargeStatus: 'successful',
    });
    expect(customer.opened).toHaveLength(1);
    expect(customer.opened[0]).toMatchObject({ operationId, method: 'POST' });
    expect(await core.dispatch('journal:list-review', undefined)).toMatchObject({
      ok: true,
      data: { operations: [] },
    });
  });

  it('cancels the charge at the bound when the customer does not come back to the page', async () => {
    const page = fakeAuthenticator();
    const operationId = await restartDuringThreeDs(page.authenticator);
    expect(await ended(operationId)).toMatchObject({
      step: 'abandoned',
      chargeStatus: 'canceled',
      problem: { type: 'timed_out' },
    });
    expect(page.opened).toHaveLength(1);
    expect(page.opened[0]?.signal.aborted).toBe(true);
  });
});
