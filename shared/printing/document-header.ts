import { z } from 'zod';
import { printedOperator, type PrintedOperator } from '../operators';
import { storeName } from '../profiles';
import { uuid } from '../service/common';

/** The languages a document is printed in; the renderer holds the wording of each. */
const printLanguage = z.enum(['ja', 'en']);
export type PrintLanguage = z.infer<typeof printLanguage>;

/** Whether Intl knows the zone: an unknown one would throw only when the date is printed. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/** What a printed document says about the store that issues it, and how it is printed. */
export const storeFacts = z.strictObject({
  name: storeName,
  /** IANA zone the store's dates are printed in (Asia/Tokyo), whatever the terminal's zone. */
  timeZone: z.string().refine(isTimeZone, { error: 'INVALID_FORMAT' }),
  language: printLanguage,
  /** Training mode (the built-in simulator): every document carries the training watermark. */
  training: z.boolean(),
});
export type StoreFacts = z.infer<typeof storeFacts>;

/**
 * The fields every printed document starts with. `copy` is false when a document is built;
 * the print service sets it, since only it knows whether the document was issued before.
 */
export const documentHeader = {
  store: storeFacts.pick({ name: true, timeZone: true }),
  language: printLanguage,
  training: z.boolean(),
  copy: z.boolean(),
  chargeId: uuid,
  /** Who served, as the settings choose to print them; null on a till without operators. */
  operator: printedOperator.nullable(),
};

/** A new document's header fields: not a copy, until the print service says it is one. */
export function documentHeaderOf(
  store: StoreFacts,
  chargeId: string,
  operator: PrintedOperator | null | undefined,
) {
  return {
    store: { name: store.name, timeZone: store.timeZone },
    language: store.language,
    training: store.training,
    copy: false,
    chargeId,
    operator: operator ?? null,
  };
}

/** Why a document could not be built, as a code (STYLE.md: errors are values). */
type DocumentBuildError =
  /** A receipt is for a charge that ended, or that waits only for a capture. */
  | { readonly code: 'CHARGE_NOT_SETTLED'; readonly status: string }
  /** A payment slip is for a charge that waits for the customer to pay. */
  | { readonly code: 'CHARGE_NOT_AWAITING'; readonly status: string }
  /** The facts given do not make a valid document; `fields` says which. */
  | {
      readonly code: 'INVALID_DOCUMENT';
      readonly fields: readonly { readonly field: string; readonly reason: string }[];
    };

export type DocumentBuildResult<Document> =
  | { readonly ok: true; readonly document: Document }
  | { readonly ok: false; readonly error: DocumentBuildError };

/** Parses a built document, answering the failing fields by their check's code. */
export function parseDocument<Schema extends z.ZodType>(
  schema: Schema,
  candidate: z.input<Schema>,
): DocumentBuildResult<z.output<Schema>> {
  const parsed = schema.safeParse(candidate);
  if (parsed.success) return { ok: true, document: parsed.data };
  return {
    ok: false,
    error: {
      code: 'INVALID_DOCUMENT',
      fields: parsed.error.issues.map((issue) => ({
        field: issue.path.map(String).join('.'),
        reason: /^[A-Z][A-Z0-9_]*$/.test(issue.message) ? issue.message : issue.code,
      })),
    },
  };
}
