import type { Dispatcher } from 'undici';
import type { ServiceTimeouts } from '../../main/service/service-pool';

/*
 * The bad day the soak sends the till through: a share of its requests carries a simulator
 * fault (docs/simulator.md: Faults), each drawn from every way a shop's network and the
 * service fail. The faults are relative to the till's own timeouts, so a "timeout" is one.
 */

/** The till's timeouts in the soak: short, so a timed-out request costs seconds, not minutes. */
export const soakTimeouts: Partial<ServiceTimeouts> = { headersMs: 2_000, bodyMs: 2_000 };

/** Each fault by name, as the soak reports it, with its `X-Sim-Fault` spec. */
const soakFaults = {
  /** No headers before the till's headers timeout; the service acts afterwards all the same. */
  timeout: 'latency=2500',
  'connection reset': 'reset',
  /** The service acted, then the connection dropped: the answer lost on its way back. */
  'answer lost': 'reset-after',
  '500': '500',
  '503': '503',
  '504': '504',
  '429': '429',
  '429 with Retry-After': '429=1',
  /** Within the body timeout: slow, but answered. */
  'slow body': 'slow-body=1500',
  /** Silences longer than the body timeout between the pieces. */
  'stalled body': 'slow-body=12500',
} as const;
type SoakFault = keyof typeof soakFaults;

/** What was injected, by fault. */
export type FaultCounts = Record<SoakFault, number>;

/**
 * Wraps `dispatcher` so each request carries a fault with chance `rate`, picked uniformly by
 * `random`; `counts` is told of each. Requests are the service client's, whose headers are a
 * plain object.
 */
export function injectFaults(
  dispatcher: Dispatcher,
  rate: number,
  random: () => number,
  counts: FaultCounts,
): Dispatcher {
  const names = Object.keys(soakFaults) as SoakFault[];
  return dispatcher.compose((dispatch) => (options, handler) => {
    if (random() >= rate) return dispatch(options, handler);
    const name = names[Math.floor(random() * names.length)] as SoakFault;
    counts[name] += 1;
    const headers = options.headers;
    if (headers === null || headers === undefined || Array.isArray(headers)) {
      throw new Error('the service client sends its headers as an object');
    }
    return dispatch(
      {
        ...options,
        headers: { ...(headers as Record<string, string>), 'x-sim-fault': soakFaults[name] },
      },
      handler,
    );
  });
}

export function noFaults(): FaultCounts {
  return Object.fromEntries(Object.keys(soakFaults).map((name) => [name, 0])) as FaultCounts;
}
