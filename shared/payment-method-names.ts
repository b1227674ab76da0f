import type { PaymentType } from './service/token-options';

/**
 * Each payment method as a clerk names it, in each language: one table for the screens
 * (renderer i18n `payments.method`), the day close and the printed documents, so a receipt, the
 * day close on paper and the screen name a method alike. A customer's own code and the code
 * the counter shows are two methods a clerk tells apart.
 */
export const paymentMethodNames = {
  en: {
    card: 'Card',
    apple_pay: 'Apple Pay',
    qr_scan: 'Customer’s QR code',
    qr_merchant: 'Store QR code',
    konbini: 'Konbini',
    online: 'Online wallet',
    bank_transfer: 'Bank transfer',
    paidy: 'Paidy (pay later)',
  },
  ja: {
    card: 'カード',
    apple_pay: 'アップルペイ',
    qr_scan: 'お客様提示QRコード',
    qr_merchant: '店舗提示QRコード',
    konbini: 'コンビニ払い',
    online: 'オンライン決済',
    bank_transfer: '銀行振込',
    paidy: 'ペイディ（後払い）',
  },
} satisfies Record<'en' | 'ja', Record<PaymentType, string>>;
