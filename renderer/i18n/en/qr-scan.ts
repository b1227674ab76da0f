/** Customer-presented QR sale: the scan, the typed fallback and the customer's email. */
export const qrScan = {
  title: 'QR payment: scan the customer’s code',
  amountLabel: 'Amount to charge',
  scanner: {
    label: 'Scanner',
    ready: 'Ready to scan',
    readyHint:
      'Scan the code in the customer’s payment app. The scan is taken wherever the cursor is.',
    received: 'Code received',
    receivedHint: 'Check the customer email, then press Enter or F9 to charge.',
    codeLength_one: '{{count, number}} character',
    codeLength_other: '{{count, number}} characters',
    incomplete: 'The scan was incomplete. Scan the code again.',
  },
  email: 'Customer email',
  emailHint: 'Required by the payment service. The receipt can be sent there.',
  manualCode: 'Or type the code',
  manualCodeHint:
    'If the scanner cannot read it, type the code shown under the QR in the customer’s app.',
  codeRequired: 'Scan the customer’s code, or type it here.',
  submit: 'Charge {{amount}}',
  starting: 'Starting…',
  back: 'Back',
  formProblem: 'The payment could not start.',
} as const;
