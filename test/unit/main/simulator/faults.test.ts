import { describe, expect, it } from 'vitest';
import { FaultInjector, faultSpec } from '../../../../main/simulator/faults';

describe('simulator fault specs', () => {
  it.each([
    ['503', { latencyMs: 0, action: { kind: 'status', status: 503 } }],
    ['latency=250', { latencyMs: 250 }],
    ['latency=10, reset-after', { latencyMs: 10, action: { kind: 'reset', afterHandler: true } }],
    ['slow-body', { latencyMs: 0, action: { kind: 'slow-body', ms: 2000 } }],
    ['SLOW-BODY=300', { latencyMs: 0, action: { kind: 'slow-body', ms: 300 } }],
    ['garble', { latencyMs: 0, action: { kind: 'garble' } }],
    ['429', { latencyMs: 0, action: { kind: 'too-many-requests' } }],
    ['429=2', { latencyMs: 0, action: { kind: 'too-many-requests', retryAfterSeconds: 2 } }],
    [
      'refuse=card_exp:invalid_format',
      { latencyMs: 0, action: { kind: 'refuse', field: 'card_exp', reason: 'INVALID_FORMAT' } },
    ],
    [
      'decline=card_rejected:object',
      { latencyMs: 0, action: { kind: 'decline', code: 'CARD_REJECTED', shape: 'object' } },
    ],
    [
      'latency=5,DECLINE=CARD_REJECTED:STRINGS',
      { latencyMs: 5, action: { kind: 'decline', code: 'CARD_REJECTED', shape: 'strings' } },
    ],
  ])('reads %s', (spec, plan) => {
    expect(faultSpec.parse(spec)).toMatchObject(plan);
  });

  it.each([
    '',
    'explode',
    '503,504',
    'latency=1,latency=2',
    'latency=99999',
    '404',
    '429=3601',
    '429=-1',
    'refuse=card_exp',
    'refuse=:INVALID_FORMAT',
    'refuse=card exp:INVALID_FORMAT',
    // CARD_DECLINED is no code of the service's (univapay-node's ResponseErrorCode).
    'decline=card_declined:object',
    'decline=card_rejected:html',
    'decline=card_rejected',
  ])('refuses %j', (spec) => {
    expect(faultSpec.safeParse(spec).success).toBe(false);
  });
});

describe('simulator fault injector', () => {
  it('gives armed faults to matching requests only, as many times as armed', () => {
    const faults = new FaultInjector();
    faults.arm({ fault: faultSpec.parse('504'), count: 2, method: 'POST', path: '/charges' });
    expect(faults.take('GET', '/charges', undefined)).toBeUndefined();
    expect(faults.take('POST', '/charges', undefined)?.spec).toBe('504');
    expect(faults.take('POST', '/charges', undefined)?.spec).toBe('504');
    expect(faults.take('POST', '/charges', undefined)).toBeUndefined();
  });

  it('prefers the request header and leaves armed faults untouched then', () => {
    const faults = new FaultInjector();
    faults.arm({ fault: faultSpec.parse('500'), count: 1, method: undefined, path: undefined });
    expect(faults.take('GET', '/heartbeat', '429')?.spec).toBe('429');
    expect(faults.list()).toEqual([{ spec: '500', remaining: 1 }]);
  });

  it('refuses a bad header as a validation error naming X-Sim-Fault', () => {
    expect(() => new FaultInjector().take('GET', '/heartbeat', 'nope')).toThrow(
      expect.objectContaining({
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'X-Sim-Fault', reason: 'INVALID_FORMAT' }],
      }) as Error,
    );
  });
});
