import type { printingChannels } from '../../shared/ipc/contract/printing';
import type { AreaHandlers } from '../ipc/handler-table';
import type { CorePrinting } from './core-printing';

/**
 * Receipts, payment slips, the day-close report and past closes, on paper, as PDFs or as on-screen
 * previews, built by main from its own facts.
 */
export function createPrintingHandlers(
  printing: Pick<CorePrinting, 'issue' | 'outputs' | 'preview' | 'printDayClose' | 'printClose'>,
): AreaHandlers<typeof printingChannels> {
  return {
    'printing:print-receipt': (input) => printing.issue({ ...input, document: 'receipt' }, 'paper'),
    'printing:print-slip': (input) =>
      printing.issue({ ...input, document: 'payment_slip' }, 'paper'),
    'printing:save-pdf': (input) => printing.issue(input, 'pdf'),
    'printing:get-outputs': () => Promise.resolve(printing.outputs()),
    'printing:preview': (input) => printing.preview(input),
    'printing:print-day-close': (input) => printing.printDayClose(input),
    'printing:print-close': (input) => printing.printClose(input),
  };
}
