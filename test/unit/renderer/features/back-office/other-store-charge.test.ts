import { describe, expect, it } from 'vitest';
import { isOtherStoreCharge } from '../../../../../renderer/features/back-office/other-store-charge';

const active = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';

describe('isOtherStoreCharge', () => {
  it('keeps another store’s charge from being read with the active store’s profile', () => {
    expect(isOtherStoreCharge({ store_id: other }, active)).toBe(true);
  });

  it('opens the active store’s own charge in the detail', () => {
    expect(isOtherStoreCharge({ store_id: active }, active)).toBe(false);
  });
});
