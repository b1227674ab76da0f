import type { z } from 'zod';
import { isDeeplyFrozen } from './deep-freeze';

/**
 * A route's success bodies checked against its response schema before they are sent, so the
 * simulator never answers what the contract refuses. A deeply frozen body (a collection item
 * or a part of one, deep-freeze.ts) cannot change, so it is checked and turned into JSON once
 * and its JSON is kept while the body lives: a till polling a charge gets the same frozen
 * object until the charge changes, and each poll then costs a lookup instead of a schema parse
 * and a stringify. Any other body (a fresh list page, an error) is checked every time.
 */
export class ResponseCheck {
  readonly #schema: z.ZodType;
  readonly #checked = new WeakMap<object, string>();

  constructor(schema: z.ZodType) {
    this.#schema = schema;
  }

  /** Undefined when `body` is what the route may answer, else the schema's complaint. */
  refusal(body: unknown): z.ZodError | undefined {
    if (typeof body === 'object' && body !== null && this.#checked.has(body)) return undefined;
    const checked = this.#schema.safeParse(body);
    if (!checked.success) return checked.error;
    if (isDeeplyFrozen(body)) this.#checked.set(body, JSON.stringify(body));
    return undefined;
  }

  /** The JSON of a body, kept from its check when the body is deeply frozen. */
  json(body: unknown): string {
    const known = typeof body === 'object' && body !== null ? this.#checked.get(body) : undefined;
    return known ?? JSON.stringify(body);
  }
}
