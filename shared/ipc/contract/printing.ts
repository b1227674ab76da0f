import { z } from 'zod';
import { dayCloseRequest } from '../../back-office/day-close-report';
import { closeNumberRequest } from '../../back-office/till-close';
import { documentPreview, printingOutputs } from '../../printing/document-layout';
import { uuid } from '../../service/common';
import { issuedDocument } from '../ipc-payloads';
import { channel, emptyInput, nullOutput } from './channel';

/** `copy`: a cashier's explicit reprint, marked as a copy even if no issue was recorded. */
const reprint = z.boolean().optional();
const receiptRequest = z.strictObject({ chargeId: uuid, copy: reprint });
const slipRequest = z.strictObject({ operationId: uuid, copy: reprint });
const receiptDocumentRequest = receiptRequest.extend({ document: z.literal('receipt') });
const slipDocumentRequest = slipRequest.extend({ document: z.literal('payment_slip') });
/** The day-close report is main's own day close of the range, never one the renderer sends. */
const dayCloseDocumentRequest = z.strictObject({
  document: z.literal('day_close'),
  request: dayCloseRequest,
});

/*
 * Main builds every document itself from the charge, the journal and the store, and picks
 * a PDF's path itself: the renderer names only which charge or operation, so it can neither
 * print what the service did not say nor write a file where it chooses.
 */
export const printingChannels = {
  'printing:print-receipt': channel(receiptRequest, issuedDocument),
  'printing:print-slip': channel(slipRequest, issuedDocument),
  'printing:save-pdf': channel(
    z.discriminatedUnion('document', [receiptDocumentRequest, slipDocumentRequest]),
    issuedDocument,
  ),
  /** Whether this host can print and write PDFs now; the buttons say why they cannot. */
  'printing:get-outputs': channel(emptyInput, printingOutputs),
  /** The document the next issue would produce, laid out, for the on-screen preview. */
  'printing:preview': channel(
    z.discriminatedUnion('document', [
      receiptDocumentRequest,
      slipDocumentRequest,
      dayCloseDocumentRequest,
    ]),
    documentPreview,
  ),
  /** Prints the day-close report of the range, or saves it as a PDF where main chooses. */
  'printing:print-day-close': channel(
    dayCloseDocumentRequest.omit({ document: true }).extend({ output: z.enum(['paper', 'pdf']) }),
    nullOutput,
  ),
  /**
   * Prints a past close of this till, or saves it as a PDF where main chooses; every issue
   * after the first is marked 再発行 and audited as one (`close_print`).
   */
  'printing:print-close': channel(
    closeNumberRequest.extend({ output: z.enum(['paper', 'pdf']) }),
    issuedDocument,
  ),
};

/** Why a document was not printed, saved or shown. */
export const printingFailureCode = z.enum([
  /** This host can neither print nor make a PDF. */
  'PRINTER_NOT_AVAILABLE',
  'PRINTER_NOT_CONFIGURED',
  'PRINTER_NOT_FOUND',
  /** The cashier closed the print or save dialog. */
  'PRINT_CANCELED',
  'PRINT_FAILED',
  'PRINT_TIMED_OUT',
  'PDF_FAILED',
  'PDF_WRITE_FAILED',
  /** The document would print what it must not (a card number), or is malformed. */
  'INVALID_DOCUMENT',
  /** A copy is made only once the audit trail holds it. */
  'REPRINT_NOT_AUDITED',
  /** The document came out but the register did not record it. */
  'PRINT_NOT_RECORDED',
  /** A receipt is for a charge that ended, or that waits only for a capture. */
  'CHARGE_NOT_SETTLED',
  /** A payment slip is for a charge that waits for the customer to pay. */
  'CHARGE_NOT_AWAITING',
  /** No sale of this till made the charge, so there is no receipt to print. */
  'CHARGE_NOT_FOUND',
  /** The operation has no payment awaiting the customer. */
  'PAYMENT_NOT_OPEN',
  /** The open payment has no konbini or bank-transfer slip. */
  'NO_PAYMENT_SLIP',
]);
