import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTerminalFlowStep, type FlowProgress } from '../../../../shared/flows/flow-progress';
import type { IpcResult } from '../../../../shared/ipc/ipc-result';
import { createKeychain } from '../../../../main/credentials/keychain';
import { createCounterCore, type CounterCore } from '../../../../main/core/counter-core';
import type { CoreEvent } from '../../../../main/ipc/event-hub';
import { openJournal } from '../../../../main/journal/journal';
import { iframePollSchedule, threeDsPollSchedule } from '../../../../main/service/polling';
import { storeCredentials, storeId } from '../../../unit/main/credentials/app-token-fixture';
import { fakeKeychainBackend } from '../../../unit/main/credentials/fake-keychain-backend';

/*
 * The composition root against its own built-in training simulator, over real loopback HTTP:
 * everything the renderer can reach goes through the dispatch, as the transports call it.
 */

let dataDir: string;
let core: CounterCore;
let keychainEntries: Map<string, string>;
const events: CoreEvent[] = [];
const results: unknown[] = [];
const background: { context: string; error: unknown }[] = [];

async function call(channel: string, input?: unknown): Promise<IpcResult<unknown>> {
  const result = await core.dispatch(channel, input);
  results.push(result);
  return result;
}

async function data(channel: string, input?: unknown): Promise<unknown> {
  const result = await call(channel, input);
  if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
  return result.data;
}

function ended(operationId: string): Promise<FlowProgress> {
  return vi.waitFor(
    () => {
      const done = events.find(
        (event): event is Extract<CoreEvent, { channel: 'flows:progress' }> =>
          event.channel === 'flows:progress' &&
          event.payload.operationId === operationId &&
          isTerminalFlowStep(event.payload.step),
      );
      if (done === undefined) throw new Error(`operation ${operationId} has not ended yet`);
      return done.payload;
    },
    { timeout: 25_000, interval: 50 },
  );
}

/** Every file under the data directory but the simulator's own state, as text. */
async function appFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dataDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const name = relative(dataDir, path);
    if (name.startsWith('training')) continue;
    files.set(name, await readFile(path, 'utf8'));
  }
  return files;
}

/** The training app token as the simulator issued it: what must never leave main. */
async function trainingCredentials(): Promise<{ secret: string; jwt: string }> {
  const snapshot = JSON.parse(
    await readFile(join(dataDir, 'training', 'simulator.json'), 'utf8'),
  ) as { accounts: { appTokens: { label: string; secret: string; jwt: string }[] } };
  const store1 = snapshot.accounts.appTokens.find((token) => token.label === 'store1Test');
  if (store1 === undefined) throw new Error('The simulator has no store-1 test token');
  return { secret: store1.secret, jwt: store1.jwt };
}

function expectNoSecrets(text: string, secrets: readonly string[]): void {
  for (const secret of secrets) expect(text).not.toContain(secret);
}

const fast = iframePollSchedule({ intervalMs: 200, maxPolls: 100 });

function openCore(realStores: 'allowed' | 'refused' = 'allowed'): Promise<CounterCore> {
  return createCounterCore({
    dataDir,
    realStores,
    appVersion: '0.1.0-test',
    appMode: 'development',
    platform: 'linux',
    keychain: createKeychain({ backend: keychain.backend, service: 'counter-core-test' }),
    authenticator: { open: () => Promise.resolve('closed') },
    printer: null,
    schedules: {
      threeDs: threeDsPollSchedule({ firstMs: 200, capMs: 200, maxPolls: 50 }),
      iframe: fast,
      awaitingCustomer: fast,
    },
    // Without onError the core logs as it does in the app: refusals as lines, faults with stacks.
    ...(collectBackground
      ? { onError: (context: string, error: unknown) => background.push({ context, error }) }
      : { onRefusal: (line: string) => refusalLines.push(line) }),
  });
}

let collectBackground = true;
const refusalLines: string[] = [];

let keychain: ReturnType<typeof fakeKeychainBackend>;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'counter-core-'));
  keychain = fakeKeychainBackend();
  keychainEntries = keychain.entries;
  events.length = 0;
  results.length = 0;
  background.length = 0;
  collectBackground = true;
  refusalLines.length = 0;
  core = await openCore();
  core.events.subscribe((event) => events.push(event));
});

/**
 * Restarts the core with one open operation (an intent, nothing sent) per profile given, in
 * review when `review` says so, as a crash would leave them.
 */
async function restartWithOpenOperations(...profileIds: string[]): Promise<string[]> {
  return restartWith(profileIds, false);
}

async function restartWith(
  profileIds: readonly string[],
  review: boolean,
  realStores: 'allowed' | 'refused' = 'allowed',
): Promise<string[]> {
  const { storeId: trainingStore } = (await data('profiles:get-active')) as { storeId: string };
  await core.close();
  const opened = await openJournal({ directory: join(dataDir, 'journal') });
  if (!opened.ok) throw new Error(opened.error.code);
  const { journal } = opened.value;
  const ids: string[] = [];
  for (const profileId of profileIds) {
    const intent = await journal.recordIntent({
      kind: 'card_sale',
      storeId: trainingStore,
      profileId,
      mode: 'test',
      training: true,
      amount: 800,
      currency: 'JPY',
    });
    if (!intent.ok) throw new Error(intent.error.code);
    ids.push(intent.value.id);
    if (review) await journal.markNeedsReview(intent.value.id, 'outcome_unknown');
  }
  await journal.close();
  core = await openCore(realStores);
  return ids;
}

afterEach(async () => {
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the Counter core on its built-in simulator', () => {
  it('starts on the training profile and reads tokens and history through the dispatch', async () => {
    const active = (await data('profiles:get-active')) as { id: string; training: boolean };
    expect(active).toMatchObject({ id: 'training', training: true, hasCredentials: true });
    expect(await data('profiles:select-active', { profileId: 'training' })).toMatchObject({
      id: 'training',
    });
    expect(await data('training:get')).toEqual({ enabled: true });

    expect(await data('tokens:list', { scope: 'store' })).toMatchObject({ items: [] });
    expect(await data('history:list', { scope: 'store', query: { limit: 10 } })).toMatchObject({
      items: [],
      has_more: false,
    });
  });

  it('runs a card sale through flows:start-sale and reads it back, with no secret anywhere the renderer or the disk could see', async () => {
    const started = (await data('flows:start-sale', {
      token: {
        payment_type: 'card',
        type: 'one_time',
        email: 'taro@example.com',
        data: {
          cardholder: 'TARO YAMADA',
          card_number: '5555555555554444',
          exp_month: '12',
          exp_year: '2099',
          cvv: '123',
        },
      },
      charge: { amount: 1200, currency: 'JPY' },
    })) as { operationId: string };

    const end = await ended(started.operationId);
    expect(end).toMatchObject({ step: 'succeeded', amount: 1200, currency: 'JPY' });

    const charges = (await data('history:list', { scope: 'store', query: { type: 'charge' } })) as {
      items: { resource_id: string; status: string }[];
    };
    expect(charges.items).toEqual([
      expect.objectContaining({ resource_id: end.chargeId, status: 'successful' }),
    ]);
    expect(await data('charges:get', { chargeId: end.chargeId })).toMatchObject({
      requested_amount: 1200,
    });
    const refund = (await data('flows:start-refund', {
      chargeId: end.chargeId,
      amount: 1200,
      currency: 'JPY',
      reason: 'customer_request',
    })) as { operationId: string };
    expect(await ended(refund.operationId)).toMatchObject({ step: 'succeeded' });
    const audit = (await data('audit:export', { format: 'jsonl' })) as string;
    expect(audit).toContain(`"operationId":"${refund.operationId}"`);
    expect(audit).toContain('"action":"refund"');

    const history = (await data('history:list', { scope: 'store' })) as { items: unknown[] };
    expect(history.items).toHaveLength(2);

    const { secret, jwt } = await trainingCredentials();
    const seen = [...results, ...events].map((value) => JSON.stringify(value)).join('\n');
    expectNoSecrets(seen, [secret, jwt, '5555555555554444']);
    const files = await appFiles();
    expect([...files.keys()].sort()).toEqual(
      expect.arrayContaining(['journal/audit.log', 'journal/operations.log']),
    );
    for (const [name, text] of files) {
      expect(text.includes(secret) || text.includes(jwt), name).toBe(false);
      expect(text, name).not.toContain('5555555555554444');
    }
    // Every progress event passed the contract check the core runs in development.
    expect(background).toEqual([]);
  });

  it('cancels a card sale through flows:start-cancel and lists the cancel on cancels:list', async () => {
    const sale = (await data('flows:start-sale', {
      token: {
        payment_type: 'card',
        type: 'one_time',
        email: 'taro@example.com',
        data: {
          cardholder: 'TARO YAMADA',
          card_number: '5555555555554444',
          exp_month: '12',
          exp_year: '2099',
          cvv: '123',
        },
      },
      charge: { amount: 800, currency: 'JPY' },
    })) as { operationId: string };
    const { chargeId } = await ended(sale.operationId);
    const cancel = (await data('flows:start-cancel', { chargeId })) as { operationId: string };
    expect(await ended(cancel.operationId)).toMatchObject({ step: 'succeeded' });

    expect(await data('cancels:list', { chargeId })).toMatchObject({
      items: [
        {
          charge_id: chargeId,
          status: 'successful',
          metadata: { 'counter-operation-id': cancel.operationId },
        },
      ],
      has_more: false,
    });
  });

  it('reads an operation back with its history, without its idempotency keys', async () => {
    const started = (await data('flows:start-sale', {
      token: {
        payment_type: 'card',
        email: 'hanako@example.com',
        data: {
          cardholder: 'HANAKO SATO',
          card_number: '4000000000000002',
          exp_month: '01',
          exp_year: '2099',
          cvv: '123',
        },
      },
      charge: { amount: 500, currency: 'JPY' },
    })) as { operationId: string };
    await ended(started.operationId);
    const operation = (await data('journal:get-operation', {
      operationId: started.operationId,
    })) as { kind: string; history: { type: string }[] };
    expect(operation).toMatchObject({ kind: 'card_sale', terminal: true, training: true });
    expect(operation.history[0]).toMatchObject({ type: 'intent' });
    expect(JSON.stringify(operation)).not.toMatch(/idempotency/i);
  });

  it('keeps a saved profile secret in the keychain and answers its test with facts', async () => {
    const credentials = storeCredentials();
    const saved = (await data('profiles:save', {
      profile: {
        name: 'Shop',
        storeId,
        mode: 'test',
        baseUrl: core.simulatorOrigin,
        currency: 'JPY',
      },
      credentials,
    })) as { id: string; hasCredentials: boolean };
    expect(saved.hasCredentials).toBe(true);

    // The simulator did not issue this token: reachable, but not authenticated.
    expect(await data('profiles:test', { profileId: saved.id })).toEqual({
      reachable: true,
      authenticated: false,
      failure: { step: 'read', code: expect.any(String) as string },
    });

    expect([...keychainEntries.values()].join('')).toContain(credentials.secret);
    const seen = results.map((value) => JSON.stringify(value)).join('\n');
    expectNoSecrets(seen, [credentials.secret, credentials.jwt]);
    for (const [name, text] of await appFiles()) {
      expect(text.includes(credentials.secret) || text.includes(credentials.jwt), name).toBe(false);
    }
  });

  it('leaves training for a store profile added during training and never selected', async () => {
    const saved = (await data('profiles:save', {
      profile: {
        name: 'Shop',
        storeId,
        mode: 'test',
        baseUrl: core.simulatorOrigin,
        currency: 'JPY',
      },
      credentials: storeCredentials(),
    })) as { id: string };
    expect(await data('training:set', { enabled: false })).toEqual({ enabled: false });
    expect(await data('profiles:get-active')).toMatchObject({ id: saved.id, training: false });
  });

  it('audits training switches and settings changes, and verifies the chain', async () => {
    expect(await call('training:set', { enabled: false })).toMatchObject({
      ok: false,
      error: { code: 'NO_STORE_PROFILE' },
    });
    const saved = (await data('profiles:save', {
      profile: {
        name: 'Shop',
        storeId,
        mode: 'test',
        baseUrl: core.simulatorOrigin,
        currency: 'JPY',
      },
      credentials: storeCredentials(),
    })) as { id: string };
    expect(await data('profiles:select-active', { profileId: saved.id })).toMatchObject({
      id: saved.id,
      training: false,
    });
    const limits = { maximum: 500_000, confirmAbove: 50_000 };
    expect(
      await data('profiles:set-sale-limits', { profileId: saved.id, saleLimits: limits }),
    ).toMatchObject({ id: saved.id, saleLimits: limits });
    expect(await data('profiles:get-active')).toMatchObject({ saleLimits: limits });
    expect(await call('profiles:remove', { profileId: saved.id })).toMatchObject({
      ok: false,
      error: { code: 'PROFILE_IN_USE' },
    });
    expect(await data('training:set', { enabled: true })).toEqual({ enabled: true });
    expect(await data('settings:set', { language: 'en' })).toEqual({
      language: 'en',
      printerName: null,
      paper: 'receipt_80mm',
      pdfPaper: 'a4',
      timeZone: 'Asia/Tokyo',
      customerDisplay: false,
    });

    const csv = (await data('audit:export', { format: 'jsonl' })) as string;
    const actions = csv
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { event: { action: string } }).event.action);
    expect(actions).toEqual([
      'credential_change',
      'training_mode_switch',
      'settings_change',
      'sale_limits_change',
      'training_mode_switch',
      'settings_change',
    ]);
    expect(csv).toContain(
      `"details":{"currency":"JPY","from":null,"profileId":"${saved.id}","to":{"confirmAbove":50000,"maximum":500000}}`,
    );
    expect(await data('audit:verify')).toMatchObject({ intact: true, entries: 6 });
  });

  it('answers app facts, settings and connectivity', async () => {
    expect(await data('app:get-info')).toEqual({
      version: '0.1.0-test',
      platform: 'linux',
      mode: 'development',
    });
    expect(await data('settings:get')).toEqual({
      language: 'ja',
      printerName: null,
      paper: 'receipt_80mm',
      pdfPaper: 'a4',
      timeZone: 'Asia/Tokyo',
      customerDisplay: false,
    });
    await expect
      .poll(async () => ((await data('connectivity:get')) as { status: string }).status)
      .toBe('online');
    expect(events).toContainEqual(
      expect.objectContaining({
        channel: 'connectivity:changed',
        payload: expect.objectContaining({ status: 'online' }) as unknown,
      }),
    );
  });

  it('resumes on start an operation the last run left open, before taking new sales', async () => {
    const [operationId = ''] = await restartWithOpenOperations('training');
    // Nothing was sent for it: recovery ends it abandoned (docs/reliability.md).
    expect(await data('journal:get-operation', { operationId })).toMatchObject({
      state: 'abandoned',
      terminal: true,
    });
  });

  it('logs a refusal in the background, such as RECOVERY_DEFERRED, as one line', async () => {
    collectBackground = false;
    await restartWithOpenOperations('11efd2ab-6c9e-cf80-a0eb-c18c9daebfc6');
    expect(refusalLines).toEqual([
      'counter: recovery refused RECOVERY_DEFERRED: 1 open operations belong to another profile; they wait for a start on it.',
    ]);
  });

  it("resumes the active profile's open operations and leaves another's for a start on it", async () => {
    const [own = '', foreign = ''] = await restartWithOpenOperations(
      'training',
      '11efd2ab-6c9e-cf80-a0eb-c18c9daebfc6',
    );
    expect(await data('journal:get-operation', { operationId: own })).toMatchObject({
      state: 'abandoned',
      terminal: true,
    });
    expect(background).toContainEqual({
      context: 'recovery',
      error: expect.objectContaining({ code: 'RECOVERY_DEFERRED' }) as unknown,
    });
    await core.close();
    const opened = await openJournal({ directory: join(dataDir, 'journal') });
    if (!opened.ok) throw new Error(opened.error.code);
    expect(opened.value.journal.operation(foreign)).toMatchObject({
      state: 'intent',
      terminal: false,
    });
    await opened.value.journal.close();
    core = await openCore();
  });

  it("neither lists, reads nor resolves another profile's operation, and says whose it is", async () => {
    const saved = (await data('profiles:save', {
      profile: {
        name: 'Shop',
        storeId,
        mode: 'test',
        baseUrl: core.simulatorOrigin,
        currency: 'JPY',
      },
      credentials: storeCredentials(),
    })) as { id: string };
    const [own = '', shop = '', removed = ''] = await restartWith(
      ['training', saved.id, '11efd2ab-6c9e-cf80-a0eb-c18c9daebfc6'],
      true,
    );
    const list = (await data('journal:list-review')) as {
      operations: { id: string }[];
      otherProfiles: unknown[];
    };
    expect(list.operations.map(({ id }) => id)).toEqual([own]);
    expect(list.otherProfiles).toEqual([
      { profileId: saved.id, profileName: 'Shop', count: 1 },
      { profileId: '11efd2ab-6c9e-cf80-a0eb-c18c9daebfc6', profileName: null, count: 1 },
    ]);
    const otherProfile = { ok: false, error: { code: 'OPERATION_OF_OTHER_PROFILE' } };
    for (const operationId of [shop, removed]) {
      expect(await call('journal:get-operation', { operationId })).toMatchObject(otherProfile);
      expect(
        await call('journal:resolve-review', { operationId, outcome: 'succeeded' }),
      ).toMatchObject(otherProfile);
    }
    // Nothing was recorded for them, in the journal or the audit trail.
    const audit = (await data('audit:export', { format: 'jsonl' })) as string;
    expect(audit).not.toContain('review_resolution');
    expect(
      await data('journal:resolve-review', { operationId: own, outcome: 'failed' }),
    ).toMatchObject({
      id: own,
      resolution: { outcome: 'failed' },
    });
  });

  it.skipIf(process.platform === 'win32')(
    "keeps the journal, audit trail and print register readable by the till's user only",
    async () => {
      for (const name of ['journal/operations.log', 'journal/audit.log', 'prints.log']) {
        expect((await stat(join(dataDir, name))).mode & 0o777, name).toBe(0o600);
      }
    },
  );

  it('relays a menu command as an event', () => {
    core.command('new-sale');
    expect(events).toContainEqual({ channel: 'app:command', payload: { command: 'new-sale' } });
  });

  it('reports nothing in the background on a quiet run', async () => {
    await data('history:list', { scope: 'store' });
    expect(background).toEqual([]);
  });
});

describe('the Counter core where real stores are refused (the browser host)', () => {
  const shop = () => ({
    name: 'Shop',
    storeId,
    mode: 'test',
    baseUrl: core.simulatorOrigin,
    currency: 'JPY',
  });
  const refused = { ok: false, error: { code: 'REAL_STORES_NOT_ALLOWED' } };

  it('starts on training over a real store the app left active, and lets nothing reach that store', async () => {
    const saved = (await data('profiles:save', {
      profile: shop(),
      credentials: storeCredentials(),
    })) as {
      id: string;
    };
    expect(core.training()).toBe(true);
    await data('profiles:select-active', { profileId: saved.id });
    expect(core.training()).toBe(false);
    // Audited as the real store: the trail now holds its record.
    await data('settings:set', { language: 'en' });
    await core.close();
    core = await openCore('refused');

    expect(await data('profiles:get-active')).toMatchObject({ id: 'training', training: true });
    expect(await data('training:get')).toEqual({ enabled: true });
    for (const [channel, input] of [
      ['profiles:select-active', { profileId: saved.id }],
      ['training:set', { enabled: false }],
      ['profiles:test', { profileId: saved.id }],
      ['profiles:replace-credentials', { profileId: saved.id, credentials: storeCredentials() }],
      ['profiles:save', { profile: shop(), credentials: storeCredentials() }],
      ['profiles:set-sale-limits', { profileId: saved.id, saleLimits: null }],
      ['profiles:remove', { profileId: saved.id }],
      ['audit:export', { format: 'jsonl' }],
      ['audit:verify', {}],
    ] as const) {
      expect(await call(channel, input), channel).toMatchObject(refused);
    }
    expect(await data('profiles:get-active')).toMatchObject({ id: 'training' });
    expect(await data('profiles:list')).toEqual([expect.objectContaining({ id: 'training' })]);
    expect(await data('history:list', { scope: 'store' })).toMatchObject({ items: [] });
  });

  it('exports an audit trail that holds only training', async () => {
    await core.close();
    core = await openCore('refused');
    await data('settings:set', { language: 'en' });
    expect(await data('audit:export', { format: 'jsonl' })).toContain('"action":"settings_change"');
    expect(await data('audit:verify')).toMatchObject({ intact: true, entries: 1 });
  });

  it("lists training's operations in review and names no real store's", async () => {
    const saved = (await data('profiles:save', {
      profile: shop(),
      credentials: storeCredentials(),
    })) as { id: string };
    const [own = ''] = await restartWith(['training', saved.id, saved.id], true, 'refused');
    expect(await data('journal:list-review')).toEqual({
      operations: [expect.objectContaining({ id: own })],
      otherProfiles: [],
    });
  });
});
