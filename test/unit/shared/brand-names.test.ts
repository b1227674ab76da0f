import { describe, expect, it } from 'vitest';
import { brandDisplayName, brandNames } from '../../../shared/brand-names';
import {
  bankTransferBrands,
  konbiniStores,
  onlineBrands,
  qrMerchantBrands,
} from '../../../shared/service/token-options';
import { scannedQrBrands } from '../../../main/simulator/tokens/scanned-qr';

describe('brand names', () => {
  const sent = [
    ...konbiniStores,
    ...qrMerchantBrands,
    ...onlineBrands,
    ...bankTransferBrands,
    ...scannedQrBrands,
  ];

  it.each(sent)('names %s in both languages, never as its code', (code) => {
    expect(brandDisplayName(code, 'en')).not.toBe(code);
    expect(brandDisplayName(code, 'ja')).not.toBe(code);
  });

  it('names a customer-presented PayPay code as PayPay, not pay_pay', () => {
    expect(brandDisplayName('pay_pay', 'en')).toBe('PayPay');
    expect(brandDisplayName('rakuten_pay', 'ja')).toBe('楽天ペイ');
  });

  it('shows a brand the service adds later exactly as sent', () => {
    expect(brandDisplayName('new_unexpected_brand', 'ja')).toBe('new_unexpected_brand');
    expect(brandDisplayName('toString', 'en')).toBe('toString');
  });

  it('has a name in each language for every code it lists', () => {
    for (const names of Object.values(brandNames)) {
      expect(names.en.trim()).not.toBe('');
      expect(names.ja.trim()).not.toBe('');
    }
  });
});
