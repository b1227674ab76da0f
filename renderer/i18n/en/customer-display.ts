/**
 * The customer's screen. It shows both languages at once, the till's first and largest, since
 * the customer chooses none; every message here is read from a metre or two away.
 */
export const customerDisplay = {
  /** The page's title, for the window list and assistive technology. */
  pageTitle: 'Customer display',
  welcome: 'Welcome',
  amountLabel: 'Amount',
  /** The amount and method the cashier confirmed, for the customer to check before paying. */
  confirmed: {
    title: 'Please check your payment',
    methodLabel: 'Payment method',
    methods: {
      card_sale: 'Card',
      konbini_sale: 'Convenience store payment',
      qr_scan_sale: 'QR code payment (your app’s code)',
      qr_merchant_sale: 'QR code payment (the store’s code)',
      online_sale: 'Online wallet',
      bank_transfer_sale: 'Bank transfer',
    },
  },
  inProgress: 'Processing your payment…',
  awaiting: {
    title: 'Please pay',
    merchantQr: 'Scan this code with {{brand}}',
    merchantQrAnyWallet: 'Scan this code with your payment app',
    walletUrl: 'Scan this code with your phone to pay with {{brand}}',
    qrLabel: 'Code to scan, {{amount}}',
    konbini: 'Pay at {{store}}',
    payEasy: 'Pay with Pay-easy',
    bankTransfer: 'Pay by bank transfer',
    bankTransferHow: 'Transfer the amount to this account.',
    followStaff: 'Please follow the staff’s instructions.',
    payBy: 'Pay by',
    timeLeft: 'Time left to pay',
    expired: 'Expired',
  },
  account: {
    bank: 'Bank',
    branch: 'Branch',
    accountType: 'Account type',
    accountNumber: 'Account number',
    accountHolder: 'Account holder',
    matchAmount: {
      exact: 'Transfer exactly this amount.',
      minimum: 'Transfer at least this amount.',
      maximum: 'Transfer at most this amount.',
      disabled: 'Any amount is accepted.',
    },
  },
  paid: {
    title: 'Thank you',
    body: 'Your payment is complete.',
    short: '{{by}} less than the {{asked}} asked arrived. Please speak to the staff.',
    over: '{{by}} more than the {{asked}} asked arrived. Please speak to the staff.',
  },
  failed: {
    title: 'The payment did not go through',
    body: 'Please speak to the staff.',
  },
  cancelled: {
    title: 'The payment was cancelled',
    body: 'No payment was taken.',
  },
  unresolved: {
    title: 'We are checking your payment',
    body: 'A member of staff will help you.',
  },
  training: {
    watermark: 'TRAINING',
    banner: 'Training: no real payment is made.',
  },
} as const;
