import { z } from 'zod';
import { dayCloseRequest } from '../../back-office/day-close-report';
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
};
