import { describe, expect, it } from 'vitest';
import { CardBrand } from 'univapay-node';
import { brandChoices } from '../../../shared/brand-choices';

describe('the brands a clerk chooses from', () => {
  it('offers every card network of the service’s SDK but its unknown one', () => {
    const cards = brandChoices.find((group) => group.paymentType === 'card')?.brands ?? [];
    const sdkCards = Object.values(CardBrand).filter((brand) => brand !== CardBrand.UNKNOWN);
    expect([...cards].sort()).toEqual([...sdkCards].sort());
  });
});
