import { textLength } from '../../shared/text-length';

/**
 * Where a limited text stands against its limit, so a field says so before the limit is
 * reached rather than stopping the typing without a word: `near` from the last fifth of the
 * limit on (when a counter appears), `full` at the limit, `over` past it (the field's error).
 * A short code (a CVV, a country, a calling code) is no text to run out of room in: a full one
 * is simply complete, so it gets no count and no word at its limit, only the error past it.
 */
export interface TextLimit {
  count: number;
  max: number;
  stage: 'quiet' | 'near' | 'full' | 'over';
}

/** The shortest limit a person writes towards rather than fills with a code of set length. */
const shortestWrittenLimit = 10;

export function textLimit(text: string, max: number): TextLimit {
  const count = textLength(text);
  const stage =
    count > max
      ? 'over'
      : max < shortestWrittenLimit
        ? 'quiet'
        : count === max
          ? 'full'
          : count >= max - Math.ceil(max / 5)
            ? 'near'
            : 'quiet';
  return { count, max, stage };
}
