/**
 * The metadata key that names the Counter operation a charge or refund belongs to, so a charge
 * whose creation answer was lost can be found at the service later, and a charge opened from
 * the service's list leads back to the journal's steps (conventions: Wire format, flat
 * metadata; the service's own keys are shared/service/identifiers.ts, Counter's use `counter-`).
 */
export const operationIdKey = 'counter-operation-id';

/** The operation a resource's metadata names, if it names one. */
export function operationIdOf(metadata: Readonly<Record<string, unknown>>): string | undefined {
  const id = metadata[operationIdKey];
  return typeof id === 'string' ? id : undefined;
}

/**
 * The metadata key that names the till which made a charge (main/journal/till-id.ts), so a
 * reconciliation tells another till's charge from one this till forgot.
 */
export const tillIdKey = 'counter-till-id';

/** The till a charge's metadata names, if it names one. */
export function tillIdOf(metadata: Readonly<Record<string, unknown>>): string | undefined {
  const id = metadata[tillIdKey];
  return typeof id === 'string' ? id : undefined;
}

/** Counter's own metadata keys (conventions: Wire format): the journal's, never a person's. */
const journalKeyPrefix = 'counter-';

/** A key the journal writes and reads back; no person edits or removes it. */
export function isJournalMetadataKey(key: string): boolean {
  return key.startsWith(journalKeyPrefix);
}
