import { z } from 'zod';
import { uuid } from '../../service/common';
import { issuedDocument } from '../ipc-payloads';
import { channel } from './channel';

/** `copy`: a cashier's explicit reprint, marked as a copy even if no issue was recorded. */
const reprint = z.boolean().optional();
const receiptRequest = z.strictObject({ chargeId: uuid, copy: reprint });
const slipRequest = z.strictObject({ operationId: uuid, copy: reprint });

/*
 * Main builds every document itself from the charge, the journal and the store, and picks
 * a PDF's path itself: the renderer names only which charge or operation, so it can neither
 * print what the service did not say nor write a file where it chooses.
 */
export const printingChannels = {
  'printing:print-receipt': channel(receiptRequest, issuedDocument),
  'printing:print-slip': channel(slipRequest, issuedDocument),
  'printing:save-pdf': channel(
    z.discriminatedUnion('document', [
      receiptRequest.extend({ document: z.literal('receipt') }),
      slipRequest.extend({ document: z.literal('payment_slip') }),
    ]),
    issuedDocument,
  ),
};
