import type { printingChannels } from '../../shared/ipc/contract/printing';
import type { AreaHandlers } from '../ipc/handler-table';
import type { CorePrinting } from './core-printing';

/** Receipts and payment slips, on paper or as PDFs, built by main from its own facts. */
export function createPrintingHandlers(
  printing: Pick<CorePrinting, 'issue'>,
): AreaHandlers<typeof printingChannels> {
  return {
    'printing:print-receipt': (input) => printing.issue({ ...input, document: 'receipt' }, 'paper'),
    'printing:print-slip': (input) =>
      printing.issue({ ...input, document: 'payment_slip' }, 'paper'),
    'printing:save-pdf': (input) => printing.issue(input, 'pdf'),
  };
}
