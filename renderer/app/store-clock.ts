import { create } from 'zustand';
import type { AppSettings } from '../../shared/ipc/ipc-payloads';
import { japanTimeZone } from '../../shared/japan-time';

/*
 * The store's clock: the one zone every time a person reads or types is in (the settings'
 * `timeZone`), whatever zone the terminal runs in. Read once at start, followed when the
 * settings are saved.
 */

interface StoreClock {
  timeZone: string;
}

const useStoreClock = create<StoreClock>()(() => ({ timeZone: japanTimeZone }));

/** Follows the settings as read or saved. */
export function followStoreClock(settings: Pick<AppSettings, 'timeZone'>): void {
  useStoreClock.setState({ timeZone: settings.timeZone });
}

/** The store's zone now, for code outside React (a store building a query). */
export function storeTimeZone(): string {
  return useStoreClock.getState().timeZone;
}

/** The store's zone, re-rendering when the settings change it. */
export function useStoreTimeZone(): string {
  return useStoreClock((clock) => clock.timeZone);
}
