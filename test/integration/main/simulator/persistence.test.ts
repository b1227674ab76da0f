import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SimulatorStartError } from '../../../../main/simulator/start-error';
import { startSimulator } from '../../../../main/simulator/start-simulator';
import { settleAfterMs } from './notes-module';
import { secretAuth, startTestSimulator } from './simulator-fixture';

let directory: string;
let dataFile: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'simulator-data-'));
  dataFile = join(directory, 'state.json');
});
afterEach(() => rm(directory, { recursive: true, force: true }));

describe('simulator persistence', () => {
  it('writes a fresh data file with the credentials at first start', async () => {
    const sim = await startTestSimulator({ dataFile });
    await sim.close();
    const saved = JSON.parse(await readFile(dataFile, 'utf8')) as { format: number };
    expect(saved.format).toBe(1);
  });

  it('reloads credentials, resources, scheduled work, idempotency keys and the clock', async () => {
    const first = await startTestSimulator({ dataFile, clock: 'frozen' });
    const token = first.credentials.appTokens.store1Test;
    const headers = { authorization: secretAuth(token), 'idempotency-key': 'k-1' };
    const created = await first.call('POST', '/notes', { headers, body: { text: 'kept' } });
    const { id } = created.json() as { id: string };
    await first.call('POST', '/_sim/clock/advance', { body: { ms: 1000 } });
    await first.close();

    const second = await startTestSimulator({ dataFile, clock: 'frozen' });
    try {
      expect(second.credentials).toEqual(first.credentials);
      expect(second.clock.offsetMs).toBe(1000);
      const path = `/stores/${token.storeId ?? ''}/notes/${id}`;
      const read = await second.call('GET', path, {
        headers: { authorization: secretAuth(token) },
      });
      expect(read.json()).toMatchObject({ id, text: 'kept', status: 'pending' });
      const replay = await second.call('POST', '/notes', { headers, body: { text: 'kept' } });
      expect(replay.headers['idempotency-status']).toBe('retrieved_idempotent_response');
      await second.call('POST', '/_sim/clock/advance', { body: { ms: settleAfterMs } });
      const settled = await second.call('GET', path, {
        headers: { authorization: secretAuth(token) },
      });
      expect(settled.json()).toMatchObject({ status: 'settled' });
    } finally {
      await second.close();
    }
  });

  it('narrows a data file left readable by others to its owner on start', async () => {
    const first = await startTestSimulator({ dataFile });
    await first.close();
    await chmod(dataFile, 0o644);
    const second = await startTestSimulator({ dataFile });
    try {
      expect((await stat(dataFile)).mode & 0o777).toBe(0o600);
    } finally {
      await second.close();
    }
  });

  it('leaves no temporary file beside the data file', async () => {
    const sim = await startTestSimulator({ dataFile, saveDebounceMs: 0 });
    const headers = { authorization: secretAuth(sim.credentials.appTokens.store1Test) };
    for (let i = 0; i < 5; i += 1)
      await sim.call('POST', '/notes', { headers, body: { text: 'x' } });
    await sim.close();
    expect(await readdir(directory)).toEqual(['state.json']);
  });

  it('refuses to start on a data file that is not JSON', async () => {
    await writeFile(dataFile, '{ not json');
    await expect(startTestSimulator({ dataFile })).rejects.toMatchObject({
      code: 'DATA_FILE_INVALID',
    });
  });

  it('refuses to start on a data file holding a collection no module declares', async () => {
    const sim = await startTestSimulator({ dataFile });
    const headers = { authorization: secretAuth(sim.credentials.appTokens.store1Test) };
    await sim.call('POST', '/notes', { headers, body: { text: 'x' } });
    await sim.close();
    const error: unknown = await startSimulator({ dataFile, modules: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SimulatorStartError);
    expect(error).toMatchObject({ code: 'DATA_FILE_INVALID' });
  });
});
