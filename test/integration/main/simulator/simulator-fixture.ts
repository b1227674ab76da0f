import { request } from 'undici';
import type { AppTokenRecord } from '../../../../main/simulator/accounts';
import { serviceModules } from '../../../../main/simulator/service-modules';
import {
  startSimulator,
  type RunningSimulator,
  type SimulatorOptions,
} from '../../../../main/simulator/start-simulator';
import { notesModule } from './notes-module';

export interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly text: string;
  json(): unknown;
}

export interface TestSimulator extends RunningSimulator {
  call(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT' | 'HEAD',
    path: string,
    init?: { headers?: Record<string, string>; body?: unknown; rawBody?: string },
  ): Promise<Answer>;
}

/** `Authorization` for a secret route: `Bearer {secret}.{jwt}` (spec: Authentication 1). */
export const secretAuth = (token: Pick<AppTokenRecord, 'secret' | 'jwt'>): string =>
  `Bearer ${token.secret}.${token.jwt}`;

/** `Authorization` with the JWT alone (spec: Authentication 2). */
export const jwtAuth = (token: Pick<AppTokenRecord, 'jwt'>): string => `Bearer ${token.jwt}`;

function control(method: string, path: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && path.startsWith('/_sim/');
}

/** A simulator on a free loopback port running the service modules plus the test notes module. */
export async function startTestSimulator(options: SimulatorOptions = {}): Promise<TestSimulator> {
  const simulator = await startSimulator({ modules: [...serviceModules, notesModule], ...options });
  return {
    ...simulator,
    async call(method, path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      let body: string | undefined = init.rawBody;
      // A control route that changes something takes JSON only, an empty object at least.
      const given =
        init.body === undefined && body === undefined && control(method, path) ? {} : init.body;
      if (given !== undefined) {
        body = JSON.stringify(given);
        headers['content-type'] ??= 'application/json';
      }
      const response = await request(`${simulator.baseUrl}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
      });
      const text = await response.body.text();
      return {
        status: response.statusCode,
        headers: response.headers,
        text,
        json: () => JSON.parse(text) as unknown,
      };
    },
  };
}
