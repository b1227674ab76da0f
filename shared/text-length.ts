import { z } from 'zod';

/*
 * How long a text is, for every limit the app sets on what people type. The service's spec
 * names no length limits or how it counts ("size limits: not shown"), so the app counts
 * Unicode code points: what a person sees as one character in a name or a memo, an emoji or a
 * rare kanji outside the BMP included, counts once. zod's own max() counts UTF-16 code units,
 * which would count 𠮷 or 🎁 twice and refuse text the counter on screen said would fit.
 */
export function textLength(text: string): number {
  return Array.from(text).length;
}

/** A string of at most `max` characters as textLength counts them; OUT_OF_RANGE beyond. */
export function limitedText(max: number) {
  return z.string().refine((text) => textLength(text) <= max, { error: 'OUT_OF_RANGE' });
}
