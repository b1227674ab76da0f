/** A sale on its way (each step in words) and how it ended. */
export const chargeProgress = {
  title: 'Payment in progress',
  steps: {
    started: 'Starting the payment',
    creating_token: 'Sending the payment details',
    authenticating_token: 'Checking the card',
    creating_charge: 'Creating the charge',
    processing: 'The payment is being processed',
    authenticating: 'The customer is authenticating with their card issuer',
    awaiting_customer: 'Waiting for the customer',
    capturing: 'Capturing the payment',
    canceling: 'Canceling the charge',
    refunding: 'Refunding',
    recovering: 'Checking where the payment stands',
  },
  stepsLabel: 'Steps',
  stepDone: 'done',
  stepCurrent: 'in progress',
  waitingForMain: 'Starting the payment…',
  threeDs: {
    closed:
      'The card issuer’s page was closed before the customer finished. Open it again for the customer, or abort the sale.',
    reopen: 'Open the issuer’s page again',
    body: 'The card issuer’s page is open. Ask the customer to follow it (a code or an app confirmation). This screen updates by itself.',
  },
  /**
   * What differs by payment method: the steps named after what is sent, and how an ending
   * reads for the customer's money.
   */
  methods: {
    card_sale: {
      steps: {
        creating_token: 'Sending the card details',
        processing: 'The card company is processing the payment',
      },
      result: {
        succeededCapturedBody: 'The payment is complete. The amount has been charged to the card.',
        failedBody: 'No money was taken.',
        abandonedBody: 'The payment was stopped. The customer is not charged.',
      },
    },
    konbini_sale: {
      steps: {
        creating_token: 'Sending the customer’s details',
        processing: 'Issuing the convenience store payment',
      },
      result: {
        succeededCapturedBody: 'The customer paid at the convenience store. The sale is complete.',
        failedBody: 'No money was taken. A slip the customer holds can no longer be paid.',
        abandonedBody:
          'The convenience store payment was canceled: the customer can no longer pay it and is not charged.',
      },
    },
    qr_scan_sale: {
      steps: {
        creating_token: 'Sending the scanned code',
        processing: 'The wallet is processing the payment',
      },
      result: {
        succeededCapturedBody:
          'The payment is complete. The amount has been paid from the customer’s wallet.',
        failedBody: 'No money was taken.',
        abandonedBody: 'The payment was stopped. The customer is not charged.',
      },
    },
    qr_merchant_sale: {
      steps: {
        creating_token: 'Preparing the payment code',
        processing: 'Creating the code for the customer',
      },
      result: {
        succeededCapturedBody: 'The customer paid with their wallet app. The sale is complete.',
        failedBody: 'No money was taken. The code can no longer be paid.',
        abandonedBody: 'The code was canceled. The customer is not charged.',
      },
    },
    online_sale: {
      steps: {
        creating_token: 'Sending the wallet details',
        processing: 'The wallet is preparing the payment',
      },
      result: {
        succeededCapturedBody: 'The customer paid with their wallet. The sale is complete.',
        failedBody: 'No money was taken.',
        abandonedBody: 'The payment was stopped. The customer is not charged.',
      },
    },
    bank_transfer_sale: {
      steps: {
        creating_token: 'Requesting an account for the transfer',
        processing: 'Preparing the account for the transfer',
      },
      result: {
        succeededCapturedBody: 'The transfer arrived. The sale is complete.',
        failedBody:
          'No money was taken. A transfer to the account given for this sale is no longer accepted.',
        abandonedBody:
          'The bank transfer was canceled: the account no longer accepts a transfer for it, and the customer is not charged.',
      },
    },
  },
  /** A payment the customer makes later: its deadline and its printed slip. */
  slip: {
    deadline: 'Pay by',
    deadlineUnknown:
      'The service did not give the deadline. It is shown under Open payments once read.',
    timeLeft: 'Time left',
    expired: 'Deadline passed',
    print: 'Print slip',
    preview: 'Preview slip',
    printing: 'Printing…',
    printed: 'Slip printed. Hand it to the customer.',
    printedCopy: 'Slip printed as copy {{issue}}.',
    printFailed: 'The slip could not be printed.',
    printErrors: {
      PRINTER_NOT_AVAILABLE:
        'No printer can be used here (the browser version of the app cannot print). Show the customer this screen or the customer display instead.',
      PRINTER_NOT_CONFIGURED: 'No printer is set. Choose one in Settings, then print again.',
      PRINTER_NOT_FOUND:
        'The printer set in Settings was not found. Check that it is on and connected, or choose another.',
      PRINT_FAILED:
        'The printer could not print the slip. Check its paper and connection, then print again.',
      NO_PAYMENT_SLIP: 'The slip is not ready yet. Try again in a few seconds.',
      PAYMENT_NOT_OPEN:
        'Open payments does not list this payment (not yet, or no longer), so no slip can be printed. Try again in a few seconds; if it stays so, check Open payments.',
      CHARGE_NOT_AWAITING:
        'This payment no longer waits for the customer, so there is no slip to print.',
      INVALID_DOCUMENT:
        'The service did not give everything the slip needs. Show the customer this screen instead.',
    },
  },
  leave: {
    action: 'Keep open, next sale',
    following:
      'The customer can pay later: the payment stays under Open payments, checked until it is paid or its deadline passes.',
    stopped:
      'This screen no longer follows the payment. It is still open: Open payments goes on checking it until the customer pays or the deadline passes.',
  },
  notAbortableWaiting:
    'It cannot be aborted here any more. To void it, cancel it from Open payments.',
  abort: 'Abort payment',
  abortConfirm: {
    title: 'Abort this payment?',
    back: 'Back, keep the payment',
    confirm: 'Yes, abort the payment',
  },
  abortHint: 'Aborting cancels the charge; the customer is not charged.',
  notAbortable: 'This step cannot be stopped. Wait for the payment service’s answer.',
  abortFailed: 'The payment could not be aborted.',
  result: {
    /** A sale paid with another amount than it asked (a bank transfer the bank took as it came). */
    received: {
      short: '{{by}} short: {{asked}} was asked, {{received}} arrived.',
      over: '{{by}} over: {{asked}} was asked, {{received}} arrived.',
      shortAdvice:
        'Take the remaining {{by}} as a new sale, by any method. The payment service cannot ask this transfer for more.',
      overAdvice:
        'The payment service cannot refund a bank transfer: return the {{by}} over to the customer by the shop’s own bank transfer.',
    },
    succeededCaptured: 'Paid',
    succeededCapturedBody: 'The payment is complete. The amount has been charged to the card.',
    succeededAuthorized: 'Authorized — not captured yet',
    succeededAuthorizedBody:
      'The amount is held on the card but not charged yet. Capture it later from the Payments list or the Open payments board, before the authorization expires.',
    failed: 'Payment failed',
    failedBody: 'No money was taken.',
    needsReview: 'Outcome unknown — do not charge again',
    needsReviewBody:
      'The app could not find out whether the payment went through. It is in the review list, where a person will settle it. Do not charge the customer again for this sale.',
    abandoned: 'Payment canceled',
    abandonedBody: 'The payment was stopped. The customer is not charged.',
    amount: 'Amount',
    chargeDetail: 'Payment details',
    /** The paid sale's receipt: printed where this till can, otherwise shown. */
    receipt: {
      print: 'Print receipt',
      show: 'Show receipt',
    },
    otherMethod: 'Try another method',
    reference: 'Operation {{id}}',
  },
  newSale: 'New sale',
} as const;
