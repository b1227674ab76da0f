import { describe, expect, it } from 'vitest';
import { activeStoreOf } from '../../../../renderer/app/active-store';
import type { ProfileSummary } from '../../../../shared/profiles';
import { toMinorUnits } from '../../../../shared/money';

const storeId = '7f3c0d4e-2b1a-4c5d-8e9f-0a1b2c3d4e5f';

const profile: ProfileSummary = {
  id: 'b1a2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Fifth Avenue',
  storeId,
  mode: 'live',
  baseUrl: 'https://api.example.com',
  currency: 'USD',
  training: false,
  hasCredentials: true,
  token: null,
};

describe('the active store', () => {
  it('sells in the currency its profile names', () => {
    expect(activeStoreOf(profile)).toEqual({
      name: 'Fifth Avenue',
      storeId,
      mode: 'live',
      training: false,
      currency: 'USD',
      saleLimits: { maximum: 10_000_000, confirmAbove: 1_000_000 },
    });
  });

  it('keeps the sale limits its profile sets', () => {
    const saleLimits = { maximum: toMinorUnits(500_000), confirmAbove: toMinorUnits(50_000) };
    expect(activeStoreOf({ ...profile, saleLimits }).saleLimits).toEqual(saleLimits);
  });

  it('leaves the training store unnamed for the shell to name in the cashier’s language', () => {
    const training = { ...profile, id: 'training', name: 'Training', training: true };
    expect(activeStoreOf({ ...training, currency: 'JPY' })).toMatchObject({
      name: null,
      training: true,
      currency: 'JPY',
    });
  });
});
