import { isJournalMetadataKey } from '../../shared/flows/operation-id-metadata';
import type { FieldError, MetadataInput } from '../../shared/service/common';
import { err, ok, type Result } from '../../shared/result';

/** What a person's edit of a charge's or refund's metadata sends, and which keys it touches. */
export interface MetadataUpdate {
  /** The whole metadata to send: the service replaces what it holds with it. */
  readonly metadata: MetadataInput;
  readonly added: string[];
  readonly changed: string[];
  readonly removed: string[];
}

type StoredValue = MetadataInput[string];

function isStoredValue(value: unknown): value is StoredValue {
  const scalar = (inner: unknown) =>
    inner === null || ['string', 'number', 'boolean'].includes(typeof inner);
  return scalar(value) || (Array.isArray(value) && value.every(scalar));
}

/**
 * A person's edit of metadata the service holds. The update route replaces the metadata
 * whole, so the journal's own keys (`counter-operation-id`, which leads a charge back to the
 * operation that made it) are carried over from what is stored; an edit that names one is
 * refused, so a clerk can neither remove nor change the journal's link.
 */
export function metadataUpdate(
  stored: Readonly<Record<string, unknown>>,
  edited: MetadataInput,
): Result<MetadataUpdate, FieldError[]> {
  const named = Object.keys(edited).filter(isJournalMetadataKey);
  if (named.length > 0) {
    return err(named.map((key) => ({ field: `metadata.${key}`, reason: 'READ_ONLY_KEY' })));
  }
  const kept: MetadataInput = {};
  for (const [key, value] of Object.entries(stored)) {
    if (isJournalMetadataKey(key) && isStoredValue(value)) kept[key] = value;
  }
  const before = Object.keys(stored).filter((key) => !isJournalMetadataKey(key));
  const after = Object.keys(edited);
  return ok({
    metadata: { ...edited, ...kept },
    added: after.filter((key) => !Object.hasOwn(stored, key)),
    changed: after.filter(
      (key) =>
        Object.hasOwn(stored, key) && JSON.stringify(stored[key]) !== JSON.stringify(edited[key]),
    ),
    removed: before.filter((key) => !Object.hasOwn(edited, key)),
  });
}
