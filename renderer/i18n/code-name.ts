/**
 * A code the service sends (a status, a type, a period) in the reader's words when this
 * version knows it, and as sent when it does not, so a code the service adds later still reads
 * as itself rather than as nothing (as brandName does for brands); a dash when there is none.
 */
export function codeName<Code extends string>(
  codes: readonly Code[],
  code: string | null | undefined,
  name: (known: Code) => string,
): string {
  const known = codes.find((candidate) => candidate === code);
  return known === undefined ? (code ?? '—') : name(known);
}
