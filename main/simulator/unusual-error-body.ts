import type { ServiceErrorCode } from '../../shared/service/errors';

/*
 * Error bodies in the shapes the real service's older answers take (conventions: Checked
 * against the provider's own clients, Error bodies): `errors` as one object, as a list of
 * strings, or as entries without a `reason` or with English text in it. The `decline` fault
 * (faults.ts) answers them, so a client's reading of the top-level `code`, the one thing to act
 * on, is tested against each.
 */

export const unusualErrorShapes = ['object', 'strings', 'text'] as const;
export type UnusualErrorShape = (typeof unusualErrorShapes)[number];

/** The code in the service's English words: CARD_REJECTED reads "Card rejected". */
function englishText(code: ServiceErrorCode): string {
  const words = code.toLowerCase().replaceAll('_', ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** The service's error body for `code` with its `errors` in `shape`. */
export function unusualErrorBody(code: ServiceErrorCode, shape: UnusualErrorShape) {
  const text = englishText(code);
  switch (shape) {
    case 'object':
      return { status: 'error', code, errors: { reason: code } };
    case 'strings':
      return { status: 'error', code, errors: [text] };
    case 'text':
      return { status: 'error', code, errors: [{ field: null, message: text }, { reason: text }] };
  }
}
