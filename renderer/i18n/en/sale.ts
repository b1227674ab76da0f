/** New sale: the amount, the optional order details and the payment method. */
export const sale = {
  title: 'New sale',
  amount: {
    label: 'Amount',
    hint: 'Type with the keypad or the keyboard, then press Enter.',
    confirmedHint: 'Amount confirmed. Choose the payment method, or press Esc to change it.',
    keypad: 'Amount keypad',
    confirm: 'Confirm',
    change: 'Change',
    clear: 'Clear',
    backspace: 'Delete last digit',
    errors: {
      EMPTY: 'Nothing was pasted. Press Backspace, then type the amount.',
      NOT_A_NUMBER:
        'That is not an amount: type it with digits, such as 1200. Press Backspace to undo it, or C (Delete) to start again.',
      NEGATIVE_AMOUNT:
        'An amount is never below zero. Press Backspace to undo the minus sign, or C (Delete) to start again.',
      NO_DECIMALS_IN_CURRENCY:
        'Amounts in {{currency}} have no decimals. Press Backspace to undo the decimal point, or C (Delete) to start again.',
      TOO_MANY_DECIMALS:
        '{{currency}} has at most {{decimals}} decimal places. Press Backspace to undo the last digit, or C (Delete) to start again.',
      TOO_MANY_DIGITS:
        'That is too many digits for an amount. Press Backspace to undo the last digit, or C (Delete) to start again.',
      ABOVE_MAXIMUM:
        'The most this store takes in one sale is {{limit}}. Press Backspace to undo the last digit, or C (Delete) to start again.',
    },
  },
  /** A keyboard-wedge scan on the amount screen, which never becomes an amount. */
  scan: {
    'needs-amount':
      'A customer’s payment code was scanned, but there is no amount to charge yet. Type the amount, then scan the code again.',
    incomplete:
      'A scan was incomplete and was not taken as an amount. Scan the customer’s code again.',
  },
  repeatSale: {
    title: 'Charge {{amount}} again?',
    keep: 'Don’t charge again',
    chargeAgain: 'Charge again',
  },
  largeAmount: {
    title: 'Check the amount',
    question: 'This is a large amount for this store. Is it right?',
    back: 'Back to the amount',
    confirm: 'Yes, this amount is right',
  },
  details: {
    orderNumber: 'Order number',
    memo: 'Memo',
    optional: 'Optional. Saved with the payment.',
    count: '{{count}}/{{max}}',
    full: 'That is the most this field takes: {{max}} characters.',
    tooLong_one: '{{count}} character too many: at most {{max}}. Shorten it.',
    tooLong_other: '{{count}} characters too many: at most {{max}}. Shorten it.',
  },
  method: {
    label: 'Payment method',
    names: {
      card_sale: 'Card',
      konbini_sale: 'Konbini',
      qr_scan_sale: 'Scan QR',
      qr_merchant_sale: 'Show QR',
      online_sale: 'Online wallet',
      bank_transfer_sale: 'Bank transfer',
    },
    descriptions: {
      card_sale: 'Credit or debit card',
      konbini_sale: 'Customer pays at a convenience store',
      qr_scan_sale: 'Scan the code the customer shows',
      qr_merchant_sale: 'Customer scans the store’s code',
      online_sale: 'Customer pays in a wallet app',
      bank_transfer_sale: 'Customer transfers to a bank account',
    },
  },
  shortcuts: {
    digits: 'Type the amount',
    backspace: 'Delete the last digit',
    enter: 'Confirm the amount',
    escape: 'Clear the amount, or change a confirmed one',
    methods: 'Choose the payment method',
    receipt: 'On a paid sale’s result: print its receipt, or show it where this till cannot print',
    chargeDetail: 'On a sale’s result: open its payment details',
  },
  /** The period fields both konbini and bank-transfer forms show (PaymentPeriodFields). */
  paymentPeriod: {
    amount: 'Number',
    unit: 'Unit',
    units: { minutes: 'minutes', hours: 'hours', days: 'days' },
    timeShift: 'Deadline at a set time of day',
    timeOfDay: 'Time of day (Japan time)',
    digitsOnly: 'The number is whole digits only, such as 30. That character is not taken.',
  },
} as const;
