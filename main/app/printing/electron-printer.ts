import { BrowserWindow, type WebContents } from 'electron';
import type { PdfPaperSize } from '../../../shared/printing/print-settings';
import { describeCause } from '../../journal/log-error';
import { err, ok, type Result } from '../../../shared/result';
import type { Printer, PrinterError, PrintJob } from '../../printing/print-service';
import {
  documentUrl,
  pdfOptions,
  printFailure,
  printOptions,
  printWindowPreferences,
} from './print-window';

/** A driver that never answers must not hold the print queue forever. */
const defaultTimeoutMs = 60_000;

/**
 * The Printer of main/printing on Electron: each document gets a hidden window of its own
 * (print-window.ts says how it is locked down), is loaded from a data: URL, printed silently
 * or turned into a PDF, and the window is destroyed. The window is never registered with the
 * window registry, so hardening.ts denies it every navigation and permission.
 */
export function createElectronPrinter(options: { timeoutMs?: number } = {}): Printer {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  return {
    print: (html, job) =>
      inDocumentWindow(html, timeoutMs, (contents) => printSilently(contents, job)),
    toPdf: (html, paper) => inDocumentWindow(html, timeoutMs, (contents) => toPdf(contents, paper)),
  };
}

function printSilently(contents: WebContents, job: PrintJob): Promise<Result<void, PrinterError>> {
  return new Promise((resolve) => {
    contents.print(printOptions(job), (success, failureReason) => {
      resolve(success ? ok(undefined) : err(printFailure(failureReason, job)));
    });
  });
}

async function toPdf(
  contents: WebContents,
  paper: PdfPaperSize,
): Promise<Result<Uint8Array, PrinterError>> {
  try {
    return ok(new Uint8Array(await contents.printToPDF(pdfOptions(paper))));
  } catch (error) {
    return err({ code: 'PDF_FAILED', reason: describeCause(error) });
  }
}

async function inDocumentWindow<T>(
  html: string,
  timeoutMs: number,
  produce: (contents: WebContents) => Promise<Result<T, PrinterError>>,
): Promise<Result<T, PrinterError>> {
  const window = new BrowserWindow({ show: false, webPreferences: printWindowPreferences() });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<Result<T, PrinterError>>((resolve) => {
    timer = setTimeout(() => resolve(err({ code: 'PRINT_TIMED_OUT' })), timeoutMs);
  });
  const run = async (): Promise<Result<T, PrinterError>> => {
    try {
      await window.loadURL(documentUrl(html));
    } catch (error) {
      return err({ code: 'PRINT_FAILED', reason: `load: ${describeCause(error)}` });
    }
    return produce(window.webContents);
  };
  try {
    return await Promise.race([run(), timedOut]);
  } finally {
    clearTimeout(timer);
    // destroy(), not close(): nothing in a document may keep its window.
    if (!window.isDestroyed()) window.destroy();
  }
}
