import type { Display } from 'electron';

/** Where the customer display is, or should be. */
export type CustomerDisplayPlacement =
  | { kind: 'none' }
  | { kind: 'secondary-display'; displayId: number; bounds: Display['bounds'] }
  | { kind: 'window' };

export interface CustomerDisplaySituation {
  /** The terminal's `customerDisplay` setting. */
  enabled: boolean;
  displays: readonly Pick<Display, 'id' | 'bounds'>[];
  primaryDisplayId: number;
}

/**
 * Where the customer display belongs: nowhere while the setting is off; full screen on the
 * first display that is not the cashier's (primary) one; with a single display, an ordinary
 * window the cashier can move or close (training, a till whose customer screen is unplugged).
 */
export function customerDisplayPlacement({
  enabled,
  displays,
  primaryDisplayId,
}: CustomerDisplaySituation): CustomerDisplayPlacement {
  if (!enabled) return { kind: 'none' };
  const secondary = displays.find((display) => display.id !== primaryDisplayId);
  return secondary === undefined
    ? { kind: 'window' }
    : { kind: 'secondary-display', displayId: secondary.id, bounds: secondary.bounds };
}

function samePlacement(a: CustomerDisplayPlacement, b: CustomerDisplayPlacement): boolean {
  if (a.kind === 'secondary-display' && b.kind === 'secondary-display') {
    const [x, y] = [a.bounds, b.bounds];
    return (
      a.displayId === b.displayId &&
      x.x === y.x &&
      x.y === y.y &&
      x.width === y.width &&
      x.height === y.height
    );
  }
  return a.kind === b.kind;
}

/**
 * What the entry does when the setting or the displays change: the window's frame, focus and
 * full screen are fixed when it is made, so a window in the wrong place is replaced, not moved.
 */
export function customerDisplayChange(
  open: CustomerDisplayPlacement,
  wanted: CustomerDisplayPlacement,
): 'keep' | 'open' | 'close' | 'replace' {
  if (samePlacement(open, wanted)) return 'keep';
  if (open.kind === 'none') return 'open';
  return wanted.kind === 'none' ? 'close' : 'replace';
}
