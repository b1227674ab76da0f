import { describe, expect, it } from 'vitest';
import { cardProfile } from '../../../../../main/simulator/tokens/card-profile';

describe('card profile from the number', () => {
  it.each([
    ['4556737586899855', 'visa'],
    ['5105105105105100', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['371449635398431', 'american_express'],
    ['3566002020360505', 'jcb'],
    ['36227206271667', 'diners_club'],
    ['6500000000000002', 'discover'],
    ['9417370000006020', 'unknown'],
    ['3000000000000004', 'diners_club'],
    ['3400000000000009', 'american_express'],
  ])('names the network of %s: %s', (number, brand) => {
    expect(cardProfile(number).brand).toBe(brand);
  });

  it('shows the BIN and last four digits, never the middle of the number', () => {
    const profile = cardProfile('4556737586899855');
    expect(profile).toMatchObject({ card_bin: '455673', last_four: '9855' });
    expect(JSON.stringify(profile)).not.toContain('75868998');
  });

  it('knows nothing more of a card of no known network', () => {
    expect(cardProfile('9417370000006020')).toEqual({
      brand: 'unknown',
      card_bin: '941737',
      last_four: '6020',
      card_type: null,
      country: null,
      category: null,
      issuer: null,
      sub_brand: 'none',
    });
  });
});
