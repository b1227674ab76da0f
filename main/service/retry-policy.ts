import type { RouteDefinition } from '../../shared/service/route';
import type { IdempotencyStatus, ServiceClientError } from './service-client-error';

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  readonly maxAttempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
};

/**
 * Exponential backoff with full jitter: a uniform draw in [0, min(cap, base * 2^(n-1))), so
 * terminals retrying after the same outage do not all come back at once.
 */
export function backoffDelay(policy: RetryPolicy, attempt: number, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(random() * ceiling);
}

/** Statuses saying the service did not hold the request's Idempotency-Key. */
const unguarded = new Set<IdempotencyStatus | undefined>(['disabled', 'no_status']);

/**
 * Whether a failed attempt may be sent again. Network failures, per-phase timeouts, 5xx and
 * 429 may; any other 4xx (409 IDEMPOTENCY_KEY_CONFLICT included) never does. A POST or PATCH
 * is repeated only under its Idempotency-Key (conventions: Idempotency), so a route that does
 * not declare itself idempotent is never repeated, and neither is a 5xx the service says it
 * did not guard (`Idempotency-Status: disabled`, or `no_status`: it kept no record of the key):
 * a replay could process it twice.
 */
export function isRetryable(route: RouteDefinition, error: ServiceClientError): boolean {
  if (route.method !== 'GET' && !route.idempotent) return false;
  const detail = error.detail;
  switch (detail.kind) {
    case 'network':
      return true;
    case 'timeout':
      return detail.phase === 'connect' || detail.phase === 'headers' || detail.phase === 'body';
    case 'service':
      if (detail.status === 429) return true;
      if (detail.status < 500) return false;
      return route.method === 'GET' || !unguarded.has(detail.idempotencyStatus);
    default:
      return false;
  }
}
