import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCounterCore, type CounterCore } from '../../../../main/core/counter-core';
import { createKeychain } from '../../../../main/credentials/keychain';
import { iframePollSchedule, threeDsPollSchedule } from '../../../../main/service/polling';
import { zonedDate } from '../../../../shared/back-office/zoned-day';
import { isTerminalFlowStep, type FlowProgress } from '../../../../shared/flows/flow-progress';
import { fakeKeychainBackend } from '../../../unit/main/credentials/fake-keychain-backend';
import { fakePrinter } from '../core/fake-printer';
import { konbiniSaleInput } from '../training-sale-inputs';

/*
 * A past close's documents through the core's dispatch, on the built-in training simulator:
 * printed, with every issue after the first marked as a reprint and audited, saved as a PDF
 * where main chose, and exported as CSV into the export folder.
 */

let dataDir: string;
let core: CounterCore;
let device: ReturnType<typeof fakePrinter>;
const fast = iframePollSchedule({ intervalMs: 100, maxPolls: 300 });

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'counter-close-documents-'));
  device = fakePrinter();
  core = await createCounterCore({
    dataDir,
    appVersion: '0.1.0-test',
    keychain: createKeychain({ backend: fakeKeychainBackend().backend, service: 'close-docs' }),
    authenticator: { open: () => Promise.resolve('closed') },
    printer: device.printer,
    schedules: {
      threeDs: threeDsPollSchedule({ firstMs: 100, capMs: 100, maxPolls: 50 }),
      iframe: fast,
      awaitingCustomer: fast,
    },
  });
  await data('settings:set', { printerName: 'TM-m30', language: 'ja' });
});

afterEach(async () => {
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function data<T>(channel: string, input?: unknown): Promise<T> {
  const result = await core.dispatch(channel, input);
  if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
  return result.data as T;
}

function nextProgress(matches: (progress: FlowProgress) => boolean): Promise<FlowProgress> {
  return new Promise((resolve) => {
    const stop = core.events.subscribe((event) => {
      if (event.channel !== 'flows:progress' || !matches(event.payload)) return;
      stop();
      resolve(event.payload);
    });
  });
}

/** Today closed with one konbini sale still awaiting its customer, which then ends. */
async function closedDay(): Promise<string> {
  const { timeZone } = await data<{ timeZone: string }>('settings:get');
  const day = zonedDate(Date.now(), timeZone);
  const waiting = nextProgress((progress) => progress.step === 'awaiting_customer');
  const { operationId } = await data<{ operationId: string }>('flows:start-sale', konbiniSaleInput);
  await waiting;
  await data('close:day', { day });
  const ended = nextProgress((progress) => isTerminalFlowStep(progress.step));
  await data('flows:abort', { operationId });
  await ended;
  return day;
}

describe('a past close’s documents', () => {
  it('print as the original once, then as reprints marked 再発行, each audited', async () => {
    await closedDay();
    expect(await data('printing:print-close', { number: 1, output: 'paper' })).toEqual({
      copy: false,
      issue: 1,
    });
    expect(device.printed[0]?.html).toContain('精算 No.1');
    expect(device.printed[0]?.html).not.toContain('再発行');
    expect(await data('printing:print-close', { number: 1, output: 'paper' })).toEqual({
      copy: true,
      issue: 2,
    });
    expect(device.printed[1]?.html).toContain('再発行');

    const audit = await data<string>('audit:export', { format: 'jsonl' });
    const prints = audit
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { event: { action: string; details: unknown } }).event)
      .filter((event) => event.action === 'close_print')
      .map((event) => event.details);
    expect(prints).toEqual([
      expect.objectContaining({ number: 1, output: 'paper', issue: 1 }),
      expect.objectContaining({ number: 1, output: 'paper', issue: 2 }),
    ]);
  });

  it('save a close as a PDF where main chose, as its next issue', async () => {
    const day = await closedDay();
    expect(await data('printing:print-close', { number: 1, output: 'pdf' })).toEqual({
      copy: false,
      issue: 1,
    });
    const pdf = await readFile(join(dataDir, 'pdf', `close-${day}-no1.pdf`), 'utf8');
    expect(pdf).toBe('%PDF-fake');
  });

  it('export a close as CSV into the export folder, in Shift_JIS when asked', async () => {
    const day = await closedDay();
    const exported = await data<{ fileName: string; rows: number }>('close:export', {
      number: 1,
      encoding: 'utf8',
    });
    expect(exported).toEqual({ fileName: `close-${day}-no1.csv`, rows: 1 });
    const csv = await readFile(join(dataDir, 'exports', exported.fileName), 'utf8');
    expect(csv).toContain('close_number,store_id,day');
    expect(csv).toMatch(/\r\n1,[^,]+,\d{4}-\d{2}-\d{2},/);
    expect(csv).toContain('konbini_sale');

    await data('close:export', { number: 1, encoding: 'sjis' });
    const bytes = await readFile(join(dataDir, 'exports', exported.fileName));
    // Shift_JIS has no byte-order mark; UTF-8 exports start with one.
    expect([...bytes.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
  });

  it('answer a close this till never made with CLOSE_NOT_FOUND, printing nothing', async () => {
    for (const [channel, input] of [
      ['printing:print-close', { number: 7, output: 'paper' }],
      ['close:export', { number: 7, encoding: 'utf8' }],
    ] as const) {
      const result = await core.dispatch(channel, input);
      expect(result).toMatchObject({ ok: false, error: { code: 'CLOSE_NOT_FOUND' } });
    }
    expect(device.printed).toHaveLength(0);
  });
});
