import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import { parseRequest } from '../../shared/service/common';
import { serviceErrorCode } from '../../shared/service/errors';
import { isAnsweredReason } from './answered-codes';
import { SimulatorError } from './simulator-error';
import { unusualErrorShapes } from './unusual-error-body';

/*
 * Injected faults, so the client's retries, timeouts and idempotent resumption can be tested
 * against real sockets. A fault spec is a comma-separated list: at most one `latency=<ms>` and
 * at most one action.
 *
 *   latency=<ms>     wait before doing anything else (0..60000)
 *   500 | 503 | 504  answer INTERNAL_ERROR, SERVICE_UNAVAILABLE_TRY_AGAIN or
 *                    NO_GATEWAY_AVAILABLE_TO_PROCESS_REQUEST without running the handler
 *   refuse=<field>:<reason>
 *                    answer 400 VALIDATION_ERROR naming `field` with `reason` (upper-cased,
 *                    one the simulator may answer: answered-codes.ts)
 *                    without running the handler: a rule of the service the client's schemas
 *                    do not know, so a client's handling of the service's own refusal can be
 *                    tested where its check lets nothing wrong through
 *   decline=<code>:<shape>
 *                    answer `code` (upper-cased, one of the service's: serviceErrorCode) with
 *                    its status, `errors` in an older answer's shape (unusual-error-body.ts:
 *                    object, strings or text), without running the handler
 *   429              answer 429 with an empty body, as the rate limiter does
 *   429=<s>          the same with `Retry-After: <s>` (0..3600), which the service may add
 *   reset            reset the connection (TCP RST) without running the handler
 *   reset-after      run the handler (its effects and idempotency record stay), then reset:
 *                    the response the client never saw
 *   slow-body[=<ms>] send the headers, then trickle the body over <ms> (default 2000)
 *   truncate         announce the full Content-Length, send half the body, close the socket
 *   garble           send a body of the right length that is not JSON
 *
 * Per request: header `X-Sim-Fault: <spec>`. Per run: `POST /_sim/faults` arms a spec for the
 * next `count` matching requests. Faults apply to service routes only, never to `/_sim`.
 */

const maxMs = 60_000;
const defaultSlowBodyMs = 2000;

const faultAction = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('status'), status: z.literal([500, 503, 504]) }),
  z.strictObject({
    kind: z.literal('refuse'),
    field: z.string().regex(/^[a-z][a-z0-9_.]{0,63}$/),
    reason: z.string().refine(isAnsweredReason),
  }),
  z.strictObject({
    kind: z.literal('decline'),
    code: serviceErrorCode,
    shape: z.enum(unusualErrorShapes),
  }),
  z.strictObject({
    kind: z.literal('too-many-requests'),
    retryAfterSeconds: z.number().int().min(0).max(3600).optional(),
  }),
  z.strictObject({ kind: z.literal('reset'), afterHandler: z.boolean() }),
  z.strictObject({ kind: z.literal('slow-body'), ms: z.number().int().min(0).max(maxMs) }),
  z.strictObject({ kind: z.literal('truncate') }),
  z.strictObject({ kind: z.literal('garble') }),
]);
export type FaultAction = z.infer<typeof faultAction>;

const faultPlan = z.strictObject({
  spec: z.string(),
  latencyMs: z.number().int().min(0).max(maxMs),
  action: faultAction.optional(),
});
export type FaultPlan = z.infer<typeof faultPlan>;

function parseAction(word: string): FaultAction | undefined {
  switch (word) {
    case '429':
      return { kind: 'too-many-requests' };
    case '500':
    case '503':
    case '504':
      return { kind: 'status', status: Number(word) as 500 | 503 | 504 };
    case 'reset':
      return { kind: 'reset', afterHandler: false };
    case 'reset-after':
      return { kind: 'reset', afterHandler: true };
    case 'slow-body':
      return { kind: 'slow-body', ms: defaultSlowBodyMs };
    case 'truncate':
      return { kind: 'truncate' };
    case 'garble':
      return { kind: 'garble' };
    default: {
      const slow = /^slow-body=(\d{1,5})$/.exec(word);
      if (slow) return { kind: 'slow-body', ms: Number(slow[1]) };
      // Words arrive lower-cased; the service's reasons are upper snake case.
      const refusal = /^refuse=([a-z][a-z0-9_.]{0,63}):([a-z][a-z0-9_]{0,63})$/.exec(word);
      const reason = refusal?.[2]?.toUpperCase();
      if (refusal?.[1] !== undefined && reason !== undefined && isAnsweredReason(reason)) {
        return { kind: 'refuse', field: refusal[1], reason };
      }
      const decline = /^decline=([a-z][a-z0-9_]{0,63}):([a-z]+)$/.exec(word);
      if (decline !== null) return declineAction(decline[1] ?? '', decline[2] ?? '');
      const retryAfter = /^429=(\d{1,4})$/.exec(word);
      return retryAfter
        ? { kind: 'too-many-requests', retryAfterSeconds: Number(retryAfter[1]) }
        : undefined;
    }
  }
}

/** `decline=<code>:<shape>`, when the code is the service's and the shape one it sends. */
function declineAction(code: string, shape: string): FaultAction | undefined {
  const parsed = faultAction.safeParse({ kind: 'decline', code: code.toUpperCase(), shape });
  return parsed.success ? parsed.data : undefined;
}

/** A fault spec as text (header or control body), parsed into a plan. */
export const faultSpec = z.string().transform((text, ctx): FaultPlan => {
  let latencyMs: number | undefined;
  let action: FaultAction | undefined;
  for (const word of text.split(',').map((part) => part.trim().toLowerCase())) {
    const latency = /^latency=(\d{1,5})$/.exec(word);
    if (latency && latencyMs === undefined) {
      latencyMs = Number(latency[1]);
      continue;
    }
    const parsed = latency ? undefined : parseAction(word);
    if (!parsed || action) {
      ctx.addIssue({ code: 'custom', message: 'INVALID_FORMAT', input: text });
      return z.NEVER;
    }
    action = parsed;
  }
  const plan = faultPlan.safeParse({ spec: text, latencyMs: latencyMs ?? 0, action });
  if (!plan.success) {
    ctx.addIssue({ code: 'custom', message: 'OUT_OF_RANGE', input: text });
    return z.NEVER;
  }
  return plan.data;
});

/** Body of `POST /_sim/faults`: arm a spec for the next `count` requests matching the filter. */
export const armFaultsBody = z.strictObject({
  fault: faultSpec,
  count: z.number().int().min(1).max(10_000).default(1),
  method: z.enum(['GET', 'POST', 'PATCH']).optional(),
  /** A route's path template as declared, e.g. `/stores/{storeId}/charges/{chargeId}`. */
  path: z.string().startsWith('/').optional(),
});
export type ArmFaults = z.output<typeof armFaultsBody>;

interface ArmedFault {
  readonly plan: FaultPlan;
  readonly method: ArmFaults['method'];
  readonly path: ArmFaults['path'];
  remaining: number;
}

export class FaultInjector {
  #armed: ArmedFault[] = [];

  arm(request: ArmFaults): void {
    this.#armed.push({
      plan: request.fault,
      method: request.method,
      path: request.path,
      remaining: request.count,
    });
  }

  /**
   * The plan for one request: its `X-Sim-Fault` header if any (a bad one is a 400 naming the
   * header), else the first armed fault matching the route, which it consumes.
   */
  take(method: string, path: string, header: string | undefined): FaultPlan | undefined {
    if (header !== undefined) {
      const parsed = parseRequest(faultSpec, header);
      if (!parsed.success) {
        throw new SimulatorError(
          'VALIDATION_ERROR',
          parsed.errors.map((error) => ({ ...error, field: 'X-Sim-Fault' })),
        );
      }
      return parsed.data;
    }
    const armed = this.#armed.find(
      (entry) =>
        (entry.method === undefined || entry.method === method) &&
        (entry.path === undefined || entry.path === path),
    );
    if (!armed) return undefined;
    armed.remaining -= 1;
    if (armed.remaining === 0) this.#armed = this.#armed.filter((entry) => entry !== armed);
    return armed.plan;
  }

  list(): { spec: string; method?: string; path?: string; remaining: number }[] {
    return this.#armed.map(({ plan, method, path, remaining }) => ({
      spec: plan.spec,
      ...(method === undefined ? {} : { method }),
      ...(path === undefined ? {} : { path }),
      remaining,
    }));
  }

  clear(): void {
    this.#armed = [];
  }
}

/** Resets the connection: the client sees ECONNRESET, never a response. */
export function resetConnection(res: ServerResponse): void {
  res.socket?.resetAndDestroy();
}

/**
 * Writes a response the way a body fault says, bypassing the framework. Resolves when done or
 * when `signal` aborts (the simulator is closing), in which case the socket is destroyed.
 */
export async function writeFaultyBody(
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  payload: string,
  action: Extract<FaultAction, { kind: 'slow-body' | 'truncate' | 'garble' }>,
  signal: AbortSignal,
): Promise<void> {
  const bytes = Buffer.from(payload);
  res.writeHead(status, { ...headers, 'content-length': bytes.length });
  switch (action.kind) {
    case 'garble': {
      const half = Math.floor(bytes.length / 2);
      res.end(Buffer.concat([bytes.subarray(0, half), Buffer.alloc(bytes.length - half, '#')]));
      return;
    }
    case 'truncate':
      res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => res.socket?.destroy());
      return;
    case 'slow-body': {
      res.flushHeaders();
      const pieces = Math.max(1, Math.min(5, bytes.length));
      const size = Math.ceil(bytes.length / pieces);
      try {
        for (let start = 0; start < bytes.length; start += size) {
          await delay(action.ms / pieces, undefined, { signal });
          res.write(bytes.subarray(start, start + size));
        }
        res.end();
      } catch (error) {
        if (!signal.aborted) throw error;
        res.socket?.destroy();
      }
    }
  }
}
