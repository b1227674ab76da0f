import type { FlowProgress } from '../../shared/flows/flow-progress';
import type { ConfirmedSale, CustomerDisplayState } from '../../shared/ipc/customer-display-state';
import { followedSaleAfter, type FollowedSale } from './customer-sale-view';

/** What the customer display shows, for the transports that feed its window or page. */
export interface CustomerDisplaySource {
  current(): CustomerDisplayState;
  /** Told of every change, never of the same state twice in a row. */
  subscribe(listener: (state: CustomerDisplayState) => void): () => void;
}

interface CustomerDisplayFeedOptions {
  /** The till's language and whether it is training, read at every change. */
  readonly context: () => Omit<CustomerDisplayState, 'sale'>;
  /**
   * How long a sale's end (paid, failed, cancelled) stays on the customer's screen before
   * the welcome comes back for the next customer.
   */
  readonly endedHoldMs?: number;
  /** A listener that threw: logged by main, the other listeners still hear the change. */
  readonly onError: (error: unknown) => void;
}

const defaultEndedHoldMs = 10_000;

const ended: ReadonlySet<string> = new Set(['paid', 'failed', 'cancelled', 'unresolved']);

/**
 * The customer display's state, kept in main: it follows the sales the counter starts through
 * their flow progress and the till's settings, and holds a sale's end on screen for a while
 * before returning to the welcome. A display opened at any moment gets the current state, so
 * one opened late never shows a sale that ended long ago.
 */
export function createCustomerDisplayFeed(options: CustomerDisplayFeedOptions) {
  const endedHoldMs = options.endedHoldMs ?? defaultEndedHoldMs;
  const listeners = new Set<(state: CustomerDisplayState) => void>();
  let followed: FollowedSale | null = null;
  // What the cashier confirmed for the next sale, until it starts or the amount changes.
  let confirmed: ConfirmedSale | null = null;
  let welcomeTimer: ReturnType<typeof setTimeout> | undefined;

  const stateOf = (): CustomerDisplayState => ({
    ...options.context(),
    sale: followed?.sale ?? (confirmed === null ? null : { status: 'confirmed', ...confirmed }),
  });
  let shown = stateOf();

  function publish(): void {
    const next = stateOf();
    if (JSON.stringify(next) === JSON.stringify(shown)) return;
    shown = next;
    for (const listener of listeners) {
      try {
        listener(next);
      } catch (error) {
        options.onError(error);
      }
    }
  }

  function holdThenWelcome(): void {
    clearTimeout(welcomeTimer);
    welcomeTimer = undefined;
    if (followed === null || !ended.has(followed.sale.status)) return;
    const ending = followed;
    welcomeTimer = setTimeout(() => {
      welcomeTimer = undefined;
      if (followed !== ending) return;
      followed = null;
      publish();
    }, endedHoldMs);
  }

  return {
    current: () => shown,
    subscribe: (listener: (state: CustomerDisplayState) => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Every flows:progress event; those of sales the display does not follow change nothing. */
    follow(progress: FlowProgress): void {
      const next = followedSaleAfter(followed, progress);
      if (next === followed) return;
      // The confirmed sale started: from now on its progress is what the customer sees.
      if (next !== null && next.operationId !== followed?.operationId) confirmed = null;
      followed = next;
      holdThenWelcome();
      publish();
    },
    /**
     * The counter left `operationId`'s sale: the welcome comes back at once, for the next
     * customer, instead of the sale's wait or end staying on screen. Later events of that
     * sale do not bring it back (followedSaleAfter).
     */
    leave(operationId: string): void {
      if (followed?.operationId !== operationId) return;
      clearTimeout(welcomeTimer);
      welcomeTimer = undefined;
      followed = null;
      publish();
    },
    /**
     * The amount and method the cashier confirmed, or null when the amount changed or the sale
     * is over. A confirmation is the next customer's: the last sale's held end gives way to it.
     */
    present(sale: ConfirmedSale | null): void {
      confirmed = sale;
      if (sale !== null && followed !== null && ended.has(followed.sale.status)) {
        clearTimeout(welcomeTimer);
        welcomeTimer = undefined;
        followed = null;
      }
      publish();
    },
    /** The language or training mode may have changed. */
    refresh: publish,
    close(): void {
      clearTimeout(welcomeTimer);
      listeners.clear();
    },
  };
}

export type CustomerDisplayFeed = ReturnType<typeof createCustomerDisplayFeed>;
