import { describe, expect, it } from 'vitest';
import { toMinorUnits } from '../../../../../shared/money';
import { qrMerchantBrands } from '../../../../../shared/service/token-options';
import { resources } from '../../../../../renderer/i18n/resources';
import {
  qrMerchantFormFieldOf,
  qrMerchantSaleRequest,
  type QrMerchantForm,
} from '../../../../../renderer/features/qr-merchant/qr-merchant-form';
import { firstErrorPerField } from '../../../../../renderer/features/sale-entry/first-error-per-field';

const charge = { amount: toMinorUnits(1200), currency: 'JPY' };
const valid: QrMerchantForm = { brand: 'pay_pay_merchant', email: 'taro@example.com' };

function failingReasons(form: QrMerchantForm) {
  const request = qrMerchantSaleRequest(form, charge);
  if (request.ok) return {};
  return Object.fromEntries(
    Object.entries(firstErrorPerField(request.errors, qrMerchantFormFieldOf)).map(
      ([field, error]) => [field, error.reason],
    ),
  );
}

describe('QR merchant sale request', () => {
  it('is the flow’s merchant-presented qr_scan sale naming the wallet', () => {
    expect(qrMerchantSaleRequest(valid, charge)).toEqual({
      ok: true,
      input: {
        token: {
          payment_type: 'qr_scan',
          email: 'taro@example.com',
          data: { brand: 'pay_pay_merchant' },
        },
        charge: { amount: 1200, currency: 'JPY', capture: true },
      },
    });
  });

  it('accepts every brand of the spec', () => {
    for (const brand of qrMerchantBrands) {
      expect(qrMerchantSaleRequest({ ...valid, brand }, charge).ok, brand).toBe(true);
    }
  });

  it('names a missing wallet at the brand picker', () => {
    expect(failingReasons({ ...valid, brand: null })).toEqual({ brand: 'REQUIRED_VALUE' });
  });

  it('names a missing or malformed email at the email field', () => {
    expect(failingReasons({ ...valid, email: ' ' })).toEqual({ email: 'INVALID_FORMAT_EMAIL' });
    expect(failingReasons({ ...valid, email: 'taro@example' })).toEqual({
      email: 'INVALID_FORMAT_EMAIL',
    });
  });

  it('shows a brand main refuses at the brand picker', () => {
    expect(
      firstErrorPerField(
        [{ field: 'token.data.brand', reason: 'INVALID_FORMAT' }],
        qrMerchantFormFieldOf,
      ),
    ).toEqual({ brand: { field: 'token.data.brand', reason: 'INVALID_FORMAT' } });
  });
});

describe('QR merchant brand picker', () => {
  it('has a readable name for every wallet of the spec in Japanese and English', () => {
    for (const language of ['ja', 'en'] as const) {
      const names: Readonly<Record<string, string>> = resources[language].brands;
      for (const brand of qrMerchantBrands) {
        expect(names[brand], `${language} ${brand}`).toMatch(/^[^_]+$/);
      }
    }
  });
});
