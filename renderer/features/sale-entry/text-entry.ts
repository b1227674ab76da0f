/**
 * What a field keeps of what the cashier typed or pasted: all of it, or, when it holds a
 * character the field never takes, nothing new, with the refusal said in words (a CVV that
 * silently lost a letter reads as typed when it was not). Length is not cut here either: a
 * text past its limit stays whole and the field says so (ui/text-limit.ts).
 */
export interface TextEntry {
  value: string;
  refused: boolean;
}

export function enterText(previous: string, typed: string, allowed?: RegExp): TextEntry {
  if (allowed === undefined) return { value: typed, refused: false };
  const fits = Array.from(typed).every((character) => allowed.test(character));
  return fits ? { value: typed, refused: false } : { value: previous, refused: true };
}
