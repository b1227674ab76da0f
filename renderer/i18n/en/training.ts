/** Training mode: the trainee plays the customer of a training sale. */
export const training = {
  customer: {
    title: 'Training: act as the customer',
    lead: 'No real customer exists in training. Use these buttons to do what the customer would; in a real sale the customer does this.',
    actions: {
      pay_konbini_slip: 'Training: customer pays the slip',
      pay_merchant_qr: 'Training: customer pays with the wallet',
      pay_online_wallet: 'Training: customer approves in the wallet',
      decline_online_wallet: 'Training: customer declines in the wallet',
      receive_bank_transfer: 'Training: transfer arrives',
      expire_charge: 'Training: let it expire',
    },
    pending: 'Working…',
    transferAmount: {
      label: 'Amount the customer transfers',
      hint: 'Try a different amount to see how the bank treats one that does not match.',
    },
    /** By the reason the amount was refused. */
    amountErrors: {
      EMPTY: 'Enter the amount the customer transfers.',
      NOT_A_NUMBER: 'Enter the amount in digits, such as 1,200.',
      NEGATIVE_AMOUNT: 'An amount is never below zero. Enter it without a minus sign.',
      NO_DECIMALS_IN_CURRENCY:
        'Amounts in {{currency}} have no decimals. Enter the amount without a decimal point.',
      TOO_MANY_DECIMALS: '{{currency}} has at most {{decimals}} decimal places. Check the amount.',
      TOO_MANY_DIGITS: 'That is too many digits for an amount. Check the amount.',
      INVALID_AMOUNT: 'Enter an amount above zero.',
    },
    done: {
      pay_konbini_slip: 'The customer paid the slip. The sale finishes in a moment.',
      pay_merchant_qr: 'The customer paid with the wallet. The sale finishes in a moment.',
      pay_online_wallet:
        'The customer approved the payment in the wallet. The sale finishes in a moment.',
      decline_online_wallet:
        'The customer declined the payment in the wallet. The sale ends as failed in a moment.',
      transferAccepted:
        'A transfer of {{amount}} arrived and was accepted. The sale finishes in a moment.',
      transferRejected:
        'A transfer of {{amount}} arrived, but the bank refused it: it does not match what this sale accepts. The sale still waits.',
      expire_charge: 'The payment deadline has passed. The sale ends as expired in a moment.',
    },
    /** The service's codes in the trainee's words; training's own codes are in errors. */
    refused: {
      INVALID_CHARGE_STATUS:
        'This payment no longer waits for the customer: it was paid, expired or canceled.',
      NOT_FOUND: 'The training service does not know this payment.',
    },
  },
} as const;
