import type { PrintToPDFOptions, WebContentsPrintOptions, WebPreferences } from 'electron';
import type { PaperSize, PdfPaperSize } from '../../../shared/printing/print-settings';
import type { PrintJob, PrinterError } from '../../printing/print-service';
import { webPreferencesFor } from '../security/web-preferences';

/*
 * The pure half of the print window: how it is locked down, what it loads, and how Electron
 * is asked to print. electron-printer.ts only calls these.
 */

/** In-memory, and apart from every other window's session. */
export const printPartition = 'printing';

/**
 * The hardened switches (sandbox, isolation, no Node, no preload), in a session of its own,
 * with JavaScript and images off: a document is HTML and CSS only.
 */
export function printWindowPreferences(): WebPreferences {
  return {
    ...webPreferencesFor({ kind: 'printing' }, 'production'),
    partition: printPartition,
    javascript: false,
    images: false,
    webgl: false,
    devTools: false,
  };
}

/** The page as a data: URL, so the window loads nothing from disk or the network. */
export function documentUrl(html: string): string {
  return `data:text/html;charset=utf-8;base64,${Buffer.from(html, 'utf8').toString('base64')}`;
}

/**
 * Silent printing to the chosen printer. The page's CSS sets the margins; a roll takes the
 * driver's paper, which ends where the content does, while a sheet names its size.
 */
export function printOptions(job: PrintJob): WebContentsPrintOptions {
  const pageSize = sheetSize(job.paper);
  return {
    silent: true,
    printBackground: true,
    margins: { marginType: 'none' },
    deviceName: job.deviceName,
    ...(pageSize !== undefined && { pageSize }),
  };
}

export function pdfOptions(paper: PdfPaperSize): PrintToPDFOptions {
  return {
    printBackground: true,
    pageSize: paper === 'a4' ? 'A4' : 'Letter',
    preferCSSPageSize: true,
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
  };
}

function sheetSize(paper: PaperSize): 'A4' | 'Letter' | undefined {
  switch (paper) {
    case 'a4':
      return 'A4';
    case 'letter':
      return 'Letter';
    case 'receipt_80mm':
      return undefined;
  }
}

/** Electron reports a failed print as free text; the cashier needs a code. */
export function printFailure(reason: string, job: PrintJob): PrinterError {
  if (/devicename/i.test(reason)) return { code: 'PRINTER_NOT_FOUND', deviceName: job.deviceName };
  if (/cancel/i.test(reason)) return { code: 'PRINT_CANCELED' };
  return { code: 'PRINT_FAILED', reason: reason.slice(0, 200) };
}
