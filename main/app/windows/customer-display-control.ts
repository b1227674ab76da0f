import type { BrowserWindow, Screen } from 'electron';
import {
  customerDisplayChange,
  customerDisplayPlacement,
  type CustomerDisplayPlacement,
} from './customer-display-placement';
import type { CustomerDisplayWindowOptions } from './customer-display-window';
import { createCustomerDisplayWindow } from './customer-display-window';

type ControlOptions = Omit<CustomerDisplayWindowOptions, 'placement'> & {
  readonly screen: Pick<Screen, 'getAllDisplays' | 'getPrimaryDisplay' | 'on' | 'off'>;
  /** The `customerDisplay` setting at start. */
  readonly enabled: boolean;
  readonly onError: (error: unknown) => void;
};

/**
 * Keeps the customer display where customerDisplayPlacement says it belongs, as the setting
 * is turned on or off and screens are plugged in, unplugged or changed. A display the cashier
 * closes stays closed until the next such change. Changes are applied one at a time, since
 * opening a window takes a page load.
 */
export function controlCustomerDisplay(options: ControlOptions) {
  const { screen, onError } = options;
  let enabled = options.enabled;
  let open: { placement: CustomerDisplayPlacement; window: BrowserWindow } | undefined;
  let changes: Promise<void> = Promise.resolve();

  async function apply(): Promise<void> {
    const wanted = customerDisplayPlacement({
      enabled,
      displays: screen.getAllDisplays(),
      primaryDisplayId: screen.getPrimaryDisplay().id,
    });
    const change = customerDisplayChange(open?.placement ?? { kind: 'none' }, wanted);
    if (change === 'keep') return;
    if (change === 'close' || change === 'replace') {
      const closing = open?.window;
      open = undefined;
      if (closing !== undefined && !closing.isDestroyed()) closing.destroy();
    }
    if (wanted.kind === 'none') return;
    const window = await createCustomerDisplayWindow({ ...options, placement: wanted });
    // Closed by the cashier while its page loaded.
    if (window.isDestroyed()) return;
    const opened = { placement: wanted, window };
    open = opened;
    window.on('closed', () => {
      if (open === opened) open = undefined;
    });
  }

  function update(): void {
    changes = changes.then(apply).catch(onError);
  }

  const onScreenChange = () => update();
  screen.on('display-added', onScreenChange);
  screen.on('display-removed', onScreenChange);
  screen.on('display-metrics-changed', onScreenChange);
  update();

  return {
    /** The setting's value after a settings change; only a change of it moves the display. */
    setEnabled(next: boolean): void {
      if (next === enabled) return;
      enabled = next;
      update();
    },
    /** Opens the display again if it belongs somewhere and the cashier closed it. */
    reopen: update,
    /** Closes the display for good (the cashier's window closed). */
    close(): void {
      screen.off('display-added', onScreenChange);
      screen.off('display-removed', onScreenChange);
      screen.off('display-metrics-changed', onScreenChange);
      enabled = false;
      update();
    },
  };
}
