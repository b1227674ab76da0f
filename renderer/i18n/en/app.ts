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
  tillProcess: {
    stopped: {
      title: 'Counter’s till has stopped.',
      body: 'This page can no longer take a payment or learn how one ended. Start Counter again, then reload this page. A sale that was in progress is checked when Counter starts, and waits under To review if it needs you.',
    },
    replaced: {
      title: 'Counter was started again.',
      body: 'This page belongs to the run that stopped. Reload it to go on. A sale that was in progress waits under To review if it needs you.',
    },
    reload: 'Reload the page',
  },
  connectivity: {
    label: 'Connection',
    online: 'Online',
    offline: 'Offline',
    unknown: 'Checking',
    tillStopped: 'Till not running',
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
