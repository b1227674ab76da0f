import type { Display } from 'electron';

export type CustomerDisplayPlacement =
  { kind: 'secondary-display'; bounds: Display['bounds'] } | { kind: 'window' };

/**
 * Where the customer display opens: full screen on the first display that is not the
 * cashier's (primary) one, or, with a single display, as an ordinary window (training, or a
 * screen that is plugged in later).
 */
export function customerDisplayPlacement(
  displays: readonly Pick<Display, 'id' | 'bounds'>[],
  primaryDisplayId: number,
): CustomerDisplayPlacement {
  const secondary = displays.find((display) => display.id !== primaryDisplayId);
  return secondary === undefined
    ? { kind: 'window' }
    : { kind: 'secondary-display', bounds: secondary.bounds };
}
