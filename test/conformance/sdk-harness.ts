import SDK, { HTTPMethod, type AuthParams, type SendData } from 'univapay-node';
import { afterAll, beforeAll } from 'vitest';
import { advanceClock } from '../integration/main/simulator/tokens/token-test-kit';
import {
  startTestSimulator,
  type TestSimulator,
} from '../integration/main/simulator/simulator-fixture';

/*
 * The provider's own Node SDK (univapay-node 4.x) driving the simulator over loopback: what
 * the real service's clients send, the simulator must take, and what it answers, they must
 * read (conventions: Checked against the provider's own clients). One file per part of the
 * service; each starts its simulator on a frozen clock, so time moves only when a test says.
 */

export interface Conformance {
  readonly sim: TestSimulator;
  readonly storeId: string;
  /** The SDK with the store's secret and JWT: `Bearer {secret}.{jwt}` (spec: Authentication 1). */
  readonly withSecret: SDK;
  /** The SDK with the JWT alone: `Bearer {jwt}` (spec: Authentication 2). */
  readonly withJwt: SDK;
  /** Lets the simulated service move on by `ms` of its clock. */
  readonly advance: (ms: number) => Promise<void>;
  /**
   * A request to a route the SDK has no method for, built by the SDK's own request layer
   * (auth header, snake_case keys, query or body by method), as its resources build theirs.
   */
  readonly send: <Answer>(
    sdk: SDK,
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    data?: SendData<unknown>,
    auth?: AuthParams,
  ) => Promise<Answer>;
}

/**
 * A body in the SDK's own spelling, camelCase (it checks required fields in that spelling and
 * writes snake_case on the wire); metadata keys are the merchant's and stay as they are, as
 * the SDK leaves them.
 */
export function sdkSpelling(value: unknown): never {
  if (Array.isArray(value)) return value.map(sdkSpelling) as never;
  if (value === null || typeof value !== 'object') return value as never;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()),
      key === 'metadata' ? item : sdkSpelling(item),
    ]),
  ) as never;
}

/** Starts a simulator for the file's tests and stops it after them. */
export function useConformance(): () => Conformance {
  let current: Conformance | undefined;
  beforeAll(async () => {
    const sim = await startTestSimulator({ clock: 'frozen' });
    const token = sim.credentials.appTokens.store1Test;
    current = {
      sim,
      storeId: token.storeId ?? '',
      withSecret: new SDK({ endpoint: sim.baseUrl, jwt: token.jwt, secret: token.secret }),
      withJwt: new SDK({ endpoint: sim.baseUrl, jwt: token.jwt }),
      advance: (ms) => advanceClock(sim, ms),
      send: async <Answer>(
        sdk: SDK,
        method: 'GET' | 'POST' | 'PATCH',
        path: string,
        data?: SendData<unknown>,
        auth?: AuthParams,
      ) => (await sdk.api.send(HTTPMethod[method], path, data, auth)) as Answer,
    };
  });
  afterAll(async () => {
    await current?.sim.close();
  });
  return () => {
    if (current === undefined) throw new Error('the conformance simulator has not started');
    return current;
  };
}
