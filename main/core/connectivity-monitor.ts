import type { ConnectivityState } from '../../shared/ipc/ipc-payloads';
import { ServiceClientError } from '../service/service-client-error';
import type { Sleep } from '../service/sleep';

/** How often the heartbeat runs: steadily while online, backing off while offline. */
export interface ConnectivitySchedule {
  readonly onlineIntervalMs: number;
  readonly firstRetryMs: number;
  readonly maxRetryMs: number;
}

export const defaultConnectivitySchedule: ConnectivitySchedule = {
  onlineIntervalMs: 30_000,
  firstRetryMs: 2_000,
  maxRetryMs: 60_000,
};

interface ConnectivityMonitorOptions {
  /** `GET /heartbeat` of the active profile's service; resolves when it answered. */
  readonly check: (signal: AbortSignal) => Promise<unknown>;
  /** Told of every change of status or failure code (`connectivity:changed`). */
  readonly onChange: (state: ConnectivityState) => void;
  /** A check that failed with something other than a service client error: a bug. */
  readonly onError: (error: unknown) => void;
  readonly now: () => Date;
  readonly sleep: Sleep;
  readonly schedule: ConnectivitySchedule;
}

/**
 * Watches whether the service answers, so the till can say it is offline before a cashier
 * starts a sale. Retries back off exponentially while offline, so a dead network is not
 * hammered; a change is reported once, not at every check.
 */
export function startConnectivityMonitor(options: ConnectivityMonitorOptions) {
  const { schedule } = options;
  const controller = new AbortController();
  const { signal } = controller;
  let state: ConnectivityState = { status: 'unknown', checkedAt: null };

  async function checkOnce(): Promise<ConnectivityState> {
    try {
      await options.check(signal);
      return { status: 'online', checkedAt: options.now().toISOString() };
    } catch (error) {
      if (!(error instanceof ServiceClientError)) options.onError(error);
      const code = error instanceof ServiceClientError ? error.code : 'INTERNAL_ERROR';
      return { status: 'offline', checkedAt: options.now().toISOString(), code };
    }
  }

  async function loop(): Promise<void> {
    let failures = 0;
    while (!signal.aborted) {
      const next = await checkOnce();
      if (signal.aborted) return;
      const changed = next.status !== state.status || next.code !== state.code;
      state = next;
      if (changed) options.onChange(next);
      failures = next.status === 'online' ? 0 : failures + 1;
      const wait =
        next.status === 'online'
          ? schedule.onlineIntervalMs
          : Math.min(schedule.maxRetryMs, schedule.firstRetryMs * 2 ** (failures - 1));
      try {
        await options.sleep(wait, signal);
      } catch (error) {
        if (!signal.aborted) throw error;
      }
    }
  }

  const running = loop().catch((error: unknown) => options.onError(error));

  return {
    state(): ConnectivityState {
      return state;
    },
    /** Stops checking; resolves once a check in progress has ended. */
    async stop(): Promise<void> {
      controller.abort();
      await running;
    },
  };
}

export type ConnectivityMonitor = ReturnType<typeof startConnectivityMonitor>;
