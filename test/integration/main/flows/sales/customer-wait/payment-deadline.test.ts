import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCounterCore, type CounterCore } from '../../../../../../main/core/counter-core';
import { createKeychain } from '../../../../../../main/credentials/keychain';
import type { CoreEvent } from '../../../../../../main/ipc/event-hub';
import type { RunningSimulator } from '../../../../../../main/simulator/start-simulator';
import { iframePollSchedule, threeDsPollSchedule } from '../../../../../../main/service/polling';
import { fakeKeychainBackend } from '../../../../../unit/main/credentials/fake-keychain-backend';
import { fakePrinter } from '../../../core/fake-printer';

/*
 * The konbini deadline is derived once (main/flows/sales/customer-wait/payment-deadline.ts):
 * the counter's progress, the open-payments board and the printed slip show the same one for
 * the same payment, whether the service's expiry read answers or fails, through the core on
 * the built-in training simulator.
 */

let dataDir: string;
let core: CounterCore;
let device: ReturnType<typeof fakePrinter>;
let simulator: Pick<RunningSimulator, 'armFaults'> | undefined;
const listeners = new Set<(event: CoreEvent) => void>();

async function data(channel: string, input?: unknown): Promise<unknown> {
  const result = await core.dispatch(channel, input);
  if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
  return result.data;
}

/** The first core event `pick` accepts, from now on. */
function nextEvent<T>(pick: (event: CoreEvent) => T | undefined): Promise<T> {
  return new Promise((resolve) => {
    const listener = (event: CoreEvent) => {
      const picked = pick(event);
      if (picked === undefined) return;
      listeners.delete(listener);
      resolve(picked);
    };
    listeners.add(listener);
  });
}

const fast = iframePollSchedule({ intervalMs: 200, maxPolls: 100 });

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'counter-deadline-'));
  device = fakePrinter();
  core = await createCounterCore({
    dataDir,
    appVersion: '0.1.0-test',
    appMode: 'development',
    platform: 'linux',
    keychain: createKeychain({ backend: fakeKeychainBackend().backend, service: 'counter-due' }),
    authenticator: { open: () => Promise.resolve('closed') },
    printer: device.printer,
    onError: () => undefined,
    onTrainingSimulator: (running) => {
      simulator = running;
    },
    schedules: {
      threeDs: threeDsPollSchedule({ firstMs: 200, capMs: 200, maxPolls: 50 }),
      iframe: fast,
      awaitingCustomer: fast,
    },
  });
  core.events.subscribe((event) => {
    for (const listener of listeners) listener(event);
  });
  await data('settings:set', { printerName: 'TM-m30', language: 'en', timeZone: 'UTC' });
});

afterEach(async () => {
  listeners.clear();
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** As the slip prints a date (main/printing/render-document.ts), in English and UTC. */
function slipDate(at: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(new Date(at));
}

/** Starts a konbini sale due in two days; the three deadlines once each screen has one. */
async function konbiniDeadlines() {
  const awaiting = nextEvent((event) =>
    event.channel === 'flows:progress' && event.payload.step === 'awaiting_customer'
      ? event.payload
      : undefined,
  );
  const described = nextEvent((event) =>
    event.channel === 'payments:open-changed'
      ? event.payload.find((payment) => payment.action !== null)
      : undefined,
  );
  const { operationId } = (await data('flows:start-sale', {
    token: {
      payment_type: 'konbini',
      email: 'hanako@example.com',
      data: {
        customer_name: 'Hanako Yamada',
        phone_number: { country_code: '81', local_number: '9012345678' },
        convenience_store: 'family_mart',
        expiration_period: 'P2D',
      },
    },
    charge: { amount: 1200, currency: 'JPY' },
  })) as { operationId: string };
  const counter = await awaiting;
  const board = await described;
  expect(board.operationId).toBe(operationId);
  expect(await data('printing:print-slip', { operationId })).toEqual({ copy: false, issue: 1 });
  const slip = device.printed[0]?.html ?? '';
  await data('flows:abort', { operationId });
  const action = counter.action;
  if (action?.type !== 'konbini_payment') throw new Error('The sale showed no konbini slip');
  return { counter: action.expiresAt, board: board.expiresAt, slip };
}

describe('the konbini deadline', () => {
  it('is the service’s latest expiry on the counter, the board and the slip alike', async () => {
    const { counter, board, slip } = await konbiniDeadlines();

    expect(counter).not.toBeNull();
    expect(board).toBe(counter);
    expect(slip).toContain(slipDate(counter ?? ''));
  });

  it('counts from the sale’s period on all three when the service’s expiry read fails', async () => {
    simulator?.armFaults({
      fault: 'garble',
      count: 100,
      method: 'GET',
      path: '/stores/{storeId}/charges/{chargeId}/expiry/latest',
    });
    const { counter, board, slip } = await konbiniDeadlines();

    expect(counter).not.toBeNull();
    expect(board).toBe(counter);
    expect(slip).toContain(slipDate(counter ?? ''));
    expect(slip).not.toContain('Ask the shop');
  });
});
