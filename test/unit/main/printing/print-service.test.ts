import { describe, expect, it } from 'vitest';
import type { LogError } from '../../../../main/journal/log-error';
import { err, ok, type Result } from '../../../../shared/result';
import type { PrintRecord, PrintRegister } from '../../../../main/printing/print-register';
import {
  createPrintService,
  type PrintJob,
  type Printer,
  type PrinterError,
  type PrintServiceOptions,
  type ReprintAuditDetails,
} from '../../../../main/printing/print-service';
import type { PrintSettings } from '../../../../shared/printing/print-settings';
import { chargeId, konbiniSlip, receipt } from './printed-documents';

/** A printer that remembers what it was asked to produce, and fails when told to. */
function fakePrinter() {
  const printed: { html: string; job: PrintJob }[] = [];
  const pdfs: { html: string; paper: string }[] = [];
  let failure: PrinterError | null = null;
  const printer: Printer = {
    print(html, job) {
      if (failure !== null) return Promise.resolve(err(failure));
      printed.push({ html, job });
      return Promise.resolve(ok(undefined));
    },
    toPdf(html, paper) {
      pdfs.push({ html, paper });
      return Promise.resolve(ok(new Uint8Array([0x25, 0x50, 0x44, 0x46])));
    },
  };
  return {
    printer,
    printed,
    pdfs,
    failWith(error: PrinterError | null) {
      failure = error;
    },
  };
}

function memoryRegister(failure: LogError | null = null) {
  const records: PrintRecord[] = [];
  const register: PrintRegister = {
    issueCount: (document, id) =>
      records.filter((entry) => entry.document === document && entry.chargeId === id).length,
    record(entry): Promise<Result<void, LogError>> {
      if (failure !== null) return Promise.resolve(err(failure));
      records.push(entry);
      return Promise.resolve(ok(undefined));
    },
  };
  return { register, records };
}

const settings: PrintSettings = { printerName: 'TM-m30', paper: 'receipt_80mm', pdfPaper: 'a4' };

function setUp(overrides: Partial<PrintServiceOptions> = {}) {
  const device = fakePrinter();
  const { register, records } = memoryRegister();
  const audited: ReprintAuditDetails[] = [];
  const written: { path: string; bytes: Uint8Array }[] = [];
  const service = createPrintService({
    printer: device.printer,
    register,
    settings: () => settings,
    audit: {
      recordReprint(details) {
        audited.push(details);
        return Promise.resolve(ok(undefined));
      },
    },
    writePdf: (path, bytes) => {
      written.push({ path, bytes });
      return Promise.resolve();
    },
    now: () => new Date('2025-03-14T05:08:00.000Z'),
    ...overrides,
  });
  return { service, device, records, audited, written };
}

describe('createPrintService', () => {
  it('prints the first receipt of a charge as the original and the second as a copy', async () => {
    const { service, device, records } = setUp();
    expect(await service.printReceipt(receipt())).toEqual(ok({ copy: false, issue: 1 }));
    expect(await service.printReceipt(receipt())).toEqual(ok({ copy: true, issue: 2 }));
    expect(device.printed.map(({ html }) => html.includes('COPY'))).toEqual([false, true]);
    expect(records).toEqual([
      {
        at: '2025-03-14T05:08:00.000Z',
        document: 'receipt',
        chargeId,
        output: 'paper',
        copy: false,
      },
      {
        at: '2025-03-14T05:08:00.000Z',
        document: 'receipt',
        chargeId,
        output: 'paper',
        copy: true,
      },
    ]);
  });

  it('prints a copy when the cashier asks for one, even before any original', async () => {
    const { service, device } = setUp();
    expect(await service.printReceipt(receipt(), { copy: true })).toEqual(
      ok({ copy: true, issue: 1 }),
    );
    expect(device.printed[0]?.html).toContain('COPY');
  });

  it('records each copy in the audit trail, and no original', async () => {
    const { service, audited } = setUp();
    await service.printReceipt(receipt());
    await service.printReceipt(receipt());
    await service.saveAsPdf(receipt(), { path: '/tmp/receipt.pdf' });
    expect(audited).toEqual([
      { document: 'receipt', chargeId, output: 'paper', issue: 2 },
      { document: 'receipt', chargeId, output: 'pdf', issue: 3 },
    ]);
  });

  it('does not print a copy the audit trail could not record', async () => {
    const { service, device } = setUp({
      audit: { recordReprint: () => Promise.resolve(err({ code: 'LOG_FAILED' })) },
    });
    await service.printReceipt(receipt());
    expect(await service.printReceipt(receipt())).toEqual(
      err({ code: 'REPRINT_NOT_AUDITED', cause: 'LOG_FAILED' }),
    );
    expect(device.printed).toHaveLength(1);
  });

  it('prints silently to the configured printer on the configured paper', async () => {
    let current: PrintSettings = settings;
    const { service, device } = setUp({ settings: () => current });
    await service.printReceipt(receipt());
    current = { ...settings, printerName: 'Office A4', paper: 'a4' };
    await service.printSlip(konbiniSlip());
    expect(device.printed.map(({ job }) => job)).toEqual([
      { deviceName: 'TM-m30', paper: 'receipt_80mm' },
      { deviceName: 'Office A4', paper: 'a4' },
    ]);
    expect(device.printed[1]?.html).toContain('@page{size:A4;');
  });

  it('refuses to print without a printer, and can still save the PDF', async () => {
    const { service, device, records } = setUp({
      settings: () => ({ ...settings, printerName: null }),
    });
    expect(await service.printReceipt(receipt())).toEqual(err({ code: 'PRINTER_NOT_CONFIGURED' }));
    expect(device.printed).toHaveLength(0);
    expect(records).toHaveLength(0);
    expect(await service.saveAsPdf(receipt(), { path: '/tmp/receipt.pdf' })).toEqual(
      ok({ copy: false, issue: 1 }),
    );
  });

  it('does not count a print that failed, so the next one is still the original', async () => {
    const { service, device } = setUp();
    device.failWith({ code: 'PRINT_FAILED', reason: 'Print job failed' });
    expect(await service.printReceipt(receipt())).toEqual(
      err({ code: 'PRINT_FAILED', reason: 'Print job failed' }),
    );
    device.failWith(null);
    expect(await service.printReceipt(receipt())).toEqual(ok({ copy: false, issue: 1 }));
  });

  it('saves a PDF on the PDF paper to the chosen path, and paper after it is a copy', async () => {
    const { service, device, written } = setUp();
    expect(await service.saveAsPdf(receipt(), { path: '/home/shop/receipt.pdf' })).toEqual(
      ok({ copy: false, issue: 1 }),
    );
    expect(device.pdfs).toHaveLength(1);
    expect(device.pdfs[0]?.paper).toBe('a4');
    expect(device.pdfs[0]?.html).toContain('@page{size:A4;');
    expect(written).toEqual([
      { path: '/home/shop/receipt.pdf', bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46]) },
    ]);
    expect(await service.printReceipt(receipt())).toEqual(ok({ copy: true, issue: 2 }));
  });

  it('answers a PDF that could not be written with the reason, and does not count it', async () => {
    const denied = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    const { service, records } = setUp({ writePdf: () => Promise.reject(denied) });
    expect(await service.saveAsPdf(receipt(), { path: '/root/receipt.pdf' })).toEqual(
      err({ code: 'PDF_WRITE_FAILED', cause: 'EACCES' }),
    );
    expect(records).toHaveLength(0);
  });

  it('refuses a document that carries a card number, before anything is printed', async () => {
    const { service, device } = setUp();
    const result = await service.printReceipt(
      receipt({ references: [{ label: 'note', value: 'card 4242 4242 4242 4242' }] }),
    );
    expect(result).toEqual(
      err({
        code: 'INVALID_DOCUMENT',
        issues: [{ path: 'references.0.value', code: 'CARD_NUMBER_NOT_ALLOWED' }],
      }),
    );
    expect(device.printed).toHaveLength(0);
  });

  it('prints one original when two prints of the same charge are asked for at once', async () => {
    const { service } = setUp();
    const results = await Promise.all([
      service.printReceipt(receipt()),
      service.printReceipt(receipt()),
    ]);
    expect(results).toEqual([ok({ copy: false, issue: 1 }), ok({ copy: true, issue: 2 })]);
  });

  it('counts receipts and slips of a charge apart', async () => {
    const { service } = setUp();
    expect(await service.printSlip(konbiniSlip())).toEqual(ok({ copy: false, issue: 1 }));
    expect(await service.printReceipt(receipt())).toEqual(ok({ copy: false, issue: 1 }));
    expect(await service.printSlip(konbiniSlip())).toEqual(ok({ copy: true, issue: 2 }));
  });

  it('tells the cashier when a printed document could not be recorded', async () => {
    const failure: LogError = { code: 'LOG_FAILED', path: '/data/prints.log', cause: 'EIO' };
    const { register } = memoryRegister(failure);
    const { service, device } = setUp({ register });
    expect(await service.printReceipt(receipt())).toEqual(
      err({ code: 'PRINT_NOT_RECORDED', cause: failure }),
    );
    expect(device.printed).toHaveLength(1);
  });
});
