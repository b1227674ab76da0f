/** Online wallet sale: the brand, how the wallet is called, its extra fields, and the wait. */
export const online = {
  title: 'Online wallet payment',
  amountLabel: 'Amount to charge',
  brand: {
    label: 'Wallet',
  },
  callMethod: {
    label: 'How the customer pays',
    chooseBrandFirst: 'Choose the wallet first.',
    hint: 'Choose one of the ways {{brand}} offers.',
    names: {
      http_get: 'Payment page',
      http_get_mobile: 'Mobile payment page',
      http_post: 'Payment window',
      sdk: 'Wallet SDK',
      app: 'Wallet app',
      web: 'In-app browser',
    },
    descriptions: {
      http_get: 'The customer scans a QR code, or pays in a window here.',
      http_get_mobile: 'The customer scans a QR code and pays on their phone.',
      http_post: 'The wallet’s page opens in a window at the counter.',
      sdk: 'The customer approves in an app built with the wallet’s SDK.',
      app: 'The customer approves in the wallet’s own app.',
      web: 'The customer approves in the wallet’s in-app browser.',
    },
  },
  userIdentifier: {
    label: 'Customer’s wallet user ID',
    hint: 'As the customer’s {{brand}} app shows it.',
  },
  osType: {
    label: 'Customer’s phone',
    names: { android: 'Android phone', ios: 'iPhone (iOS)' },
  },
  ipAddress: {
    label: 'Customer’s device IP address',
    hint: 'IPv4, such as 203.0.113.5.',
  },
  /** By form field, then by the service's validation reason (the schema's rule at fault). */
  errors: {
    brand: {
      REQUIRED_VALUE: 'Choose the customer’s wallet.',
    },
    callMethod: {
      REQUIRED_VALUE: 'Choose how the customer pays with {{brand}}.',
      NOT_SUPPORTED_BY_BRAND: '{{brand}} does not offer this way of paying. Choose one listed.',
    },
    userIdentifier: {
      REQUIRED_VALUE: 'Enter the customer’s {{brand}} user ID.',
    },
    osType: {
      REQUIRED_VALUE: 'Choose the customer’s phone for {{brand}}.',
    },
    ipAddress: {
      REQUIRED_VALUE: 'Enter the IP address of the customer’s device.',
      INVALID_FORMAT: 'Enter an IPv4 address, such as 203.0.113.5.',
    },
  },
  submit: 'Charge {{amount}}',
  starting: 'Starting…',
  back: 'Back',
  formProblem: 'The payment could not start.',
  wait: {
    title: 'Waiting for the customer to pay with {{brand}}',
    qr: {
      label: 'QR code of the {{brand}} payment page',
      body: 'Ask the customer to scan this code with their phone’s camera and pay in {{brand}}.',
      host: 'The code opens a page on {{host}}.',
      alsoWindow:
        'The same page is also open in a window at the counter; the customer may pay there instead.',
    },
    window: {
      body: 'The {{brand}} payment page opened in a separate window. Turn it to the customer: they sign in and approve the payment there.',
      host: 'The page is on {{host}}.',
    },
    /** The wallet's page was closed by hand before the customer finished. */
    pageClosed: {
      message:
        'The {{brand}} page was closed before the customer finished. Open it again for the customer, or abort the payment.',
      reopen: 'Open the {{brand}} page again',
    },
    app: {
      sdk: 'Ask the customer to open the app that pays with {{brand}} on their phone and approve the payment there.',
      app: 'Ask the customer to open the {{brand}} app on their phone and approve the payment there.',
      web: 'Ask the customer to open {{brand}} on their phone and approve the payment in its in-app browser.',
      other: 'Ask the customer to approve the payment in {{brand}} on their phone.',
    },
    updates: 'This screen updates by itself once the customer pays or declines.',
    /** The charge's deadline: unpaid by then, the sale fails as expired. */
    deadline: {
      label: 'Time left to pay',
      expired: 'Time is up',
    },
  },
} as const;
