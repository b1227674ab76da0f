import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { methodName } from '../../../../../renderer/features/history/method-name';
import { resources } from '../../../../../renderer/i18n/resources';

async function paymentsIn(language: 'ja' | 'en') {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources, ns: ['payments'], defaultNS: 'payments' });
  return instance.getFixedT(language, 'payments');
}

describe('method name', () => {
  it('names a known payment type in the cashier’s language', async () => {
    expect(methodName(await paymentsIn('en'), 'konbini')).toBe('Konbini');
    expect(methodName(await paymentsIn('ja'), 'konbini')).toBe('コンビニ払い');
  });

  it('names a merchant-presented qr_scan as the store’s code, apart from the customer’s', async () => {
    const en = await paymentsIn('en');
    expect(methodName(en, 'qr_scan', 'pay_pay')).toBe('Customer’s QR code');
    expect(methodName(en, 'qr_scan', 'pay_pay_merchant')).toBe('Store QR code');
    expect(methodName(en, 'qr_merchant', 'pay_pay_merchant')).toBe('Store QR code');
    const ja = await paymentsIn('ja');
    expect(methodName(ja, 'qr_scan', 'd_barai')).toBe('お客様提示QRコード');
    expect(methodName(ja, 'qr_scan', 'd_barai_online')).toBe('店舗提示QRコード');
  });

  it('shows a payment type this version does not know as the service sent it', async () => {
    expect(methodName(await paymentsIn('en'), 'carrier_billing')).toBe('carrier_billing');
    expect(methodName(await paymentsIn('ja'), 'carrier_billing')).toBe('carrier_billing');
  });

  it('says the method is not known when the service sent none', async () => {
    expect(methodName(await paymentsIn('en'), undefined)).toBe('Other method');
    expect(methodName(await paymentsIn('ja'), null)).toBe('その他の方法');
  });
});
