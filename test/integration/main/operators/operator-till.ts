import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FlowProgress } from '../../../../shared/flows/flow-progress';
import type { OperatorsState } from '../../../../shared/operators';
import { createCounterCore } from '../../../../main/core/counter-core';
import { createKeychain } from '../../../../main/credentials/keychain';
import { iframePollSchedule, threeDsPollSchedule } from '../../../../main/service/polling';
import { fakeKeychainBackend } from '../../../unit/main/credentials/fake-keychain-backend';

/*
 * A core over the built-in training simulator, for the operators' channels through its
 * dispatch: what the operators' and the approvals' integration tests share.
 */

const fast = iframePollSchedule({ intervalMs: 100, maxPolls: 300 });

export async function openOperatorTill() {
  const dataDir = await mkdtemp(join(tmpdir(), 'counter-operators-'));
  const core = await createCounterCore({
    dataDir,
    appVersion: '0.1.0-test',
    keychain: createKeychain({ backend: fakeKeychainBackend().backend, service: 'operators-test' }),
    authenticator: { open: () => Promise.resolve('closed') },
    printer: null,
    schedules: {
      threeDs: threeDsPollSchedule({ firstMs: 100, capMs: 100, maxPolls: 50 }),
      iframe: fast,
      awaitingCustomer: fast,
    },
  });

  async function state(channel: string, input?: unknown): Promise<OperatorsState> {
    const result = await core.dispatch(channel, input);
    if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
    return result.data as OperatorsState;
  }

  return {
    dataDir,
    core,
    state,

    async refusalCode(channel: string, input?: unknown): Promise<string> {
      const result = await core.dispatch(channel, input);
      if (result.ok) throw new Error(`${channel} was not refused`);
      return result.error.code;
    },

    /** A till with a manager, Sato (9999), and a cashier, Aiko (1234); nobody signed in. */
    async staffedTill() {
      await state('operators:create-first-manager', { name: 'Sato', pin: '9999' });
      const added = await state('operators:add', { name: 'Aiko', role: 'cashier', pin: '1234' });
      await state('operators:sign-out');
      const find = (name: string) => {
        const found = added.operators.find((operator) => operator.name === name);
        if (found === undefined) throw new Error(`${name} is not an operator`);
        return found;
      };
      return { manager: find('Sato'), cashier: find('Aiko') };
    },

    /** The next progress that `matches`; subscribe before what sends it. */
    nextProgress(matches: (progress: FlowProgress) => boolean): Promise<FlowProgress> {
      return new Promise((resolve) => {
        const stop = core.events.subscribe((event) => {
          if (event.channel !== 'flows:progress' || !matches(event.payload)) return;
          stop();
          resolve(event.payload);
        });
      });
    },

    /** Each audit entry as `audit:export` answers it, oldest first. */
    async auditEntries(): Promise<{ actor: { operator?: string }; event: unknown }[]> {
      const exported = await core.dispatch('audit:export', { format: 'jsonl' });
      if (!exported.ok) throw new Error(`the audit trail was not exported: ${exported.error.code}`);
      return (exported.data as string)
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { actor: { operator?: string }; event: unknown });
    },

    async close(): Promise<void> {
      await core.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type OperatorTill = Awaited<ReturnType<typeof openOperatorTill>>;
