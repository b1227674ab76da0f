import { describe, expect, it } from 'vitest';
import {
  resourceToCheck,
  suggestedOutcome,
} from '../../../../../renderer/features/review/service-check';

const chargeId = '0d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a';
const refundId = '1e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b';

describe('which resource to check', () => {
  it('reads the charge of a sale, capture or cancel, and the refund of a refund', () => {
    expect(resourceToCheck({ kind: 'konbini_sale', chargeId })).toBe('charge');
    expect(resourceToCheck({ kind: 'cancel', chargeId })).toBe('charge');
    expect(resourceToCheck({ kind: 'refund', chargeId, refundId })).toBe('refund');
  });

  it('has nothing to read before the service named a charge or refund, or for a registration', () => {
    expect(resourceToCheck({ kind: 'card_sale' })).toBeNull();
    expect(resourceToCheck({ kind: 'refund', chargeId })).toBeNull();
    expect(resourceToCheck({ kind: 'card_registration', chargeId })).toBeNull();
  });
});

describe('suggested outcome', () => {
  const charge = (status: string) => ({ resource: 'charge' as const, status });
  const refund = (status: string) => ({ resource: 'refund' as const, status });

  it('reads a paid or authorized sale as gone through, a failed or cancelled one as not', () => {
    expect(suggestedOutcome('card_sale', charge('successful'))).toBe('succeeded');
    expect(suggestedOutcome('card_sale', charge('authorized'))).toBe('succeeded');
    expect(suggestedOutcome('qr_scan_sale', charge('failed'))).toBe('failed');
    expect(suggestedOutcome('card_sale', charge('canceled'))).toBe('failed');
  });

  it('reads a capture as gone through only once the charge is successful', () => {
    expect(suggestedOutcome('capture', charge('successful'))).toBe('succeeded');
    expect(suggestedOutcome('capture', charge('authorized'))).toBe('failed');
  });

  it('reads a cancel as gone through only once the charge is cancelled', () => {
    expect(suggestedOutcome('cancel', charge('canceled'))).toBe('succeeded');
    expect(suggestedOutcome('cancel', charge('authorized'))).toBe('failed');
  });

  it('reads a refund by its own status', () => {
    expect(suggestedOutcome('refund', refund('successful'))).toBe('succeeded');
    expect(suggestedOutcome('refund', refund('error'))).toBe('failed');
  });

  it('suggests nothing while the service has not decided, or for a status it does not know', () => {
    expect(suggestedOutcome('konbini_sale', charge('awaiting'))).toBeNull();
    expect(suggestedOutcome('card_sale', charge('pending'))).toBeNull();
    expect(suggestedOutcome('refund', refund('pending'))).toBeNull();
    expect(suggestedOutcome('card_sale', charge('disputed'))).toBeNull();
  });
});
