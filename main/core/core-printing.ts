import type { DayCloseReport, DayCloseRequest } from '../../shared/back-office/day-close-report';
import { isSaleKind, paymentMethods } from '../../shared/flows/payment-methods';
import type { ParsedInput } from '../../shared/ipc/ipc-contract';
import type { IssuedDocument, OpenPayment } from '../../shared/ipc/ipc-payloads';
import type { TillClose } from '../../shared/back-office/till-close';
import type {
  DocumentLayout,
  DocumentPreview,
  PrintingOutputs,
} from '../../shared/printing/document-layout';
import type { PrintedOperator } from '../../shared/operators';
import type {
  DocumentBuildResult,
  PrintLanguage,
  StoreFacts,
} from '../../shared/printing/document-header';
import { buildPaymentSlipDocument } from '../../shared/printing/payment-slip-document';
import type { PrintSettings } from '../../shared/printing/print-settings';
import { buildReceiptDocument } from '../../shared/printing/receipt-document';
import type { PaymentType } from '../../shared/service/token-options';
import { IpcFailure } from '../ipc/ipc-failure';
import type { AuditEvent } from '../journal/audit-event';
import type { Journal } from '../journal/journal';
import type { OperationKind } from '../journal/operation';
import { err, ok, type Result } from '../../shared/result';
import { openPrintRegister } from '../printing/print-register';
import {
  createPrintService,
  printableAs,
  type PrintError,
  type Printer,
} from '../printing/print-service';
import { layoutDayCloseReport } from '../printing/day-close-layout';
import { layoutTillClose } from '../printing/till-close-layout';
import { layoutHtml } from '../printing/layout-html';
import { layoutDocument, type PrintedDocument } from '../printing/render-document';
import { describeCause } from '../journal/log-error';
import { writeFileAtomic } from '../files/atomic-file';
import { CoreStartError } from './core-error';
import type { ProfileSession } from './profile-session';

/*
 * The renderer's way to paper: it names a charge or an operation, and main builds the
 * document from what the service, the journal and the store profile say, prints it, and
 * picks where a PDF goes. Nothing printed or written comes from the renderer.
 */

/** The payment type a sale's kind charged with, as a receipt names it; none for other kinds. */
function methodOfSale(kind: OperationKind): PaymentType | undefined {
  return isSaleKind(kind) ? paymentMethods[kind].paymentType : undefined;
}

export interface CorePrintingOptions {
  readonly dataDir: string;
  /** Null where no printer can render (the browser host): every channel answers PRINTER_NOT_AVAILABLE. */
  readonly printer: Printer | null;
  /** Where a PDF goes: a save dialog in Electron, a file in the data directory elsewhere. */
  readonly choosePdfPath: (suggestedName: string) => Promise<string | null>;
  readonly settings: () => PrintSettings & {
    readonly timeZone: string;
    readonly language: PrintLanguage;
  };
  readonly session: () => ProfileSession;
  readonly journal: Journal;
  readonly openPayments: () => OpenPayment[];
  readonly recordAudit: (event: AuditEvent) => Promise<void>;
  /**
   * Resolves when a copy may be issued; a cashier's needs a manager's approval when the
   * settings list reprints (main/operators/manager-approvals.ts). Its refusal is thrown as is.
   */
  readonly approveReprint: () => Promise<void>;
  /** This till's closes, and how often each was printed (main/back-office/close-records.ts). */
  readonly closes: {
    readonly get: (number: number) => Promise<TillClose>;
    readonly issueCount: (close: TillClose) => Promise<number>;
  };
  /** How a document names the operator the journal recorded (main/operators/operators.ts). */
  readonly printedOperator: (recordedName: string | undefined) => PrintedOperator | null;
  readonly now: () => Date;
  /** The day close of a range: the one `history:close-day` last answered, else computed. */
  readonly closeDay: (request: DayCloseRequest) => Promise<DayCloseReport>;
}

type DocumentRequest = ParsedInput<'printing:save-pdf'>;
type PreviewRequest = ParsedInput<'printing:preview'>;

export type CorePrinting = Awaited<ReturnType<typeof openCorePrinting>>;

export async function openCorePrinting(options: CorePrintingOptions) {
  const opened = await openPrintRegister({ directory: options.dataDir });
  if (!opened.ok) {
    throw new CoreStartError(
      'PRINTING_UNAVAILABLE',
      `The print register answered ${opened.error.code}.`,
    );
  }
  const { register } = opened.value;
  const printer = options.printer;
  const service =
    printer === null
      ? null
      : createPrintService({
          printer,
          register,
          settings: options.settings,
          now: options.now,
          audit: {
            async recordReprint(details) {
              await options.approveReprint();
              try {
                await options.recordAudit({ action: 'document_reprint', details });
                return ok(undefined);
              } catch (error) {
                return err({
                  code: error instanceof IpcFailure ? error.code : 'AUDIT_WRITE_FAILED',
                });
              }
            },
          },
        });

  function storeOf(session: ProfileSession): StoreFacts {
    const { timeZone, language } = options.settings();
    return { name: session.profile.name, timeZone, language, training: session.profile.training };
  }

  async function receipt(chargeId: string): Promise<PrintedDocument> {
    const operations = options.journal.operationsOfCharge(chargeId);
    const sale = operations.find((operation) => isSaleKind(operation.intent.kind));
    const method = sale === undefined ? undefined : methodOfSale(sale.intent.kind);
    if (sale === undefined || method === undefined) {
      // How the customer paid and with which card is known only from the sale's journal.
      throw new IpcFailure('CHARGE_NOT_FOUND', 'No sale of this till made the charge.');
    }
    const session = options.session();
    const params = { storeId: session.profile.storeId, chargeId };
    const charge = await session.api.charges.getCharge({ params });
    const refunds = await session.api.refunds.listRefunds({ params, query: { limit: 100 } });
    const { card, brand } = sale.facts;
    // A capture's response is empty: only the journal knows when an authorization was captured.
    const capture = operations.findLast(
      ({ intent, state }) => intent.kind === 'capture' && state === 'succeeded',
    );
    return documentOrThrow(
      buildReceiptDocument({
        charge,
        store: storeOf(session),
        payment: { method, brand: brand ?? card?.brand ?? null, card: card ?? null },
        capturedAt: capture?.updatedAt ?? null,
        refunds: refunds.items,
        operator: options.printedOperator(sale.intent.operator),
      }),
    );
  }

  async function slip(operationId: string): Promise<PrintedDocument> {
    const open = options.openPayments().find((payment) => payment.operationId === operationId);
    if (open === undefined) {
      throw new IpcFailure(
        'PAYMENT_NOT_OPEN',
        'The operation has no payment awaiting the customer.',
      );
    }
    const action = open.action;
    if (action?.type !== 'konbini_payment' && action?.type !== 'bank_transfer') {
      throw new IpcFailure('NO_PAYMENT_SLIP', 'The payment has no konbini or bank-transfer slip.');
    }
    const session = options.session();
    const charge = await session.api.charges.getCharge({
      params: { storeId: session.profile.storeId, chargeId: open.chargeId },
    });
    const matchAmount = action.type === 'bank_transfer' ? action.matchAmount : null;
    return documentOrThrow(
      buildPaymentSlipDocument({
        charge,
        store: storeOf(session),
        action,
        matchAmount,
        operator: options.printedOperator(options.journal.operation(operationId)?.intent.operator),
      }),
    );
  }

  async function dayCloseLayout(request: DayCloseRequest) {
    const store = storeOf(options.session());
    return layoutDayCloseReport(await options.closeDay(request), store);
  }

  /**
   * A report's layout on the printer named in the settings, or as a PDF where main chooses:
   * refused before `layout` runs when neither can be made here.
   */
  async function produceReport(
    output: 'paper' | 'pdf',
    pdfName: string,
    layout: () => Promise<DocumentLayout>,
  ): Promise<void> {
    if (printer === null) {
      throw new IpcFailure('PRINTER_NOT_AVAILABLE', 'This host has no printer or PDF renderer.');
    }
    const { printerName, paper, pdfPaper } = options.settings();
    if (output === 'paper') {
      if (printerName === null) throw printFailure({ code: 'PRINTER_NOT_CONFIGURED' });
      const printed = await printer.print(layoutHtml(await layout(), { paper }), {
        deviceName: printerName,
        paper,
      });
      if (!printed.ok) throw printFailure(printed.error);
      return;
    }
    const path = await options.choosePdfPath(pdfName);
    if (path === null) throw new IpcFailure('PRINT_CANCELED', 'No file was chosen.');
    const pdf = await printer.toPdf(layoutHtml(await layout(), { paper: pdfPaper }), pdfPaper);
    if (!pdf.ok) throw printFailure(pdf.error);
    try {
      // A report names customers and amounts: readable by the till's user only.
      await writeFileAtomic(path, pdf.value);
    } catch (error) {
      throw printFailure({ code: 'PDF_WRITE_FAILED', cause: describeCause(error) });
    }
  }

  function documentOf(request: DocumentRequest): Promise<PrintedDocument> {
    return request.document === 'receipt' ? receipt(request.chargeId) : slip(request.operationId);
  }

  return {
    /** What each output can do on this host now, so the renderer can say why one cannot. */
    outputs(): PrintingOutputs {
      if (service === null) return { paper: 'PRINTER_NOT_AVAILABLE', pdf: 'PRINTER_NOT_AVAILABLE' };
      const configured = options.settings().printerName !== null;
      return { paper: configured ? 'ready' : 'PRINTER_NOT_CONFIGURED', pdf: 'ready' };
    },
    /**
     * The document the next issue would produce, copy mark included, laid out as the printer
     * gets it. Showing it issues nothing: the register and the audit trail are untouched.
     */
    async preview(request: PreviewRequest): Promise<DocumentPreview> {
      const { paper } = options.settings();
      if (request.document === 'day_close') {
        return { layout: await dayCloseLayout(request.request), paper };
      }
      const document = await documentOf(request);
      const copy =
        request.copy === true || register.issueCount(document.kind, document.chargeId) > 0;
      const printable = printableAs(document, copy);
      if (!printable.ok) throw printFailure(printable.error);
      return { layout: layoutDocument(printable.value), paper };
    },
    /**
     * The day-close report goes to paper or a PDF as laid out, outside the print register: it
     * backs no claim for a payment, so a second one is no copy to account for.
     */
    async printDayClose(request: ParsedInput<'printing:print-day-close'>): Promise<null> {
      const { fromDate, toDate } = request.request;
      await produceReport(request.output, `day-close-${fromDate}-${toDate}.pdf`, () =>
        dayCloseLayout(request.request),
      );
      return null;
    },

    /**
     * A past close on paper or as a PDF. The issue is audited before it is produced, so a
     * crash in between still makes the next one a reprint; a reprint needs the approval a
     * receipt's copy does.
     */
    async printClose({
      number,
      output,
    }: ParsedInput<'printing:print-close'>): Promise<IssuedDocument> {
      const close = await options.closes.get(number);
      const issue = (await options.closes.issueCount(close)) + 1;
      const copy = issue > 1;
      await produceReport(output, `close-${close.day}-no${String(number)}.pdf`, async () => {
        if (copy) await options.approveReprint();
        await options.recordAudit({
          action: 'close_print',
          details: { storeId: close.storeId, number, output, issue },
        });
        return layoutTillClose(close, storeOf(options.session()), copy);
      });
      return { copy, issue };
    },
    async issue(request: DocumentRequest, output: 'paper' | 'pdf'): Promise<IssuedDocument> {
      if (service === null) {
        throw new IpcFailure('PRINTER_NOT_AVAILABLE', 'This host has no printer or PDF renderer.');
      }
      const document = await documentOf(request);
      const copy = { copy: request.copy === true };
      if (output === 'paper') {
        return issuedDocumentOrThrow(
          document.kind === 'receipt'
            ? await service.printReceipt(document, copy)
            : await service.printSlip(document, copy),
        );
      }
      const path = await options.choosePdfPath(`${document.kind}-${document.chargeId}.pdf`);
      if (path === null) throw new IpcFailure('PRINT_CANCELED', 'No file was chosen.');
      return issuedDocumentOrThrow(await service.saveAsPdf(document, { ...copy, path }));
    },
    close: () => register.close(),
  };
}

/** The built document, or why it cannot be built thrown as a coded refusal. */
function documentOrThrow<Document>(result: DocumentBuildResult<Document>): Document {
  if (result.ok) return result.document;
  const fields =
    result.error.code === 'INVALID_DOCUMENT'
      ? result.error.fields.map(({ field }) => ({ field, reason: 'INVALID_FORMAT' as const }))
      : [];
  throw new IpcFailure(
    result.error.code,
    `The document cannot be built (${result.error.code}).`,
    fields,
  );
}

/** The issued document, or the printer's refusal thrown as a coded refusal. */
function issuedDocumentOrThrow(result: Result<IssuedDocument, PrintError>): IssuedDocument {
  if (result.ok) return result.value;
  throw printFailure(result.error);
}

function printFailure(error: PrintError): IpcFailure {
  return new IpcFailure(error.code, `Printing answered ${error.code}.`);
}
