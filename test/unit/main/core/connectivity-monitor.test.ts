import { describe, expect, it } from 'vitest';
import type { ConnectivityState } from '../../../../shared/ipc/ipc-payloads';
import { startConnectivityMonitor } from '../../../../main/core/connectivity-monitor';
import { ServiceClientError } from '../../../../main/service/service-client-error';

const refused = () =>
  new ServiceClientError({ kind: 'network', code: 'CONNECTION_REFUSED' }, 'GET /heartbeat');

/**
 * Runs the monitor over scripted heartbeat answers, one per check; its sleeps resolve at once
 * and are recorded, and the script's end stops it.
 */
async function run(answers: readonly ('up' | Error)[]) {
  const changes: ConnectivityState[] = [];
  const waits: number[] = [];
  const errors: unknown[] = [];
  let checks = 0;
  let stop: () => Promise<void> = () => Promise.resolve();
  const done = new Promise<void>((resolve) => {
    const monitor = startConnectivityMonitor({
      check: (signal) => {
        const answer = answers[checks++];
        if (answer === undefined) {
          resolve();
          // The last check hangs, as a heartbeat does, until the monitor stops.
          return new Promise((_, reject) => {
            signal.addEventListener('abort', () => reject(refused()), { once: true });
          });
        }
        return answer === 'up' ? Promise.resolve({}) : Promise.reject(answer);
      },
      onChange: (state) => changes.push(state),
      onError: (error) => errors.push(error),
      now: () => new Date('2026-11-21T10:00:00.000Z'),
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
      schedule: { onlineIntervalMs: 30_000, firstRetryMs: 1_000, maxRetryMs: 5_000 },
    });
    stop = () => monitor.stop();
  });
  await done;
  await stop();
  return { changes, waits, errors };
}

describe('the connectivity monitor', () => {
  it('reports a change of status once, not at every check', async () => {
    const { changes } = await run(['up', 'up', refused(), refused(), 'up']);
    expect(changes.map((state) => state.status)).toEqual(['online', 'offline', 'online']);
    expect(changes[1]).toMatchObject({ code: 'CONNECTION_REFUSED' });
  });

  it('backs off exponentially while offline, up to its cap, and resets once online', async () => {
    const down = refused();
    const { waits } = await run([down, down, down, down, 'up', down]);
    expect(waits).toEqual([1_000, 2_000, 4_000, 5_000, 30_000, 1_000]);
  });

  it('reads a failure that is no service error as offline and reports it as a bug', async () => {
    const bug = new TypeError('undefined is not a function');
    const { changes, errors } = await run([bug]);
    expect(changes).toEqual([
      { status: 'offline', checkedAt: '2026-11-21T10:00:00.000Z', code: 'INTERNAL_ERROR' },
    ]);
    expect(errors).toEqual([bug]);
  });
});
