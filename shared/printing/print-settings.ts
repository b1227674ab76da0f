import { z } from 'zod';
import { textLength } from '../text-length';

/** The paper a document is laid out for: an 80 mm thermal roll, or a sheet. */
export const paperSize = z.enum(['receipt_80mm', 'a4', 'letter']);
export type PaperSize = z.infer<typeof paperSize>;

/** A PDF is kept or e-mailed rather than handed over, so it is always a sheet. */
const pdfPaperSize = paperSize.extract(['a4', 'letter']);
export type PdfPaperSize = z.infer<typeof pdfPaperSize>;

/** The longest printer name the settings take, in characters (shared/text-length.ts). */
export const printerNameMax = 256;

/** Where and on what the terminal prints, part of the app's settings. */
export const printSettings = z.strictObject({
  /** The receipt printer's system name; null: none is set up, and documents go to PDF only. */
  printerName: z
    .string()
    .trim()
    .min(1)
    .refine((name) => textLength(name) <= printerNameMax, { error: 'OUT_OF_RANGE' })
    .nullable(),
  paper: paperSize,
  pdfPaper: pdfPaperSize,
});
export type PrintSettings = z.infer<typeof printSettings>;
