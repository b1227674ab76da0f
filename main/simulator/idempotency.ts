import { createHash, createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { SimulatorClock } from './clock';
import { SimulatorError } from './simulator-error';

/*
 * Conventions: Idempotency and rate limits. A key is kept 24 hours on the simulator's clock,
 * scoped to the app token that used it. What is stored is the response the handler produced,
 * success or business error alike (the service stores the response, not just successes), so a
 * retry of a refused request is refused the same way without running again. Not stored, so a
 * retry may still succeed: requests refused before the handler ran (authentication, validation)
 * and 5xx answers.
 */

/** The `Idempotency-Status` header values (conventions: Idempotency and rate limits). */
export type IdempotencyStatus =
  | 'successfully_stored'
  | 'retrieved_idempotent_response'
  | 'conflicting_key'
  | 'not_stored'
  | 'disabled'
  | 'error';

export const idempotencyRecord = z.strictObject({
  scope: z.string(),
  key: z.string(),
  fingerprint: z.string(),
  status: z.number().int(),
  body: z.unknown(),
  expiresAt: z.number(),
});
export type IdempotencyRecord = z.infer<typeof idempotencyRecord>;

/** An HTTP answer before it is written: what the store keeps and replays. */
export interface StoredResponse {
  readonly status: number;
  readonly body: unknown;
}

const keptMs = 24 * 60 * 60 * 1000;

/**
 * Request fields a stored fingerprint must not let anyone recover. A card number has few
 * unknown digits once the stored token response shows its BIN and last four, so a plain hash
 * in the data file could be reversed offline; these values are blinded with a key that lives
 * only in memory. The cost: after a restart a replayed token creation is a conflict, which no
 * client does (the card data is gone with the cashier's screen).
 */
const blindedFields = new Set([
  'card_number',
  'cvv',
  'applepay_token',
  'paidy_token',
  'scanned_qr',
]);

function canonicalJson(value: unknown, blind: (text: string) => string): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item, blind)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries
      .map(([k, v]) => {
        const text = blindedFields.has(k)
          ? JSON.stringify(blind(JSON.stringify(v) ?? 'null'))
          : canonicalJson(v, blind);
        return `${JSON.stringify(k)}:${text}`;
      })
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export class IdempotencyStore {
  readonly #clock: SimulatorClock;
  readonly #onChange: () => void;
  readonly #records = new Map<string, IdempotencyRecord>();
  /** A retry racing the first request waits for its answer instead of running twice. */
  readonly #inFlight = new Map<string, Promise<unknown>>();

  readonly #blindingKey = randomBytes(32);

  constructor(clock: SimulatorClock, onChange: () => void) {
    this.#clock = clock;
    this.#onChange = onChange;
  }

  /** Same method, same path and same body (key order aside) is the same request. */
  fingerprint(method: string, url: string, body: unknown): string {
    const blind = (text: string) =>
      createHmac('sha256', this.#blindingKey).update(text).digest('base64url');
    return createHash('sha256')
      .update(`${method} ${url}\n${canonicalJson(body, blind)}`)
      .digest('base64url');
  }

  async run(
    scope: string,
    key: string,
    fingerprint: string,
    execute: () => Promise<StoredResponse>,
  ): Promise<StoredResponse & { readonly idempotency: IdempotencyStatus }> {
    const id = `${scope}\n${key}`;
    for (let pending = this.#inFlight.get(id); pending; pending = this.#inFlight.get(id)) {
      await pending;
    }
    const existing = this.#records.get(id);
    if (existing && existing.expiresAt > this.#clock.now()) {
      if (existing.fingerprint !== fingerprint) {
        const conflict = new SimulatorError('IDEMPOTENCY_KEY_CONFLICT');
        return { status: conflict.status, body: conflict.body(), idempotency: 'conflicting_key' };
      }
      return {
        status: existing.status,
        body: existing.body,
        idempotency: 'retrieved_idempotent_response',
      };
    }
    const running = execute();
    this.#inFlight.set(id, running);
    try {
      const response = await running;
      if (response.status >= 500) return { ...response, idempotency: 'error' };
      this.#records.set(id, {
        scope,
        key,
        fingerprint,
        status: response.status,
        body: response.body,
        expiresAt: this.#clock.now() + keptMs,
      });
      // Without a data file nothing else drops expired keys, so a long demo sheds them here.
      if (this.#records.size % 1024 === 0) this.#dropExpired();
      this.#onChange();
      return { ...response, idempotency: 'successfully_stored' };
    } finally {
      this.#inFlight.delete(id);
    }
  }

  get size(): number {
    return this.#records.size;
  }

  /** Live records only, for the data file. */
  snapshot(): IdempotencyRecord[] {
    this.#dropExpired();
    return [...this.#records.values()];
  }

  restore(records: readonly IdempotencyRecord[]): void {
    this.#records.clear();
    for (const record of records) this.#records.set(`${record.scope}\n${record.key}`, record);
  }

  clear(): void {
    this.#records.clear();
  }

  #dropExpired(): void {
    const now = this.#clock.now();
    for (const [id, record] of this.#records) if (record.expiresAt <= now) this.#records.delete(id);
  }
}
