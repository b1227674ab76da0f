import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../../../shared/service/route';
import { backoffDelay, isRetryable } from '../../../../main/service/retry-policy';
import {
  ServiceClientError,
  type ServiceClientErrorDetail,
} from '../../../../main/service/service-client-error';

const policy = { maxAttempts: 6, baseDelayMs: 100, maxDelayMs: 1_000 };

const route = (method: RouteDefinition['method'], idempotent: boolean) =>
  defineRoute({
    method,
    path: '/things',
    auth: 'secret',
    params: z.strictObject({}),
    response: z.unknown(),
    status: 200,
    idempotent,
  });
const get = route('GET', false);
const post = route('POST', true);

const error = (detail: ServiceClientErrorDetail) => new ServiceClientError(detail, 'GET /things');
const service = (status: number, idempotencyStatus?: 'disabled' | 'no_status') =>
  error({
    kind: 'service',
    code: 'X',
    status,
    fields: [],
    requestId: undefined,
    idempotencyStatus,
  });

describe('retry policy', () => {
  it('draws each delay uniformly below a ceiling that doubles up to the cap', () => {
    const top = () => 0.999_999;
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(policy, n, top))).toEqual([
      99, 199, 399, 799, 999,
    ]);
    expect(backoffDelay(policy, 3, () => 0)).toBe(0);
    expect(backoffDelay(policy, 3, () => 0.5)).toBe(200);
  });

  it('retries network failures, per-phase timeouts, 429 and 5xx', () => {
    for (const failure of [
      error({ kind: 'network', code: 'CONNECTION_REFUSED' }),
      error({ kind: 'timeout', code: 'TIMEOUT', phase: 'connect' }),
      error({ kind: 'timeout', code: 'TIMEOUT', phase: 'headers' }),
      error({ kind: 'timeout', code: 'TIMEOUT', phase: 'body' }),
      service(429),
      service(500),
      service(503),
    ]) {
      expect(isRetryable(get, failure)).toBe(true);
      expect(isRetryable(post, failure)).toBe(true);
    }
  });

  it('never retries other 4xx, the call deadline, shapes, invalid requests or cancellations', () => {
    for (const failure of [
      service(400),
      service(404),
      service(409),
      error({ kind: 'timeout', code: 'TIMEOUT', phase: 'deadline' }),
      error({ kind: 'response_shape', code: 'RESPONSE_SHAPE', status: 200, paths: ['$'] }),
      error({ kind: 'invalid_request', code: 'VALIDATION_ERROR', fields: [] }),
      error({ kind: 'cancelled', code: 'CANCELLED' }),
    ]) {
      expect(isRetryable(get, failure)).toBe(false);
    }
  });

  it('never repeats a POST or PATCH route that is not idempotent', () => {
    expect(isRetryable(route('POST', false), service(503))).toBe(false);
    expect(isRetryable(route('PATCH', false), service(503))).toBe(false);
  });

  it('does not repeat a POST whose 5xx came with idempotency disabled, but still a GET', () => {
    expect(isRetryable(post, service(502, 'disabled'))).toBe(false);
    expect(isRetryable(post, service(429, 'disabled'))).toBe(true);
    expect(isRetryable(get, service(502, 'disabled'))).toBe(true);
  });

  it('does not repeat a POST whose 5xx says the service kept no status for its key', () => {
    expect(isRetryable(post, service(502, 'no_status'))).toBe(false);
    expect(isRetryable(get, service(502, 'no_status'))).toBe(true);
  });
});
