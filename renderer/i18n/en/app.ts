/** The shell: header, navigation, key help, and what every screen shares. */
export const app = {
  loading: 'Loading…',
  store: {
    label: 'Store',
    none: 'No store profile',
    training: 'Training store',
  },
  mode: {
    label: 'Mode',
    test: 'Test',
    live: 'Live',
    training: 'Training',
  },
  training: {
    banner: 'Training: no real money moves',
    watermark: 'TRAINING',
  },
  connectivity: {
    label: 'Connection',
    online: 'Online',
    offline: 'Offline',
    unknown: 'Checking',
    checkedAt: 'Checked {{time}}',
  },
  review: {
    label: 'To review',
    none: 'Nothing to review',
  },
  language: {
    label: 'Language',
  },
  nav: {
    backOffice: 'Back office',
    label: 'Screens',
    sale: 'New sale',
    openPayments: 'Open payments',
    profiles: 'Stores',
    settings: 'Settings',
    payments: 'Payments',
    review: 'Review',
    records: 'Records',
  },
  reattached: {
    title: 'Also still in progress from before the window started again (choose one to show it):',
    dismiss: 'Dismiss',
  },
  endings: {
    title: 'Ended while no screen followed them: check before charging again',
    acknowledge: 'Seen',
  },
  problem: {
    title: 'Attention',
    dismiss: 'Dismiss',
  },
  about: 'Counter {{version}} ({{mode}}, {{platform}})',
  appMode: {
    production: 'production',
    development: 'development build',
  },
  shortcuts: {
    open: 'Keys',
    title: 'Keyboard shortcuts',
    close: 'Close',
    everywhere: 'Everywhere',
    switchScreen: 'Switch screen',
    help: 'Show this list',
    closeDialog: 'Close a dialog',
  },
} as const;
