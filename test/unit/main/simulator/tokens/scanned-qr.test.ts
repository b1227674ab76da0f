import { describe, expect, it } from 'vitest';
import { readScannedQr } from '../../../../../main/simulator/tokens/scanned-qr';

describe('training QR codes (docs/simulator.md: Transaction tokens)', () => {
  it('reads the wallet of a code that pays', () => {
    expect(readScannedQr('pay_pay:281234567890123456')).toEqual({
      brand: 'pay_pay',
      chargeFailure: null,
    });
  });

  it.each([322, 323, 324, 330])('reads the failure %i a code asks for', (code) => {
    expect(readScannedQr(`alipay_china:2812345678:${code}`)).toEqual({
      brand: 'alipay_china',
      chargeFailure: code,
    });
  });

  it.each([
    '281234567890123456',
    'origami_pay:1234',
    'pay_pay:',
    'pay_pay:12 34',
    'pay_pay:1234:306',
    'PAY_PAY:1234',
  ])('makes %s an unrecognised code whose charge fails 322', (code) => {
    expect(readScannedQr(code)).toEqual({ brand: null, chargeFailure: 322 });
  });
});
