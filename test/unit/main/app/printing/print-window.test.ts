import { describe, expect, it } from 'vitest';
import {
  documentUrl,
  pdfOptions,
  printFailure,
  printOptions,
  printPartition,
  printWindowPreferences,
} from '../../../../../main/app/printing/print-window';

const job = { deviceName: 'TM-m30', paper: 'receipt_80mm' } as const;

describe('printWindowPreferences', () => {
  it('sandboxes the print window, with no preload, no JavaScript and a session of its own', () => {
    const preferences = printWindowPreferences();
    expect(preferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      javascript: false,
      images: false,
      devTools: false,
      partition: printPartition,
    });
    expect(preferences.preload).toBeUndefined();
    expect(preferences.partition).not.toMatch(/^persist:/);
  });
});

describe('documentUrl', () => {
  it('carries the page itself, so loading it reads no file and no network', () => {
    const html = '<!doctype html><p>合計 ¥1,000 #1</p>';
    const url = documentUrl(html);
    expect(url.startsWith('data:text/html;charset=utf-8;base64,')).toBe(true);
    const payload = url.slice(url.indexOf(',') + 1);
    expect(Buffer.from(payload, 'base64').toString('utf8')).toBe(html);
  });
});

describe('printOptions', () => {
  it('prints silently to the named printer, backgrounds included, with the page setting the margins', () => {
    expect(printOptions(job)).toEqual({
      silent: true,
      printBackground: true,
      deviceName: 'TM-m30',
      margins: { marginType: 'none' },
    });
  });

  it('names the sheet size for A4 and Letter and leaves a roll to its driver', () => {
    expect(printOptions({ ...job, paper: 'a4' }).pageSize).toBe('A4');
    expect(printOptions({ ...job, paper: 'letter' }).pageSize).toBe('Letter');
    expect(printOptions(job).pageSize).toBeUndefined();
  });
});

describe('pdfOptions', () => {
  it("makes a PDF on the chosen sheet with the page's own margins", () => {
    expect(pdfOptions('a4')).toEqual({
      printBackground: true,
      pageSize: 'A4',
      preferCSSPageSize: true,
      margins: { top: 0, bottom: 0, left: 0, right: 0 },
    });
    expect(pdfOptions('letter').pageSize).toBe('Letter');
  });
});

describe('printFailure', () => {
  it("turns Electron's failure text into codes", () => {
    expect(printFailure('Invalid deviceName provided', job)).toEqual({
      code: 'PRINTER_NOT_FOUND',
      deviceName: 'TM-m30',
    });
    expect(printFailure('Print job canceled', job)).toEqual({ code: 'PRINT_CANCELED' });
    expect(printFailure('Print job failed', job)).toEqual({
      code: 'PRINT_FAILED',
      reason: 'Print job failed',
    });
  });
});
