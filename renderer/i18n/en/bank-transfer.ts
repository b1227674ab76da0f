/** Bank-transfer sale: the transfer's terms, and the account the customer transfers to. */
export const bankTransfer = {
  title: 'Bank transfer',
  amountLabel: 'Amount to transfer',
  bank: 'Bank',
  bankHint: 'The service gives the customer an account at this bank for this sale.',
  email: 'Customer email',
  emailHint: 'Required by the payment service.',
  matchAmount: 'Amount the bank accepts',
  matchAmountHint:
    'The bank checks each transfer against the amount of the sale and sends back one it does not accept.',
  matchAmounts: {
    store: 'As set for the store',
    exact: 'Exactly the amount',
    minimum: 'The amount or more',
    maximum: 'The amount or less',
    disabled: 'Any amount',
  },
  matchAmountRules: {
    store: 'The rule set for the store or the merchant at the service applies.',
    exact: 'Only a transfer of exactly {{amount}} is accepted.',
    minimum: 'A transfer of {{amount}} or more is accepted; less is sent back.',
    maximum: 'A transfer of up to {{amount}} is accepted; more is sent back.',
    disabled: 'The bank accepts a transfer of any amount; what arrives is what is paid.',
  },
  period: 'Time to transfer (optional)',
  periodHint: 'Leave empty for the service’s own deadline.',
  timeShiftHint: 'On the last day the deadline moves to this time, Japan time.',
  submit: 'Request transfer of {{amount}}',
  starting: 'Starting…',
  back: 'Back',
  formProblem: 'The payment could not start.',
  /** The message under a field for the rule it broke; other reasons use the general text. */
  errors: {
    email: {
      INVALID_FORMAT_EMAIL: 'Enter the customer’s email address, such as name@example.com.',
    },
    period: {
      OUT_OF_RANGE: 'Give the customer more than zero time, or leave it empty.',
    },
    timeOfDay: {
      INVALID_FORMAT: 'Enter a time of day, such as 15:00.',
      DEPENDS_ON_OTHER_FIELD: 'A set time of day needs a time to transfer. Enter one above.',
    },
  },
  account: {
    title: 'Transfer to this account',
    bank: 'Bank',
    branch: 'Branch',
    accountType: 'Account type',
    accountNumber: 'Account number',
    accountHolder: 'Account holder',
    amount: 'Amount to transfer',
    missing: 'Not given by the service',
    instruction:
      'The customer transfers {{amount}} to this account before the deadline, from any bank or ATM.',
    customerDisplay: 'The customer display shows the account, the amount and the deadline.',
  },
} as const;
