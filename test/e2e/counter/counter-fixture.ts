/*
 * The real counter end to end: the built renderer in Chromium, through the browser host, to
 * the core and its built-in training simulator, as `npm run start:browser` runs them
 * (DESIGN.md: Where Electron cannot run). Each test gets a fresh data directory, core and
 * host; the renderer is built once per run (build-renderer.ts, Playwright's global setup).
 *
 *   import { expect, test } from './counter-fixture';
 *
 *   test('a konbini sale', async ({ counter }) => {
 *     const { page } = counter;                       // the renderer, opened and ready
 *     await counter.switchLanguage('en');             // through the header's switch
 *     ...                                             // drive the UI with page.getByRole
 *     await counter.actAsCustomer({ action: 'pay_konbini_slip', chargeId });
 *     const issuer = await counter.nextPopup();       // call before what opens the popup
 *     await issuer.content.getByRole('button', { name: 'Authenticate' }).click();
 *     await counter.screenshot('konbini-slip');       // test-results/screenshots/konbini-slip-<lang>.png
 *     await counter.expectAccessible();               // no serious or critical axe violation
 *   });
 *
 * `counter.armFault({fault: '503', method: 'PATCH', path: '/stores/{storeId}/...'})` arms a
 * fault in the training simulator for the next matching request (docs/simulator.md: Faults).
 * `test.use({ trainingHistory: { count: 10_000, days: 30 } })` seeds the training simulator's
 * history before the page opens (docs/simulator.md: Seeding a history).
 * `test.use({ iframePollMs: 300_000 })` has a sale at its 3DS page read the charge that rarely,
 * so only the customer's return to the host moves it on at once.
 * `counter.plantSale({ amount, facts, end })` writes a card sale of the training store into the
 * journal as if this till had made it (what the till believes, for reconciliation).
 * `counter.simulatorRecords()` reads the training simulator's charges, refunds and tokens in
 * process.
 * `counter.saveMerchantProfile(name)` saves a profile of the training store with the
 * simulator's merchant token, whose all-stores lists hold the simulator's second store too.
 * `counter.core.dispatch(channel, input)` calls main as the renderer would, e.g. to read a
 * charge the screen does not show. The host serves the customer display too, at
 * `counter.host.customerDisplayUrl`, as `npm run start:browser` does. `counter.secrets()` lists the training app token's secret
 * and JWT, `counter.ipcSeen()` every IPC answer and event the page received, `counter.logs`
 * what main reported and the page logged, and `counter.problems` the page's errors and failed
 * loads (the fixture fails a test that has any). Journeys that should also run in Electron
 * take a CounterScreen (counter-screen.ts), which both this fixture and
 * electron-counter-fixture.ts give (see card-sale-journeys.ts). Trainee-as-customer actions go through `training:act-as-customer` as the training
 * buttons do; in the UI, press the buttons of TrainingCustomerActions instead.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { eventChannels, type EventChannel } from '../../../shared/ipc/channel-names';
import { eventMethodName } from '../../../shared/ipc/method-names';
import type { EventPayload, ParsedInput } from '../../../shared/ipc/ipc-contract';
import type { IpcResult } from '../../../shared/ipc/ipc-result';
import { toMinorUnits } from '../../../shared/money';
import type { ProfileSummary } from '../../../shared/profiles';
import type { TrainingCustomerOutcome } from '../../../shared/ipc/training-customer-action';
import { createCounterCore, type CounterCore } from '../../../main/core/counter-core';
import type { CounterCoreOptions } from '../../../main/core/core-options';
import { createKeychain } from '../../../main/credentials/keychain';
import { customerFrameName } from '../../../main/ipc/browser-host/authentication-relay-page';
import { createBrowserAuthentications } from '../../../main/ipc/browser-host/browser-authenticator';
import {
  startBrowserHost,
  type BrowserHost,
} from '../../../main/ipc/browser-host/browser-host-server';
import { iframePollSchedule, threeDsPollSchedule } from '../../../main/service/polling';
import type { Journal } from '../../../main/journal/journal';
import type { RunningSimulator } from '../../../main/simulator/start-simulator';
import {
  chargesCollection,
  type ChargeRecord,
} from '../../../main/simulator/charges/charge-record';
import { refundsCollection } from '../../../main/simulator/refunds/refunds-collection';
import { tokensCollection, type TokenRecord } from '../../../main/simulator/tokens/token-record';
import type { Refund } from '../../../shared/service/refunds';
import type { HistorySeedInput } from '../../../main/simulator/seeding/history-seed-module';
import { fakeKeychainBackend } from '../../unit/main/credentials/fake-keychain-backend';
import { builtRendererDir } from '../build-renderer';
import { counterScreen, type CounterScreen } from './counter-screen';

export interface CounterHarness extends CounterScreen {
  readonly context: BrowserContext;
  readonly core: CounterCore;
  readonly host: BrowserHost;
  /** The app's data directory: settings, journal, audit trail, training simulator state. */
  readonly dataDir: string;
  /** The customer display in a tab of its own beside the till, with the till's tab in front. */
  openCustomerDisplay(): Promise<Page>;
  /** Plays the customer of a training sale through `training:act-as-customer`. */
  actAsCustomer(
    action: ParsedInput<'training:act-as-customer'>,
  ): Promise<IpcResult<TrainingCustomerOutcome>>;
  /**
   * The first event on `channel` whose payload `matches`, from main as the transport gets it;
   * subscribe before what sends it. Bounded by the test's timeout, not a clock of its own.
   */
  nextEvent<Channel extends EventChannel>(
    channel: Channel,
    matches: (payload: EventPayload<Channel>) => boolean,
  ): Promise<EventPayload<Channel>>;
  /**
   * Arms a fault in the training simulator (docs/simulator.md: Faults) for the next request(s)
   * matching `method` and the route's path template, e.g. `/stores/{storeId}/charges/{chargeId}`.
   */
  armFault(request: Parameters<RunningSimulator['armFaults']>[0]): void;
  /**
   * Moves the training simulator's clock on, running what falls due (a customs review), so a
   * test waits for the simulator's clock instead of real seconds.
   */
  advanceSimulatorClock(ms: number): void;
  /**
   * The training simulator's charges, refunds and tokens as it keeps them, every store's: what
   * happened, read without the app, to check the app's screens against.
   */
  simulatorRecords(): { charges: ChargeRecord[]; refunds: Refund[]; tokens: TokenRecord[] };
  /**
   * Writes a JPY card sale of the training store into the journal, as if this till had made
   * it, and ends it (`succeeded` with `facts`) or hands it to review (`outcome_unknown`):
   * what the till believes, planted without the screen. Answers its operation id.
   */
  plantSale(sale: {
    amount: number;
    facts?: Parameters<Journal['recordOutcome']>[2];
    end: 'succeeded' | 'review';
  }): Promise<string>;
  /**
   * Saves a store profile named `name` for the training simulator's store 1 with the
   * simulator's merchant app token, which reads every store of the merchant (the all-stores
   * scope; the training profile's store token reads its own store only). Select it on the
   * Stores screen to use it. Answers the stores the simulator seeds, store 1 first.
   */
  saveMerchantProfile(name: string): Promise<{ id: string; name: string }[]>;
  /** The training simulator's app token secrets and JWTs, which only main may hold. */
  secrets(): Promise<string[]>;
  /** Every IPC answer body and every event the page received so far, as JSON text. */
  ipcSeen(): Promise<string[]>;
  /**
   * What main logged (the core's and the host's reports, errors with their causes and
   * stacks) and what the page wrote to its console: the logs a support person would read.
   */
  readonly logs: string[];
}

/**
 * Short polls: the simulator answers at once, and a test should not wait out production's.
 * `iframePollMs` stretches the wait between reads of a charge at its 3DS page, for a test that
 * shows what else moves the sale on (the customer's return).
 */
function schedulesOf(iframePollMs: number | undefined) {
  return {
    threeDs: threeDsPollSchedule({ firstMs: 250, capMs: 500, maxPolls: 240 }),
    iframe:
      iframePollMs === undefined
        ? iframePollSchedule({ intervalMs: 250, maxPolls: 480 })
        : iframePollSchedule({
            intervalMs: iframePollMs,
            maxPolls: 480,
            maxDurationMs: 480 * iframePollMs,
          }),
    awaitingCustomer: iframePollSchedule({ intervalMs: 250, maxPolls: 480 }),
  };
}

/** Every `secret` and `jwt` in the training simulator's data file. */
async function simulatorSecrets(dataDir: string): Promise<string[]> {
  const text = await readFile(path.join(dataDir, 'training', 'simulator.json'), 'utf8');
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if ((key === 'secret' || key === 'jwt') && typeof inner === 'string') found.push(inner);
        else walk(inner);
      }
    }
  };
  walk(JSON.parse(text));
  return found;
}

export const test = base.extend<
  {
    counter: CounterHarness;
    trainingHistory: HistorySeedInput | undefined;
    iframePollMs: number | undefined;
  },
  { rendererDir: string }
>({
  // A test seeds the training simulator's history with `test.use({ trainingHistory: {count,
  // days} })` (docs/simulator.md: Seeding a history); none by default.
  trainingHistory: [undefined, { option: true }],
  // `test.use({ iframePollMs })` (schedulesOf); the fixture's short polls by default.
  iframePollMs: [undefined, { option: true }],

  rendererDir: [
    // Playwright reads the fixture's arguments from this destructuring; there are none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => use(builtRendererDir()),
    { scope: 'worker' },
  ],

  counter: async ({ browser, rendererDir, trainingHistory, iframePollMs }, use) => {
    const root = await mkdtemp(path.join(tmpdir(), 'counter-e2e-'));
    const dataDir = path.join(root, 'data');
    const authentications = createBrowserAuthentications();
    const logs: string[] = [];
    let trainingSimulator:
      | Pick<RunningSimulator, 'armFaults' | 'clock' | 'credentials' | 'baseUrl' | 'snapshot'>
      | undefined;
    let journal: Parameters<NonNullable<CounterCoreOptions['onJournal']>>[0] | undefined;
    const log = (context: string, error: unknown) =>
      logs.push(`${context}: ${inspect(error, { depth: 10 })}`);
    const core = await createCounterCore({
      dataDir,
      appVersion: 'e2e',
      appMode: 'development',
      simulator: 'built-in',
      ...(trainingHistory !== undefined && { trainingHistory }),
      authenticator: authentications.authenticator,
      printer: null,
      keychain: createKeychain({ backend: fakeKeychainBackend().backend, service: 'counter-e2e' }),
      schedules: schedulesOf(iframePollMs),
      onTrainingSimulator: (simulator) => {
        trainingSimulator = simulator;
      },
      onJournal: (opened) => {
        journal = opened;
      },
      onError: log,
      onRefusal: (line) => logs.push(line),
    });
    const host = await startBrowserHost({
      dispatch: core.dispatch,
      events: core.events,
      authentications,
      rendererDir,
      customerDisplay: core.customerDisplay,
      onError: (error) => log('browser host', error),
    });

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const screen = counterScreen(
      page,
      () => context.waitForEvent('page', { timeout: 30_000 }),
      (popup) => popup.frameLocator(`iframe[name="${customerFrameName}"]`),
    );
    const { problems } = screen;
    page.on('console', (message) => logs.push(`page console ${message.type()}: ${message.text()}`));
    // The IPC answers as the page received them; the event stream never ends, so its events
    // are collected in the page below.
    const bodies: string[] = [];
    const reading: Promise<void>[] = [];
    // The shell asks main every few seconds whether it runs: an answer that lands while the
    // page reloads is dropped by the browser with the old document, and no page can read it.
    let documents = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documents += 1;
    });
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.startsWith('/ipc/')) return;
      const document = documents;
      reading.push(
        response.text().then(
          (body) => void bodies.push(body),
          (error: unknown) => {
            if (documents !== document) return;
            problems.push(`unreadable ${response.url()}: ${String(error)}`);
          },
        ),
      );
    });
    await page.goto(host.url);
    await expect(page.getByRole('navigation')).toBeVisible();
    // Keys typed before the active store is read would reach no amount entry.
    await expect(page.getByRole('banner')).toHaveAttribute('aria-busy', 'false');
    await page.evaluate((methods) => {
      const seen: string[] = [];
      Object.assign(window, { counterE2eEvents: seen });
      const pos = (window as unknown as { pos: Record<string, (listener: unknown) => unknown> })
        .pos;
      for (const method of methods) {
        pos[method]?.((payload: unknown) => seen.push(JSON.stringify(payload)));
      }
    }, eventChannels.map(eventMethodName));

    const harness: CounterHarness = {
      ...screen,
      context,
      core,
      host,
      dataDir,
      logs,
      openCustomerDisplay: async () => {
        const display = await context.newPage();
        await display.goto(host.customerDisplayUrl);
        await page.bringToFront();
        return display;
      },
      actAsCustomer: async (action) =>
        (await core.dispatch(
          'training:act-as-customer',
          action,
        )) as IpcResult<TrainingCustomerOutcome>,
      nextEvent: (channel, matches) =>
        new Promise((resolve) => {
          const unsubscribe = core.events.subscribe((event) => {
            if (event.channel !== channel) return;
            // The hub types a payload by its channel; the check above narrows it to Channel.
            const payload = event.payload as EventPayload<typeof channel>;
            if (!matches(payload)) return;
            unsubscribe();
            resolve(payload);
          });
        }),
      armFault: (request) => {
        if (trainingSimulator === undefined)
          throw new Error('The core runs no training simulator.');
        trainingSimulator.armFaults(request);
      },
      advanceSimulatorClock: (ms) => {
        if (trainingSimulator === undefined)
          throw new Error('The core runs no training simulator.');
        trainingSimulator.clock.advance(ms);
      },
      simulatorRecords: () => {
        if (trainingSimulator === undefined)
          throw new Error('The core runs no training simulator.');
        const { collections } = trainingSimulator.snapshot();
        return {
          charges: chargesCollection.item.array().parse(collections['charges']),
          refunds: refundsCollection.item.array().parse(collections['refunds']),
          tokens: tokensCollection.item.array().parse(collections['tokens']),
        };
      },
      async plantSale({ amount, facts = {}, end }) {
        if (journal === undefined) throw new Error('The core opened no journal.');
        const profiles = (await core.dispatch('profiles:list', {})) as IpcResult<ProfileSummary[]>;
        const training = profiles.ok
          ? profiles.data.find((profile) => profile.training)
          : undefined;
        if (training === undefined) throw new Error('The core lists no training profile.');
        const { id: profileId, storeId, mode } = training;
        const written = await journal.recordIntent({
          kind: 'card_sale',
          storeId,
          profileId,
          mode,
          training: true,
          amount: toMinorUnits(amount),
          currency: 'JPY',
        });
        if (!written.ok) throw new Error(`the journal refused the sale: ${written.error.code}`);
        const operationId = written.value.id;
        const ended =
          end === 'review'
            ? await journal.markNeedsReview(operationId, 'outcome_unknown', facts)
            : await journal.recordOutcome(operationId, 'succeeded', facts);
        if (!ended.ok) throw new Error(`the journal refused the end: ${ended.error.code}`);
        return operationId;
      },
      async saveMerchantProfile(name) {
        if (trainingSimulator === undefined) {
          throw new Error('The core runs no training simulator.');
        }
        const { credentials, baseUrl } = trainingSimulator;
        const [store] = credentials.stores;
        if (store === undefined) throw new Error('The training simulator seeds no store.');
        const { secret, jwt } = credentials.appTokens.merchant;
        const saved = (await core.dispatch('profiles:save', {
          profile: { name, storeId: store.id, mode: 'test', baseUrl, currency: 'JPY' },
          credentials: { secret, jwt },
        })) as IpcResult<ProfileSummary>;
        if (!saved.ok) throw new Error(`the profile was not saved: ${saved.error.code}`);
        return credentials.stores.map(({ id, name: storeName }) => ({ id, name: storeName }));
      },
      secrets: () => simulatorSecrets(dataDir),
      async ipcSeen() {
        await Promise.all(reading);
        const events = await page.evaluate(
          () => (window as unknown as { counterE2eEvents: string[] }).counterE2eEvents,
        );
        return [...bodies, ...events];
      },
    };

    try {
      await use(harness);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await host.close();
      await core.close();
      await rm(root, { recursive: true, force: true });
    }
  },
});

export { expect };
