import { describe, expect, it } from 'vitest';
import { toMinorUnits } from '../../../../../shared/money';
import {
  maskScannedCode,
  qrScanFormFieldOf,
  qrScanSaleRequest,
  type QrScanForm,
} from '../../../../../renderer/features/qr-scan/qr-scan-form';
import { firstErrorPerField } from '../../../../../renderer/features/sale-entry/first-error-per-field';

const charge = { amount: toMinorUnits(1200), currency: 'JPY' };
const valid: QrScanForm = {
  code: 'pay_pay:281234567890123456',
  source: 'scanned',
  email: 'taro@example.com',
};

function failingReasons(form: QrScanForm) {
  const request = qrScanSaleRequest(form, charge);
  if (request.ok) return {};
  return Object.fromEntries(
    Object.entries(firstErrorPerField(request.errors, qrScanFormFieldOf)).map(([field, error]) => [
      field,
      error.reason,
    ]),
  );
}

describe('QR scan sale request', () => {
  it('is the flow’s customer-presented qr_scan sale with the code as read', () => {
    const request = qrScanSaleRequest(valid, charge);
    expect(request).toEqual({
      ok: true,
      input: {
        token: {
          payment_type: 'qr_scan',
          email: 'taro@example.com',
          data: { scanned_qr: 'pay_pay:281234567890123456' },
        },
        charge: { amount: 1200, currency: 'JPY', capture: true },
      },
    });
  });

  it('drops the spaces and line end a typed or pasted code may carry', () => {
    const request = qrScanSaleRequest(
      { ...valid, code: '  pay_pay:2812\r\n', source: 'typed' },
      charge,
    );
    expect(request.ok && request.input.token).toMatchObject({
      data: { scanned_qr: 'pay_pay:2812' },
    });
  });

  it('names a missing code at the code field', () => {
    expect(failingReasons({ ...valid, code: '   ' })).toEqual({ code: 'REQUIRED_VALUE' });
  });

  it('names a missing or malformed email at the email field', () => {
    expect(failingReasons({ ...valid, email: '' })).toEqual({ email: 'INVALID_FORMAT_EMAIL' });
    expect(failingReasons({ ...valid, email: 'taro@' })).toEqual({ email: 'INVALID_FORMAT_EMAIL' });
  });

  it('shows a refusal main reports for a path the screen has no field for by the button', () => {
    expect(
      firstErrorPerField([{ field: 'charge.amount', reason: 'INVALID_AMOUNT' }], qrScanFormFieldOf),
    ).toEqual({
      form: { field: 'charge.amount', reason: 'INVALID_AMOUNT' },
    });
  });
});

describe('masked scanned code', () => {
  it('shows a short code whole', () => {
    expect(maskScannedCode('pay_pay:12')).toBe('pay_pay:12');
  });

  it('shows only the first and last four characters of a long code', () => {
    expect(maskScannedCode('pay_pay:281234567890123456')).toBe('pay_••••3456');
  });
});
