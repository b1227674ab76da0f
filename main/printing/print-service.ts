import { z } from 'zod';
import {
  paymentSlipDocument,
  type PaymentSlipDocument,
} from '../../shared/printing/payment-slip-document';
import type { PaperSize, PdfPaperSize, PrintSettings } from '../../shared/printing/print-settings';
import { receiptDocument, type ReceiptDocument } from '../../shared/printing/receipt-document';
import { uuid } from '../../shared/service/common';
import { describeCause, type LogError } from '../journal/log-error';
import { err, ok, type Result } from '../../shared/result';
import { refuseSensitiveData } from '../../shared/sensitive-data';
import { validationIssues, type ValidationIssue } from '../journal/validation-issue';
import {
  printedDocumentKind,
  printOutput,
  type PrintedDocumentKind,
  type PrintOutput,
  type PrintRegister,
} from './print-register';
import { writeFileAtomic } from '../files/atomic-file';
import { renderDocument, type PrintedDocument } from './render-document';

/*
 * Issues receipts and payment slips: on the configured printer without a dialog, or as a
 * PDF. The first issue of a charge's document is the original; every later one, on paper or
 * as a PDF, is marked as a copy, counted by the print register, and recorded in the audit
 * trail before it is produced, since a second "original" could back a second claim for one
 * payment.
 */

export interface PrintJob {
  /** The operating system's printer name. */
  readonly deviceName: string;
  readonly paper: PaperSize;
}

/** Why the printer could not produce a document, as codes the renderer translates. */
export type PrinterError =
  | { readonly code: 'PRINTER_NOT_FOUND'; readonly deviceName: string }
  | { readonly code: 'PRINT_CANCELED' }
  | { readonly code: 'PRINT_FAILED'; readonly reason: string }
  | { readonly code: 'PRINT_TIMED_OUT' }
  | { readonly code: 'PDF_FAILED'; readonly reason: string };

/** The device that turns a page into paper or a PDF (main/app/printing/electron-printer.ts). */
export interface Printer {
  print(html: string, job: PrintJob): Promise<Result<void, PrinterError>>;
  toPdf(html: string, paper: PdfPaperSize): Promise<Result<Uint8Array, PrinterError>>;
}

/** What the audit trail records of a copy: which document, how it left, and its ordinal. */
export const reprintAuditDetails = z.strictObject({
  document: printedDocumentKind,
  chargeId: uuid,
  output: printOutput,
  /** 2 for the first copy: the original was issue 1. */
  issue: z.number().int().min(2),
});
export type ReprintAuditDetails = z.infer<typeof reprintAuditDetails>;

/** The audit trail's side of a reprint; failing it refuses the copy. */
interface ReprintAudit {
  recordReprint(details: ReprintAuditDetails): Promise<Result<unknown, { readonly code: string }>>;
}

export type PrintError =
  | PrinterError
  /** The settings name no printer; the document can still be saved as a PDF. */
  | { readonly code: 'PRINTER_NOT_CONFIGURED' }
  /** The document would print something it must not (a card number), or is malformed. */
  | { readonly code: 'INVALID_DOCUMENT'; readonly issues: readonly ValidationIssue[] }
  /** A copy is produced only once the audit trail holds it. */
  | { readonly code: 'REPRINT_NOT_AUDITED'; readonly cause: string }
  /** The PDF was made but could not be written to the chosen file. */
  | { readonly code: 'PDF_WRITE_FAILED'; readonly cause: string }
  /**
   * The document came out but the register did not record it, so its next issue may not be
   * marked as a copy. The cashier is told; the document is not produced twice.
   */
  | { readonly code: 'PRINT_NOT_RECORDED'; readonly cause: LogError };

interface IssuedDocument {
  readonly copy: boolean;
  /** 1 for the original, 2 for the first copy, and so on. */
  readonly issue: number;
}

interface IssueOptions {
  /** Mark as a copy even if no issue was recorded (a cashier's explicit reprint). */
  readonly copy?: boolean;
}

export interface PrintServiceOptions {
  readonly printer: Printer;
  readonly register: PrintRegister;
  /** Read at each print, so a changed printer setting applies to the next document. */
  readonly settings: () => PrintSettings;
  readonly audit?: ReprintAudit;
  readonly writePdf?: (path: string, bytes: Uint8Array) => Promise<void>;
  readonly now?: () => Date;
}

/** Every printable document, checked once more at the printer: no card number on paper. */
const printableDocument = z
  .union([receiptDocument, paymentSlipDocument])
  .superRefine(refuseSensitiveData);

/**
 * The document as it would be issued, marked as a copy or not: what the printer, a PDF and
 * the on-screen preview get, refused if it would put something on paper it must not.
 */
export function printableAs(
  document: PrintedDocument,
  copy: boolean,
): Result<PrintedDocument, PrintError> {
  const parsed = printableDocument.safeParse({ ...document, copy });
  if (!parsed.success) {
    return err({ code: 'INVALID_DOCUMENT', issues: validationIssues(parsed.error) });
  }
  return ok(parsed.data);
}

export function createPrintService(options: PrintServiceOptions) {
  const { printer, register, audit } = options;
  const now = options.now ?? (() => new Date());
  // A receipt names the cardholder and an e-mail: readable by the till's user only.
  const writePdf = options.writePdf ?? ((path, bytes) => writeFileAtomic(path, bytes));
  // One document at a time: two quick taps must not both find no earlier issue.
  let queue: Promise<unknown> = Promise.resolve();

  async function issue(
    document: PrintedDocument,
    output: PrintOutput,
    copyRequested: boolean,
    produce: (html: string) => Promise<Result<void, PrintError>>,
    paper: PaperSize,
  ): Promise<Result<IssuedDocument, PrintError>> {
    const kind: PrintedDocumentKind = document.kind;
    const ordinal = register.issueCount(kind, document.chargeId) + 1;
    const copy = copyRequested || ordinal > 1;
    const printable = printableAs(document, copy);
    if (!printable.ok) return printable;
    if (copy && audit !== undefined) {
      const audited = await audit.recordReprint({
        document: kind,
        chargeId: document.chargeId,
        output,
        issue: Math.max(ordinal, 2),
      });
      if (!audited.ok) return err({ code: 'REPRINT_NOT_AUDITED', cause: audited.error.code });
    }
    const produced = await produce(renderDocument(printable.value, { paper }));
    if (!produced.ok) return produced;
    const recorded = await register.record({
      at: now().toISOString(),
      document: kind,
      chargeId: document.chargeId,
      output,
      copy,
    });
    if (!recorded.ok) return err({ code: 'PRINT_NOT_RECORDED', cause: recorded.error });
    return ok({ copy, issue: ordinal });
  }

  function serialized<T>(run: () => Promise<T>): Promise<T> {
    const next = queue.then(run, run);
    queue = next.then(settled, settled);
    return next;
  }

  function onPaper(
    document: PrintedDocument,
    issueOptions: IssueOptions,
  ): Promise<Result<IssuedDocument, PrintError>> {
    return serialized(async (): Promise<Result<IssuedDocument, PrintError>> => {
      const { printerName: deviceName, paper } = options.settings();
      if (deviceName === null) return err({ code: 'PRINTER_NOT_CONFIGURED' });
      return issue(
        document,
        'paper',
        issueOptions.copy === true,
        (html) => printer.print(html, { deviceName, paper }),
        paper,
      );
    });
  }

  return {
    /** Prints a receipt; a charge's second receipt is a copy. */
    printReceipt(
      document: ReceiptDocument,
      issueOptions: IssueOptions = {},
    ): Promise<Result<IssuedDocument, PrintError>> {
      return onPaper(document, issueOptions);
    },

    /** Prints the konbini or bank-transfer slip of an awaiting charge; a second one is a copy. */
    printSlip(
      document: PaymentSlipDocument,
      issueOptions: IssueOptions = {},
    ): Promise<Result<IssuedDocument, PrintError>> {
      return onPaper(document, issueOptions);
    },

    /**
     * Writes the document as a PDF to `path`, which main chose with a save dialog (never a
     * path from the renderer). A PDF is an issue like a print: after it, paper is a copy.
     */
    saveAsPdf(
      document: PrintedDocument,
      target: IssueOptions & { readonly path: string },
    ): Promise<Result<IssuedDocument, PrintError>> {
      return serialized(() => {
        const paper = options.settings().pdfPaper;
        return issue(
          document,
          'pdf',
          target.copy === true,
          async (html) => {
            const pdf = await printer.toPdf(html, paper);
            if (!pdf.ok) return pdf;
            try {
              await writePdf(target.path, pdf.value);
              return ok(undefined);
            } catch (error) {
              return err({ code: 'PDF_WRITE_FAILED', cause: describeCause(error) });
            }
          },
          paper,
        );
      });
    },
  };
}

function settled(): void {}
