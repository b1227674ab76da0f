/** Konbini sale: the customer's details, the store, the time to pay, and the payment slip. */
export const konbini = {
  title: 'Konbini payment',
  amountLabel: 'Amount to pay at the store',
  customerName: 'Customer name',
  customerNameHint: 'Printed on the payment slip.',
  phoneNumber: 'Phone number (Japan)',
  phoneNumberHint: 'A Japanese number, such as 090-1234-5678.',
  phoneNumberCharacters:
    'A phone number is digits, with hyphens, spaces, brackets or a leading + if you like. That character is not taken.',
  email: 'Customer email',
  emailHint: 'Required by the payment service, which e-mails the numbers to pay with here.',
  store: 'Convenience store',
  storeHint: 'Where the customer will pay.',
  period: 'Time to pay',
  periodHint:
    'From 30 minutes to 30 days. Without a change the customer has 30 days, to the end of the last day.',
  timeShiftHint:
    'On the last day the deadline moves to this time, Japan time. Needs at least 1 day to pay.',
  timeShiftUnavailable: '{{store}} does not accept a set time of day.',
  timeShiftShortPeriod:
    'A set time of day needs a period of a day or more: this deadline is the period from now.',
  submit: 'Issue konbini payment for {{amount}}',
  starting: 'Starting…',
  back: 'Back',
  formProblem: 'The payment could not start.',
  /** The message under a field for the rule it broke; other reasons use the general text. */
  errors: {
    customerName: { REQUIRED_VALUE: 'Enter the customer’s name.' },
    phoneNumber: {
      REQUIRED_VALUE: 'Enter the customer’s phone number.',
      INVALID_PHONE_NUMBER:
        'Enter a Japanese phone number of 10 or 11 digits, such as 090-1234-5678.',
    },
    email: {
      INVALID_FORMAT_EMAIL: 'Enter the customer’s email address, such as name@example.com.',
    },
    convenienceStore: {
      REQUIRED_VALUE: 'Choose the convenience store where the customer will pay.',
    },
    period: {
      REQUIRED_VALUE: 'Enter how many minutes, hours or days the customer has to pay.',
      OUT_OF_RANGE: 'Give the customer from 30 minutes to 30 days.',
    },
    timeOfDay: {
      INVALID_FORMAT: 'Enter a time of day, such as 21:00.',
      NOT_SUPPORTED_BY_BRAND:
        '{{store}} does not accept a set time of day. Turn it off or choose another store.',
      DEPENDS_ON_OTHER_FIELD: 'A set time of day needs a time to pay. Enter one above.',
    },
  },
  slip: {
    title: 'Konbini payment slip',
    payAt: 'Pay at',
    instruction: 'The customer pays {{amount}} before the deadline.',
    amount: 'Amount to pay',
    customerDisplay:
      'The customer display shows where and how to pay, the amount and the deadline.',
  },
} as const;
