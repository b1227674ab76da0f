import { describe, expect, it } from 'vitest';
import { unacknowledgedEndings } from '../../../../../main/flows/sales/unacknowledged-endings';
import { profileId, saleView } from './sale-views';

describe('unacknowledged endings', () => {
  it('lists paid, failed and reviewed sales the counter did not let go of, the latest first', () => {
    const paid = saleView({ updatedAt: '2026-12-01T03:03:00.000Z' });
    const failed = saleView({ state: 'failed', updatedAt: '2026-12-01T03:05:00.000Z' });
    const inReview = saleView({
      state: 'needs_review',
      terminal: false,
      review: { reason: 'outcome_unknown', since: '2026-12-01T03:04:00.000Z' },
      updatedAt: '2026-12-01T03:04:00.000Z',
    });
    expect(unacknowledgedEndings([paid, failed, inReview], profileId)).toEqual([
      failed,
      inReview,
      paid,
    ]);
  });

  it('leaves out an acknowledged sale, a running one, another profile’s and what is no sale', () => {
    const operations = [
      saleView({ acknowledgedAt: '2026-12-01T03:04:00.000Z' }),
      saleView({ state: 'processing', terminal: false }),
      saleView({ intent: { profileId: 'training' } }),
      saleView({ intent: { kind: 'card_registration' } }),
      saleView({ intent: { kind: 'refund' } }),
    ];
    expect(unacknowledgedEndings(operations, profileId)).toEqual([]);
  });
});
