import { isJournalMetadataKey } from '../../../shared/flows/operation-id-metadata';
import { saleDetailKeys, saleDetailLimits } from '../../../shared/flows/sale-details';
import { updateChargeBody } from '../../../shared/service/charges';
import { metadataKeyMax, parseRequest, type MetadataInput } from '../../../shared/service/common';
import { textLimit, type TextLimit } from '../../ui/text-limit';

/*
 * A charge's or refund's notes: its metadata as a clerk reads and edits it, one name and one
 * value per row. The journal's keys are shown apart and never edited (main refuses them too).
 * A row is checked by the update route's own schema, so the form says what the service would.
 */

export interface NoteRow {
  key: string;
  value: string;
  /** The value as stored; sent back as it was (a number stays a number) while its text is. */
  stored?: unknown;
}

/** A stored value as text: a string as it is, anything else as JSON. */
export function noteText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The rows a clerk may edit: every key but the journal's, in the service's order. */
export function noteRowsOf(metadata: Readonly<Record<string, unknown>>): NoteRow[] {
  return Object.entries(metadata)
    .filter(([key]) => !isJournalMetadataKey(key))
    .map(([key, stored]) => ({ key, value: noteText(stored), stored }));
}

/** The journal's keys, read-only. */
export function journalNotesOf(
  metadata: Readonly<Record<string, unknown>>,
): [key: string, text: string][] {
  return Object.entries(metadata)
    .filter(([key]) => isJournalMetadataKey(key))
    .map(([key, value]) => [key, noteText(value)]);
}

/** The most a value may hold where its key is one of the sale's details (order number, memo). */
const valueMaxOfKey = new Map<string, number>([
  [saleDetailKeys.orderNumber, saleDetailLimits.orderNumber],
  [saleDetailKeys.memo, saleDetailLimits.memo],
]);

/**
 * Where a row's name and value stand against their limits, so the row says so before a limit
 * is reached: a name as the metadata takes it, a value where the sale set one (a memo edited
 * here is held to the memo's limit, as at the sale). A value with no limit of its own has none.
 */
export function rowLimits(row: NoteRow): { key: TextLimit; value: TextLimit | null } {
  const valueMax = valueMaxOfKey.get(row.key.trim());
  return {
    key: textLimit(row.key, metadataKeyMax),
    value: valueMax === undefined ? null : textLimit(row.value, valueMax),
  };
}

/** Why a row cannot be sent, as a service validation reason or one of the app's own. */
export interface NoteProblem {
  /** The row's index; -1 for the notes as a whole. */
  row: number;
  reason: string;
}

export type CheckedNotes =
  { ok: true; metadata: MetadataInput } | { ok: false; problems: NoteProblem[] };

/**
 * The metadata the rows make, or what is wrong with each row: a value without a name, a name
 * typed twice, a journal key, and whatever the update route's schema refuses. A row left
 * blank is dropped, which is how a note is removed.
 */
export function checkNotes(rows: readonly NoteRow[]): CheckedNotes {
  const problems: NoteProblem[] = [];
  const metadata: MetadataInput = {};
  const rowOfKey = new Map<string, number>();
  rows.forEach((row, index) => {
    const key = row.key.trim();
    if (key === '' && row.value.trim() === '') return;
    if (key === '') {
      problems.push({ row: index, reason: 'REQUIRED_VALUE' });
      return;
    }
    if (isJournalMetadataKey(key)) {
      problems.push({ row: index, reason: 'READ_ONLY_KEY' });
      return;
    }
    if (rowOfKey.has(key)) {
      problems.push({ row: index, reason: 'DUPLICATE_KEY' });
      return;
    }
    rowOfKey.set(key, index);
    const limits = rowLimits(row);
    if (limits.key.stage === 'over' || limits.value?.stage === 'over') {
      problems.push({ row: index, reason: 'OUT_OF_RANGE' });
      return;
    }
    const unchanged = row.stored !== undefined && noteText(row.stored) === row.value;
    // A stored value the edit left alone goes back as it was; a typed one is text.
    metadata[key] = unchanged ? (row.stored as MetadataInput[string]) : row.value;
  });
  const parsed = parseRequest(updateChargeBody, { metadata });
  if (!parsed.success) {
    for (const error of parsed.errors) {
      const key = error.field.startsWith('metadata.') ? error.field.slice('metadata.'.length) : '';
      // A refusal no row explains is the form's as a whole.
      problems.push({ row: rowOfKey.get(key) ?? -1, reason: error.reason });
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return parsed.success ? { ok: true, metadata: parsed.data.metadata } : { ok: false, problems };
}

/** The rows a refusal from main or the service names, by the key each `metadata.<key>` field names. */
export function problemsOfFields(
  rows: readonly NoteRow[],
  fields: readonly { field: string; reason: string }[],
): NoteProblem[] {
  return fields.flatMap(({ field, reason }) => {
    const row = rows.findIndex((candidate) => `metadata.${candidate.key.trim()}` === field);
    return [{ row, reason }];
  });
}
