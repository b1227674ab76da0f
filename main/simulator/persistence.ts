import { open } from 'node:fs/promises';
import { z } from 'zod';
import { accountsData } from './accounts';
import { idempotencyRecord } from './idempotency';
import { scheduledWork } from './scheduler';
import { SimulatorStartError } from './start-error';
import { writeFileAtomic } from '../files/atomic-file';

/** Everything `--data FILE` keeps, so a training till restarts with its history and keys. */
const snapshot = z.strictObject({
  format: z.literal(1),
  clockOffsetMs: z.number(),
  accounts: accountsData,
  collections: z.record(z.string(), z.array(z.unknown())),
  schedule: z.array(scheduledWork),
  idempotency: z.array(idempotencyRecord),
});
export type Snapshot = z.infer<typeof snapshot>;

/**
 * The saved snapshot, or `undefined` when the file does not exist yet (first start). It holds
 * the stores' credentials, so one an older version left readable by others is narrowed to its
 * owner on open, as the till's logs are.
 */
export async function readSnapshot(file: string): Promise<Snapshot | undefined> {
  let text: string;
  try {
    const handle = await open(file, 'r');
    try {
      await handle.chmod(0o600);
      text = await handle.readFile('utf8');
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT') {
      return undefined;
    }
    throw new SimulatorStartError('DATA_FILE_UNREADABLE', `Cannot read ${file}`, { cause: error });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SimulatorStartError('DATA_FILE_INVALID', `${file} is not JSON`, { cause: error });
  }
  const parsed = snapshot.safeParse(json);
  if (!parsed.success) {
    throw new SimulatorStartError(
      'DATA_FILE_INVALID',
      `${file} is not a simulator data file:\n${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}

/**
 * Saves the state after changes, at most once per `debounceMs`, one write at a time; changes
 * during a write cause one more write after it.
 */
export class SnapshotWriter {
  readonly #file: string;
  readonly #debounceMs: number;
  readonly #take: () => Snapshot;
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> | undefined;
  #dirty = false;

  constructor(file: string, debounceMs: number, take: () => Snapshot) {
    this.#file = file;
    this.#debounceMs = debounceMs;
    this.#take = take;
  }

  /** A change happened: save soon. A failed background save is logged; the next change retries. */
  changed(): void {
    this.#dirty = true;
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.flush().catch((error: unknown) => {
        console.error(`simulator: could not save ${this.#file}`, error);
      });
    }, this.#debounceMs);
  }

  /** Writes now if anything changed, after any write in progress; rejects if the write fails. */
  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    while (this.#writing) await this.#writing;
    if (!this.#dirty) return;
    this.#dirty = false;
    // A power cut mid-save leaves the previous snapshot whole.
    this.#writing = writeFileAtomic(this.#file, JSON.stringify(this.#take()));
    try {
      await this.#writing;
    } catch (error) {
      this.#dirty = true;
      throw error;
    } finally {
      this.#writing = undefined;
    }
  }
}
