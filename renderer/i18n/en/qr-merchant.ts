/** Merchant-presented QR sale: the wallet, the customer's email, and the code to show. */
export const qrMerchant = {
  title: 'QR payment: show the store’s code',
  amountLabel: 'Amount to charge',
  brand: 'Wallet the customer pays with',
  brandHint: 'Ask which app the customer uses. The code is made for that wallet.',
  brandRequired: 'Choose the customer’s wallet.',
  email: 'Customer email',
  emailHint: 'Required by the payment service. The receipt can be sent there.',
  submit: 'Show code for {{amount}}',
  starting: 'Starting…',
  back: 'Back',
  formProblem: 'The payment could not start.',
  code: {
    title: 'Ask the customer to scan this code with {{brand}}',
    label: '{{brand}} payment code for {{amount}}',
    amount: 'Amount',
    wallet: 'Wallet',
    expiresIn: 'Time left to pay',
    expired: 'Time is up',
    body: 'The customer scans the code in their app and confirms the payment there. This screen updates by itself once they have paid.',
  },
} as const;
