import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { brandName } from '../../../../renderer/i18n/brand-name';
import { resources } from '../../../../renderer/i18n/resources';

async function brandsIn(language: 'ja' | 'en') {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources, ns: ['brands'], defaultNS: 'brands' });
  return instance.getFixedT(language, 'brands');
}

describe('brand name', () => {
  it('names a known brand in the cashier’s language', async () => {
    expect(brandName(await brandsIn('ja'), 'seven_eleven')).toBe('セブン-イレブン');
    expect(brandName(await brandsIn('en'), 'seven_eleven')).toBe('7-Eleven');
  });

  it('shows a brand code this version does not know as the service sent it', async () => {
    expect(brandName(await brandsIn('en'), 'new_unexpected_brand')).toBe('new_unexpected_brand');
  });
});
