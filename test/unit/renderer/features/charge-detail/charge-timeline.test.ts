import { describe, expect, it } from 'vitest';
import { chargeTimeline } from '../../../../../renderer/features/charge-detail/charge-timeline';
import type { OperationDetail } from '../../../../../shared/ipc/ipc-payloads';
import { cancel as cancelSchema } from '../../../../../shared/service/cancels';
import { charge as chargeSchema } from '../../../../../shared/service/charges';
import { refund as refundSchema } from '../../../../../shared/service/refunds';

const storeId = '7f3c0d4e-2b1a-4c5d-8e9f-0a1b2c3d4e5f';
const chargeId = '3a4b5c6d-7e8f-4a9b-8c0d-1e2f3a4b5c6d';

const captured = chargeSchema.parse({
  id: chargeId,
  store_id: storeId,
  requested_amount: 5000,
  requested_currency: 'JPY',
  charged_amount: 3000,
  charged_currency: 'JPY',
  status: 'successful',
  error: null,
  metadata: {},
  created_on: '2025-05-01T10:00:00.000Z',
  updated_on: '2025-05-01T10:05:02.000Z',
});

const capture = {
  id: '6d7e8f9a-0b1c-4d2e-8f3a-4b5c6d7e8f9a',
  kind: 'capture',
  profileId: 'shibuya',
  storeId,
  mode: 'test',
  training: false,
  state: 'succeeded',
  terminal: true,
  review: null,
  resolution: null,
  createdAt: '2025-05-01T10:05:00.000Z',
  updatedAt: '2025-05-01T10:05:02.000Z',
  history: [
    { type: 'intent', at: '2025-05-01T10:05:00.000Z' },
    { type: 'transition', at: '2025-05-01T10:05:01.000Z', state: 'capturing' },
    { type: 'outcome', at: '2025-05-01T10:05:02.000Z', state: 'succeeded' },
  ],
} as OperationDetail;

describe('what happened to a charge', () => {
  it('puts the charge, the journal’s steps and the refunds in time order', () => {
    const refund = refundSchema.parse({
      id: '8f9a0b1c-2d3e-4f4a-8b5c-6d7e8f9a0b1c',
      store_id: storeId,
      charge_id: chargeId,
      status: 'pending',
      amount: 1000,
      currency: 'JPY',
      mode: 'test',
      created_on: '2025-05-01T10:07:00.000Z',
    });
    const events = chargeTimeline(captured, [refund], [], [capture]).map(({ at, event }) => [
      at.toISOString(),
      event.type === 'operationStep' ? `${event.type}:${event.state}` : event.type,
    ]);
    expect(events).toEqual([
      ['2025-05-01T10:00:00.000Z', 'created'],
      ['2025-05-01T10:05:00.000Z', 'operationStarted'],
      ['2025-05-01T10:05:01.000Z', 'operationStep:capturing'],
      ['2025-05-01T10:05:02.000Z', 'operationStep:succeeded'],
      ['2025-05-01T10:05:02.000Z', 'lastChange'],
      ['2025-05-01T10:07:00.000Z', 'refund'],
    ]);
  });

  it('puts each cancel at its creation, with its status now', () => {
    const cancel = cancelSchema.parse({
      id: '8f9a0b1c-2d3e-4f4a-8b5c-6d7e8f9a0b1d',
      charge_id: chargeId,
      store_id: storeId,
      status: 'failed',
      error: { code: 312, message: 'CANNOT_CANCEL', details: null },
      metadata: {},
      mode: 'test',
      created_on: '2025-05-01T10:03:00.000Z',
    });
    const entries = chargeTimeline(captured, [], [cancel], []);
    expect(entries.map(({ at, event }) => [at.toISOString(), event])).toEqual([
      ['2025-05-01T10:00:00.000Z', { type: 'created', requested: 5000, currency: 'JPY' }],
      ['2025-05-01T10:03:00.000Z', { type: 'cancel', status: 'failed' }],
      ['2025-05-01T10:05:02.000Z', { type: 'lastChange', status: 'successful' }],
    ]);
  });

  it('tells the status only as it is now, at the charge’s last change, and nothing undated', () => {
    const undated = chargeSchema.parse({ ...captured, created_on: null, updated_on: undefined });
    expect(chargeTimeline(undated, [], [], [])).toEqual([]);
    expect(chargeTimeline(captured, [], [], []).at(-1)?.event).toEqual({
      type: 'lastChange',
      status: 'successful',
    });
  });

  it('reads the service’s millisecond timestamps as well as ISO ones', () => {
    const inMillis = chargeSchema.parse({
      ...captured,
      created_on: Date.UTC(2025, 4, 1, 9),
      updated_on: undefined,
    });
    expect(chargeTimeline(inMillis, [], [], [])[0]?.at.toISOString()).toBe(
      '2025-05-01T09:00:00.000Z',
    );
  });
});
