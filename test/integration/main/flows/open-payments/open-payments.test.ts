import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpenPayment } from '../../../../../shared/ipc/ipc-payloads';
import { createCounterCore, type CounterCore } from '../../../../../main/core/counter-core';
import { createKeychain } from '../../../../../main/credentials/keychain';
import type { CoreEvent } from '../../../../../main/ipc/event-hub';
import { iframePollSchedule, threeDsPollSchedule } from '../../../../../main/service/polling';
import {
  startSimulator,
  type RunningSimulator,
} from '../../../../../main/simulator/start-simulator';
import { fakeKeychainBackend } from '../../../../unit/main/credentials/fake-keychain-backend';
import { fakePrinter } from '../../core/fake-printer';
import { konbiniSaleInput } from '../../training-sale-inputs';

/*
 * The open-payments board through the core's dispatch, on a store profile backed by a
 * simulator whose clock stands still: the konbini sale's flow stops watching at its bound and
 * leaves the operation open, and the board alone sees the customer pay.
 */

let sim: RunningSimulator;
let core: CounterCore;
let dataDir: string;
let device: ReturnType<typeof fakePrinter>;
const events: CoreEvent[] = [];
const background: { context: string; error: unknown }[] = [];

async function data(channel: string, input?: unknown): Promise<unknown> {
  const result = await core.dispatch(channel, input);
  if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
  return result.data;
}

/** The first event from the `since`th on, past or to come, that `matches` accepts. */
function eventWhere<Found extends CoreEvent>(
  matches: (event: CoreEvent) => event is Found,
  since = 0,
) {
  return new Promise<Found>((resolve) => {
    const seen = events.slice(since).find(matches);
    if (seen !== undefined) {
      resolve(seen);
      return;
    }
    const stop = core.events.subscribe((event) => {
      if (!matches(event)) return;
      stop();
      resolve(event);
    });
  });
}

type BoardEvent = Extract<CoreEvent, { channel: 'payments:open-changed' }>;

/** The board's first state from the `since`th event on that `matches` accepts. */
function boardWhere(
  matches: (payments: OpenPayment[]) => boolean,
  since = 0,
): Promise<OpenPayment[]> {
  return eventWhere(
    (event): event is BoardEvent =>
      event.channel === 'payments:open-changed' && matches(event.payload),
    since,
  ).then((event) => event.payload);
}

beforeEach(async () => {
  events.length = 0;
  background.length = 0;
  sim = await startSimulator({ clock: 'frozen', pollingHoldMs: 20 });
  device = fakePrinter();
  dataDir = await mkdtemp(join(tmpdir(), 'counter-open-payments-'));
  core = await createCounterCore({
    dataDir,
    appVersion: '0.1.0-test',
    appMode: 'development',
    platform: 'linux',
    keychain: createKeychain({
      backend: fakeKeychainBackend().backend,
      service: 'counter-open-payments-test',
    }),
    simulator: 'none',
    printer: device.printer,
    authenticator: { open: () => Promise.resolve('closed') },
    schedules: {
      threeDs: threeDsPollSchedule({ firstMs: 20, capMs: 20, maxPolls: 500 }),
      iframe: iframePollSchedule({ intervalMs: 20 }),
      // The flow gives up on the customer after two looks and leaves the sale open.
      awaitingCustomer: iframePollSchedule({ intervalMs: 20, maxPolls: 2 }),
    },
    openPayments: { intervalMs: 50 },
    onError: (context, error) => background.push({ context, error }),
  });
  core.events.subscribe((event) => events.push(event));
  const token = sim.credentials.appTokens.store1Test;
  const profile = (await data('profiles:save', {
    profile: {
      name: 'Shop',
      storeId: token.storeId,
      mode: 'test',
      baseUrl: sim.baseUrl,
      currency: 'JPY',
    },
    credentials: { secret: token.secret, jwt: token.jwt },
  })) as { id: string };
  await data('profiles:select-active', { profileId: profile.id });
});

afterEach(async () => {
  await core.close();
  await sim.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the open-payments board through the core', () => {
  it('lists a konbini sale its flow left open and ends it succeeded once the customer pays', async () => {
    // The simulator processes a new charge a second later on its clock, which only the test moves.
    const processing = eventWhere(
      (event): event is Extract<CoreEvent, { channel: 'flows:progress' }> =>
        event.channel === 'flows:progress' && event.payload.step === 'processing',
    );
    const { operationId } = (await data('flows:start-sale', konbiniSaleInput)) as {
      operationId: string;
    };
    await processing;
    sim.clock.advance(1000);

    await boardWhere((payments) =>
      payments.some(
        (payment) =>
          payment.operationId === operationId &&
          payment.followedBy === 'board' &&
          payment.customer !== null,
      ),
    );
    const [open] = (await data('payments:list-open')) as OpenPayment[];
    expect(open).toMatchObject({
      operationId,
      kind: 'konbini_sale',
      amount: 1200,
      currency: 'JPY',
      status: 'awaiting',
      action: { type: 'konbini_payment', convenienceStore: 'lawson' },
      // Whom the slip is for, with only the phone number's last digits.
      customer: { name: 'Hanako Yamada', phoneEnd: '5678' },
      nearingExpiry: false,
      followedBy: 'board',
    });
    // The board says when the sale began, as the journal has it, so no row asks the journal.
    const operation = (await data('journal:get-operation', { operationId })) as {
      createdAt: string;
    };
    expect(open?.createdAt).toBe(operation.createdAt);
    const charge = (await data('charges:get', { chargeId: open?.chargeId })) as {
      created_on: string;
    };
    // Spec: data for konbini, expiration_period: three days from the charge's creation.
    expect(Date.parse(open?.expiresAt ?? '') - Date.parse(charge.created_on)).toBe(
      3 * 24 * 60 * 60 * 1000,
    );

    const beforePayment = events.length;
    const paid = await request(`${sim.baseUrl}/_sim/triggers/konbini.pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chargeId: open?.chargeId }),
    });
    expect(paid.statusCode).toBe(200);
    await paid.body.text();

    await boardWhere((payments) => payments.length === 0, beforePayment);
    expect(await data('payments:list-open')).toEqual([]);
    expect(await data('journal:get-operation', { operationId })).toMatchObject({
      state: 'succeeded',
      terminal: true,
      chargeStatus: 'successful',
    });
    // Every board event passed the contract check the core runs in development.
    expect(background).toEqual([]);
  });

  it('prints the payment slip of a konbini sale awaiting the customer, built by main', async () => {
    const processing = eventWhere(
      (event): event is Extract<CoreEvent, { channel: 'flows:progress' }> =>
        event.channel === 'flows:progress' && event.payload.step === 'processing',
    );
    const { operationId } = (await data('flows:start-sale', konbiniSaleInput)) as {
      operationId: string;
    };
    await processing;
    sim.clock.advance(1000);
    await boardWhere((payments) =>
      payments.some((payment) => payment.operationId === operationId && payment.action !== null),
    );
    await data('settings:set', { printerName: 'TM-m30' });

    expect(await data('printing:print-slip', { operationId })).toEqual({ copy: false, issue: 1 });
    expect(device.printed).toHaveLength(1);
    expect(device.printed[0]?.html).toContain('ローソン');
    // A store profile, not training: the slip carries no training notice.
    expect(device.printed[0]?.html).not.toContain('class="notice"');
  });
});
