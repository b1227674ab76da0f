/** The customers' records: the service's stored data a back-office clerk looks after. */
export const records = {
  title: 'Records',
  views: 'Records views',
  view: {
    customerIds: 'Customer ids',
    widgetColours: 'Widget colours',
  },
  shortcuts: {
    moreTokens: 'Customer ids: show more tokens',
    resetColours: 'Widget colours: reset to the defaults',
    save: 'Save or ask: the view’s main action',
  },
  switchView: 'Switch records view',
} as const;
