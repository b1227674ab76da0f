import { MockAgent } from 'undici';

export const origin = 'https://api.svc.example';

export interface RecordedCall {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | null | undefined;
}

/**
 * An undici MockAgent answering in the order the test scripts: each `reply` or `fail` serves
 * exactly one request. `calls()` lists what the client actually sent.
 */
export function mockService() {
  const agent = new MockAgent({ enableCallHistory: true });
  agent.disableNetConnect();
  const pool = agent.get(origin);
  const any = { path: () => true, method: () => true };
  return {
    agent,
    reply(status: number, body?: unknown, headers: Record<string, string> = {}) {
      const data = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
      pool.intercept(any).reply(status, data, { headers });
    },
    fail(error: Error) {
      pool.intercept(any).replyWithError(error);
    },
    calls(): RecordedCall[] {
      return (agent.getCallHistory()?.calls() ?? []).map((log) => ({
        method: log.method,
        path: log.fullUrl.slice(origin.length),
        headers: Object.fromEntries(
          Object.entries(log.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]),
        ),
        body: log.body,
      }));
    },
  };
}
