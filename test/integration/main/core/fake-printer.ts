import type { PrintJob, Printer } from '../../../../main/printing/print-service';
import { ok } from '../../../../shared/result';

/** A printer that remembers every page it was asked to print or turn into a PDF. */
export function fakePrinter() {
  const printed: { html: string; job: PrintJob }[] = [];
  const pdfs: { html: string; paper: string }[] = [];
  const printer: Printer = {
    print(html, job) {
      printed.push({ html, job });
      return Promise.resolve(ok(undefined));
    },
    toPdf(html, paper) {
      pdfs.push({ html, paper });
      return Promise.resolve(ok(new TextEncoder().encode('%PDF-fake')));
    },
  };
  return { printer, printed, pdfs };
}
