import { describe, expect, it } from 'vitest';
import {
  chargeToOpen,
  isOtherStoreCharge,
  listedFacts,
} from '../../../../../renderer/features/back-office/listed-charge';
import type { OpenDeadline } from '../../../../../shared/back-office/day-close-report';
import { toMinorUnits } from '../../../../../shared/money';
import type { HistoryItem } from '../../../../../shared/service/history';

const active = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';
const chargeId = '33333333-3333-4333-8333-333333333333';
const refundId = '44444444-4444-4444-8444-444444444444';

const refund: HistoryItem = {
  store_id: other,
  store_name: 'Umeda',
  resource_id: refundId,
  charge_id: chargeId,
  amount: toMinorUnits(500),
  currency: 'JPY',
  amount_formatted: 500,
  type: 'refund',
  status: 'successful',
  created_on: '2026-11-24T01:00:00Z',
  mode: 'test',
  payment_type: 'card',
  user_data: { brand: 'visa' },
};

const deadline: OpenDeadline = {
  kind: 'customer_payment',
  chargeId,
  storeId: other,
  storeName: 'Umeda',
  createdOn: '2026-11-24T01:00:00.000Z',
  paymentType: 'konbini',
  brand: 'lawson',
  amount: toMinorUnits(1200),
  currency: 'JPY',
  expiresAt: '2026-11-27T15:00:00.000Z',
  urgent: false,
};

describe('isOtherStoreCharge', () => {
  it('keeps another store’s history row or deadline from being read with the active store’s profile', () => {
    expect(isOtherStoreCharge(refund, active)).toBe(true);
    expect(isOtherStoreCharge(deadline, active)).toBe(true);
  });

  it('opens the active store’s own row or deadline in the detail', () => {
    expect(isOtherStoreCharge({ ...refund, store_id: active }, active)).toBe(false);
    expect(isOtherStoreCharge({ ...deadline, storeId: active }, active)).toBe(false);
  });
});

describe('chargeToOpen', () => {
  it('opens a refund’s charge, and a deadline’s, with the method the listing knows', () => {
    expect(chargeToOpen(refund)).toEqual({
      chargeId,
      hints: { paymentType: 'card', brand: 'visa' },
    });
    expect(chargeToOpen(deadline)).toEqual({
      chargeId,
      hints: { paymentType: 'konbini', brand: 'lawson' },
    });
  });
});

describe('listedFacts', () => {
  it('tells a deadline’s store, the status that made it one and when it ends', () => {
    expect(listedFacts(deadline)).toMatchObject({
      store: 'Umeda',
      type: 'charge',
      status: 'awaiting',
      deadline: { kind: 'customer_payment', expiresAt: '2026-11-27T15:00:00.000Z' },
    });
    expect(listedFacts({ ...deadline, kind: 'authorization', storeName: null })).toMatchObject({
      store: other,
      status: 'authorized',
    });
  });

  it('tells a history row as the service sent it, with no deadline', () => {
    const facts = listedFacts(refund);
    expect(facts).toMatchObject({ store: 'Umeda', chargeId, type: 'refund', status: 'successful' });
    expect(facts.deadline).toBeUndefined();
  });
});
