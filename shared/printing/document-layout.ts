import { z } from 'zod';
import { paperSize } from './print-settings';

/*
 * A printed document laid out, with every word already in the document's language and every
 * amount and date already formatted: what the printer's HTML page shows and what the
 * renderer's preview shows are drawn from this one value, so they cannot say different things.
 * It holds text only, never markup: each side escapes it as its medium needs.
 */

const text = z.string().max(400);

/**
 * A label and its value; `style` picks how the value stands out. An `amount` is never broken
 * inside itself (「￥9,80」 then 「0」): its label wraps instead.
 */
const layoutRow = z.strictObject({
  label: text,
  value: text,
  style: z.enum(['plain', 'strong', 'id', 'deadline', 'amount']),
});

const tableCell = z.strictObject({ text, align: z.enum(['start', 'end']) });

const layoutBlock = z.discriminatedUnion('type', [
  /** The issuing store's name, at the top. */
  z.strictObject({ type: z.literal('store'), text }),
  z.strictObject({ type: z.literal('title'), text }),
  /** A section's heading within the document (a report's parts). */
  z.strictObject({ type: z.literal('heading'), text }),
  /** Boxed text the reader must not miss (training: do not pay). */
  z.strictObject({ type: z.literal('notice'), text }),
  /** The copy mark, at the document's start and again at its end. */
  z.strictObject({ type: z.literal('copy_mark'), text, at: z.enum(['start', 'end']) }),
  z.strictObject({ type: z.literal('rule') }),
  z.strictObject({ type: z.literal('total'), label: text, value: text }),
  z.strictObject({ type: z.literal('rows'), rows: z.array(layoutRow).max(200) }),
  z.strictObject({ type: z.literal('lead'), text }),
  z.strictObject({ type: z.literal('steps'), items: z.array(text).max(10) }),
  z.strictObject({
    type: z.literal('table'),
    header: z.array(tableCell).max(12),
    rows: z.array(z.array(tableCell).max(12)).max(500),
  }),
]);
export type LayoutBlock = z.infer<typeof layoutBlock>;

const documentLayout = z.strictObject({
  language: z.enum(['ja', 'en']),
  /** The page's title: what the document is. */
  title: text,
  /** Repeated across a training document, so nobody pays it or keeps it; null otherwise. */
  watermark: text.nullable(),
  blocks: z.array(layoutBlock).max(400),
});
export type DocumentLayout = z.infer<typeof documentLayout>;

/** What `printing:preview` answers: the document as it would print, and on what paper. */
export const documentPreview = z.strictObject({ layout: documentLayout, paper: paperSize });
export type DocumentPreview = z.infer<typeof documentPreview>;

/**
 * Whether this host can print and write PDFs now, each `ready` or the code of why not:
 * the browser host has neither, and a till with no printer set up can still write a PDF.
 */
export const printingOutputs = z.strictObject({
  paper: z.enum(['ready', 'PRINTER_NOT_AVAILABLE', 'PRINTER_NOT_CONFIGURED']),
  pdf: z.enum(['ready', 'PRINTER_NOT_AVAILABLE']),
});
export type PrintingOutputs = z.infer<typeof printingOutputs>;
