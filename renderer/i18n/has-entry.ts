/**
 * Whether `key` names one of a dictionary's own entries (a namespace's words for codes, say),
 * so its words can be looked up by it; a key it only inherits does not count. A code this
 * version does not know then reads as itself instead of as nothing.
 */
export function hasEntry<Entries extends object>(
  entries: Entries,
  key: PropertyKey,
): key is keyof Entries {
  return Object.hasOwn(entries, key);
}
