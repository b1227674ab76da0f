import { textLength } from '../../shared/text-length';

/**
 * Where a limited text stands against its limit, so a field says so before the limit is
 * reached rather than stopping the typing without a word: `near` from the last fifth of the
 * limit on (when a counter appears), `full` at the limit, `over` past it (the field's error).
 */
export interface TextLimit {
  count: number;
  max: number;
  stage: 'quiet' | 'near' | 'full' | 'over';
}

export function textLimit(text: string, max: number): TextLimit {
  const count = textLength(text);
  const stage =
    count > max
      ? 'over'
      : count === max
        ? 'full'
        : count >= max - Math.ceil(max / 5)
          ? 'near'
          : 'quiet';
  return { count, max, stage };
}
