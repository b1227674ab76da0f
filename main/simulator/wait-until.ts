import type { SimulatorState } from './state';

/**
 * Holds a `polling=true` request (conventions: Charges, Subscriptions; spec: customs) until
 * `predicate` turns true after a state change, `holdMs` of real time pass, or `signal` aborts
 * (the client went away or the simulator is closing). Resolves to the predicate's last value:
 * like the service, a hold that runs out answers with the resource as it stands.
 */
export function waitUntil(
  state: SimulatorState,
  predicate: () => boolean,
  options: { readonly holdMs: number; readonly signal: AbortSignal },
): Promise<boolean> {
  if (predicate()) return Promise.resolve(true);
  if (options.signal.aborted || options.holdMs <= 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    const finish = (value: boolean): void => {
      clearTimeout(timer);
      unsubscribe();
      options.signal.removeEventListener('abort', onAbort);
      resolve(value);
    };
    const onAbort = (): void => finish(false);
    const timer = setTimeout(() => finish(predicate()), options.holdMs);
    const unsubscribe = state.onChange(() => {
      if (predicate()) finish(true);
    });
    options.signal.addEventListener('abort', onAbort, { once: true });
  });
}
