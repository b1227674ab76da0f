import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTerminalFlowStep, type FlowProgress } from '../../../../shared/flows/flow-progress';
import type { IpcResult } from '../../../../shared/ipc/ipc-result';
import type { OperatorsState } from '../../../../shared/operators';
import { createKeychain } from '../../../../main/credentials/keychain';
import { createCounterCore, type CounterCore } from '../../../../main/core/counter-core';
import type { CoreEvent } from '../../../../main/ipc/event-hub';
import { iframePollSchedule, threeDsPollSchedule } from '../../../../main/service/polling';
import { fakeKeychainBackend } from '../../../unit/main/credentials/fake-keychain-backend';
import { fakePrinter } from './fake-printer';

/*
 * The printing channels through the core's dispatch, on the built-in training simulator: main
 * builds each document from the charge and the journal, and the renderer names only which.
 */

let dataDir: string;
let core: CounterCore;
let device: ReturnType<typeof fakePrinter>;
const events: CoreEvent[] = [];
/** Refusals the dispatch reports to main's log; kept here rather than printed. */
const background: { context: string; error: unknown }[] = [];
const unknownCharge = '11efdfb0-2a3b-4c5d-8e9f-0a1b2c3d4e5f';

function call(channel: string, input?: unknown): Promise<IpcResult<unknown>> {
  return core.dispatch(channel, input);
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

/** A card sale on the training profile, ended successful (or authorized); its charge id. */
async function trainingCharge(capture = true): Promise<string> {
  const { operationId } = (await data('flows:start-sale', {
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
    charge: { amount: 1200, currency: 'JPY', capture },
  })) as { operationId: string };
  const end = await ended(operationId);
  expect(end).toMatchObject({ step: 'succeeded' });
  if (end.chargeId === undefined) throw new Error('The sale ended without a charge');
  return end.chargeId;
}

const fast = iframePollSchedule({ intervalMs: 200, maxPolls: 100 });

async function openCore(printer: ReturnType<typeof fakePrinter>['printer'] | null) {
  core = await createCounterCore({
    dataDir,
    appVersion: '0.1.0-test',
    appMode: 'development',
    platform: 'linux',
    keychain: createKeychain({ backend: fakeKeychainBackend().backend, service: 'counter-print' }),
    authenticator: { open: () => Promise.resolve('closed') },
    printer,
    onError: (context, error) => background.push({ context, error }),
    schedules: {
      threeDs: threeDsPollSchedule({ firstMs: 200, capMs: 200, maxPolls: 50 }),
      iframe: fast,
      awaitingCustomer: fast,
    },
  });
  core.events.subscribe((event) => events.push(event));
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'counter-print-'));
  events.length = 0;
  device = fakePrinter();
  await openCore(device.printer);
  await data('settings:set', { printerName: 'TM-m30' });
});

afterEach(async () => {
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('printing through the core', () => {
  it('prints the receipt of a successful training charge with the training watermark', async () => {
    const chargeId = await trainingCharge();

    expect(await call('printing:print-receipt', { chargeId })).toEqual({
      ok: true,
      data: { copy: false, issue: 1 },
    });
    expect(device.printed).toHaveLength(1);
    expect(device.printed[0]?.job).toEqual({ deviceName: 'TM-m30', paper: 'receipt_80mm' });
    expect(device.printed[0]?.html).toContain('class="notice"');
    expect(device.printed[0]?.html).toContain('4444');
    expect(device.printed[0]?.html).not.toContain('5555555555554444');
  });

  it('prints the second receipt of a charge as a copy and audits it as a reprint', async () => {
    const chargeId = await trainingCharge();
    await data('printing:print-receipt', { chargeId });

    expect(await data('printing:print-receipt', { chargeId })).toEqual({ copy: true, issue: 2 });
    const audit = (await data('audit:export', { format: 'jsonl' })) as string;
    const reprints = audit
      .split('\n')
      .filter((line) => line.includes('"action":"document_reprint"'))
      .map((line) => (JSON.parse(line) as { event: unknown }).event);
    expect(reprints).toEqual([
      {
        action: 'document_reprint',
        details: { document: 'receipt', chargeId, output: 'paper', issue: 2 },
      },
    ]);
  });

  it('names who made the sale on its receipt, and holds a cashier’s copy for a manager', async () => {
    const { signedIn } = (await data('operators:create-first-manager', {
      name: 'Sato',
      pin: '9999',
    })) as OperatorsState;
    const added = (await data('operators:add', {
      name: 'Aiko',
      role: 'cashier',
      pin: '1234',
    })) as OperatorsState;
    const aiko = added.operators.find((operator) => operator.name === 'Aiko');
    await data('operators:set-approvals', { actions: ['reprint'] });
    await data('operators:sign-in', { operatorId: aiko?.id, pin: '1234' });
    const chargeId = await trainingCharge();

    await data('printing:print-receipt', { chargeId });
    expect(device.printed[0]?.html).toContain('Aiko');
    expect(await call('printing:print-receipt', { chargeId })).toMatchObject({
      ok: false,
      error: { code: 'APPROVAL_REQUIRED', fields: [{ field: 'approval.reprint' }] },
    });
    expect(device.printed).toHaveLength(1);
    const approval = { operatorId: signedIn?.id, pin: '9999', action: 'reprint' };
    await data('operators:approve', approval);
    expect(await data('printing:print-receipt', { chargeId })).toEqual({ copy: true, issue: 2 });

    // By number once the settings say so: Aiko was the till's second operator.
    await data('operators:sign-in', { operatorId: signedIn?.id, pin: '9999' });
    await data('operators:set-receipt-operator', { shown: 'number' });
    await data('printing:print-receipt', { chargeId });
    expect(device.printed[2]?.html).toMatch(/No\. ?2/);
    expect(device.printed[2]?.html).not.toContain('Aiko');
  });

  it('saves a receipt as a PDF in the data directory, where main chose, as the next issue', async () => {
    const chargeId = await trainingCharge();

    expect(await data('printing:save-pdf', { document: 'receipt', chargeId })).toEqual({
      copy: false,
      issue: 1,
    });
    expect(await readdir(join(dataDir, 'pdf'))).toEqual([`receipt-${chargeId}.pdf`]);
    expect(await readFile(join(dataDir, 'pdf', `receipt-${chargeId}.pdf`), 'utf8')).toBe(
      '%PDF-fake',
    );
    expect(device.pdfs[0]?.paper).toBe('a4');
    // The PDF was the original: paper after it is a copy.
    expect(await data('printing:print-receipt', { chargeId })).toEqual({ copy: true, issue: 2 });
  });

  it('prints the capture of an authorized charge, which only the journal knows, on its receipt', async () => {
    const chargeId = await trainingCharge(false);
    await data('printing:print-receipt', { chargeId });
    const { operationId } = (await data('flows:start-capture', {
      chargeId,
      amount: 1200,
      currency: 'JPY',
    })) as { operationId: string };
    expect(await ended(operationId)).toMatchObject({ step: 'succeeded' });

    expect(await data('printing:print-receipt', { chargeId })).toEqual({ copy: true, issue: 2 });
    expect(device.printed[0]?.html).not.toContain('売上確定');
    expect(device.printed[1]?.html).toContain('売上確定');
  });

  it('answers a charge no sale of this till made with CHARGE_NOT_FOUND, printing nothing', async () => {
    const result = await call('printing:print-receipt', { chargeId: unknownCharge });

    expect(result).toMatchObject({ ok: false, error: { code: 'CHARGE_NOT_FOUND' } });
    expect(device.printed).toEqual([]);
  });

  it('prints a bank-transfer slip with the amount rule the sale asked the bank to apply', async () => {
    const { operationId } = (await data('flows:start-sale', {
      token: {
        payment_type: 'bank_transfer',
        email: 'taro@example.com',
        data: { brand: 'aozora_bank', match_amount: 'minimum' },
      },
      charge: { amount: 1200, currency: 'JPY' },
    })) as { operationId: string };
    // The board describes the payment once it reads it; the slip is built from that.
    const printed = await vi.waitFor(
      async () => {
        const answer = await call('printing:print-slip', { operationId });
        if (!answer.ok) throw new Error(`no slip yet: ${answer.error.code}`);
        return answer;
      },
      { timeout: 25_000, interval: 50 },
    );

    expect(printed.data).toEqual({ copy: false, issue: 1 });
    expect(device.printed[0]?.html).toContain('上記の金額以上をお振り込みください。');
    await data('flows:abort', { operationId });
    await ended(operationId);
  });

  it('answers a slip for an operation with no payment awaiting the customer with PAYMENT_NOT_OPEN', async () => {
    const result = await call('printing:print-slip', {
      operationId: '11efdfb1-0000-4000-8000-000000000001',
    });

    expect(result).toMatchObject({ ok: false, error: { code: 'PAYMENT_NOT_OPEN' } });
  });

  it('refuses a document or a path from the renderer', async () => {
    const attempts = await Promise.all([
      call('printing:print-receipt', {
        chargeId: unknownCharge,
        document: { kind: 'receipt', amount: 1 },
      }),
      call('printing:save-pdf', {
        document: 'receipt',
        chargeId: unknownCharge,
        path: '/tmp/elsewhere.pdf',
      }),
      call('printing:print-slip', { operationId: unknownCharge, html: '<p>pay here</p>' }),
    ]);

    for (const attempt of attempts) {
      expect(attempt).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    }
    expect(device.printed).toEqual([]);
    expect(device.pdfs).toEqual([]);
  });

  it('reads a settings file written before printing settings on the 80 mm roll and A4', async () => {
    const chargeId = await trainingCharge();
    await core.close();
    await writeFile(
      join(dataDir, 'settings.json'),
      JSON.stringify({
        version: 1,
        language: 'en',
        printerName: 'Old printer',
        customerDisplay: false,
        storeProfileId: null,
        training: true,
      }),
    );
    await openCore(device.printer);

    expect(await data('printing:print-receipt', { chargeId })).toEqual({ copy: false, issue: 1 });
    expect(device.printed[0]?.job).toEqual({ deviceName: 'Old printer', paper: 'receipt_80mm' });
    expect(await data('printing:save-pdf', { document: 'receipt', chargeId })).toEqual({
      copy: true,
      issue: 2,
    });
    expect(device.pdfs[0]?.paper).toBe('a4');
  });

  it('changes the paper and the store time zone through settings:set, audited, and refuses an unknown zone', async () => {
    expect(await data('settings:set', { paper: 'a4', timeZone: 'Europe/London' })).toMatchObject({
      printerName: 'TM-m30',
      paper: 'a4',
      pdfPaper: 'a4',
      timeZone: 'Europe/London',
    });
    expect(await call('settings:set', { timeZone: 'Mars/Olympus' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    });
    const audit = (await data('audit:export', { format: 'jsonl' })) as string;
    const changes = audit
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { event: { details: unknown } }).event.details);
    expect(changes).toEqual([
      { setting: 'printerName', from: null, to: 'TM-m30' },
      { setting: 'paper', from: 'receipt_80mm', to: 'a4' },
      { setting: 'timeZone', from: 'Asia/Tokyo', to: 'Europe/London' },
    ]);
  });

  it('answers PRINTER_NOT_AVAILABLE on every printing channel of a host without a printer', async () => {
    const chargeId = await trainingCharge();
    await core.close();
    await openCore(null);

    const results = await Promise.all([
      call('printing:print-receipt', { chargeId }),
      call('printing:save-pdf', { document: 'receipt', chargeId }),
    ]);

    for (const result of results) {
      expect(result).toMatchObject({ ok: false, error: { code: 'PRINTER_NOT_AVAILABLE' } });
    }
  });

  it('says what each output can do: ready, no printer set up, or none on this host', async () => {
    expect(await data('printing:get-outputs', {})).toEqual({ paper: 'ready', pdf: 'ready' });
    await data('settings:set', { printerName: null });
    expect(await data('printing:get-outputs', {})).toEqual({
      paper: 'PRINTER_NOT_CONFIGURED',
      pdf: 'ready',
    });
    await core.close();
    await openCore(null);
    expect(await data('printing:get-outputs', {})).toEqual({
      paper: 'PRINTER_NOT_AVAILABLE',
      pdf: 'PRINTER_NOT_AVAILABLE',
    });
  });

  it('previews the receipt on a host without a printer, issuing nothing', async () => {
    const chargeId = await trainingCharge();
    await core.close();
    await openCore(null);
    await data('settings:set', { language: 'en' });

    const preview = (await data('printing:preview', { document: 'receipt', chargeId })) as {
      layout: { watermark: string | null; blocks: { type: string; value?: string }[] };
      paper: string;
    };
    expect(preview.paper).toBe('receipt_80mm');
    expect(preview.layout.watermark).toBe('TRAINING');
    expect(preview.layout.blocks).toContainEqual({
      type: 'total',
      label: 'Total',
      value: '¥1,200',
    });
    expect(preview.layout.blocks.some((block) => block.type === 'copy_mark')).toBe(false);
    expect(await readFile(join(dataDir, 'prints.log'), 'utf8')).not.toContain(chargeId);
  });

  it('previews the next receipt as the copy it would print as, without printing', async () => {
    const chargeId = await trainingCharge();
    await data('printing:print-receipt', { chargeId });

    const preview = (await data('printing:preview', { document: 'receipt', chargeId })) as {
      layout: { blocks: { type: string }[] };
    };
    expect(preview.layout.blocks.filter((block) => block.type === 'copy_mark')).toHaveLength(2);
    expect(device.printed).toHaveLength(1);
    // The print service sees the preview's document exactly: it prints what was shown.
    expect(await data('printing:print-receipt', { chargeId })).toEqual({ copy: true, issue: 2 });
  });

  it('answers a preview of a charge no sale of this till made with CHARGE_NOT_FOUND', async () => {
    expect(
      await call('printing:preview', { document: 'receipt', chargeId: unknownCharge }),
    ).toMatchObject({ ok: false, error: { code: 'CHARGE_NOT_FOUND' } });
  });

  /** Yesterday to tomorrow in Japan time: the sale is in it whatever the hour. */
  function aroundToday() {
    const day = (offset: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(
        new Date(Date.now() + offset * 24 * 60 * 60 * 1000),
      );
    return { scope: 'store', fromDate: day(-1), toDate: day(1), mode: 'test' };
  }

  it('previews the day-close report main computes, on a host without a printer', async () => {
    await trainingCharge();
    await core.close();
    await openCore(null);
    await data('settings:set', { language: 'en' });

    const preview = (await data('printing:preview', {
      document: 'day_close',
      request: aroundToday(),
    })) as { layout: { title: string; watermark: string | null; blocks: unknown[] } };
    expect(preview.layout.title).toBe('Day close report');
    expect(preview.layout.watermark).toBe('TRAINING');
    expect(preview.layout.blocks).toContainEqual({
      type: 'total',
      label: 'Net sales',
      value: '¥1,200',
    });
    expect(
      await call('printing:print-day-close', { request: aroundToday(), output: 'paper' }),
    ).toMatchObject({ ok: false, error: { code: 'PRINTER_NOT_AVAILABLE' } });
  });

  it('prints the day-close report and saves it as a PDF where main chose', async () => {
    await trainingCharge();
    const request = aroundToday();

    expect(await data('printing:print-day-close', { request, output: 'paper' })).toBeNull();
    expect(device.printed).toHaveLength(1);
    expect(device.printed[0]?.job).toEqual({ deviceName: 'TM-m30', paper: 'receipt_80mm' });
    expect(device.printed[0]?.html).toContain('精算レポート');
    expect(device.printed[0]?.html).toContain('￥1,200');

    expect(await data('printing:print-day-close', { request, output: 'pdf' })).toBeNull();
    expect(device.pdfs[0]?.paper).toBe('a4');
    const file = `day-close-${request.fromDate}-${request.toDate}.pdf`;
    expect(await readFile(join(dataDir, 'pdf', file), 'utf8')).toBe('%PDF-fake');
  });

  it('saves receipts and day-close reports readable by the till user only, even over a wider file', async () => {
    const chargeId = await trainingCharge();
    const receiptPdf = join(dataDir, 'pdf', `receipt-${chargeId}.pdf`);
    const request = aroundToday();
    const reportPdf = join(dataDir, 'pdf', `day-close-${request.fromDate}-${request.toDate}.pdf`);
    await data('printing:save-pdf', { document: 'receipt', chargeId });
    // A file left by an older version, readable by every local user.
    await writeFile(reportPdf, 'old', { mode: 0o644 });
    await data('printing:print-day-close', { request, output: 'pdf' });

    expect((await stat(receiptPdf)).mode & 0o777).toBe(0o600);
    expect((await stat(reportPdf)).mode & 0o777).toBe(0o600);
    expect(await readFile(reportPdf, 'utf8')).toBe('%PDF-fake');
  });

  it('refuses a day-close report whose range ends before it starts', async () => {
    const result = await call('printing:preview', {
      document: 'day_close',
      request: { scope: 'store', fromDate: '2026-11-24', toDate: '2026-11-23', mode: 'test' },
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });
});
