/*
 * The customer display's one channel, apart from its schema: the display-only preload and
 * the browser host's display bridge import this alone and must bundle no zod (DESIGN.md:
 * Build). customer-display-state.ts says what travels on it.
 */

/** Main pushes what the customer may see, whole, on every change; the display sends nothing. */
export const customerDisplayChannel = 'customer-display:state';

/**
 * `window.customerDisplay`, all the display page can reach: one subscribe function, which
 * hands over the latest state at once and every later one, and returns its unsubscribe. The
 * payload is `unknown` here because the page checks it against the schema itself.
 */
export interface CustomerDisplayBridge {
  subscribe(listener: (state: unknown) => void): () => void;
}
