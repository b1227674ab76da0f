/** The card form's field labels as the cashier reads them, for every spec that keys a card. */
export const cardFormWords = {
  en: {
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvv: 'Security code',
    cardholder: 'Name on card',
    email: 'Customer email',
  },
  ja: {
    cardNumber: 'カード番号',
    expiry: '有効期限（MM/YY）',
    cvv: 'セキュリティコード',
    cardholder: 'カード名義',
    email: 'お客様のメールアドレス',
  },
} as const;
