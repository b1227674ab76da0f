/** The customers' records: the service's stored data a back-office clerk looks after. */
export const records = {
  title: 'Records',
  views: 'Records views',
  view: {
    customerIds: 'Customer ids',
    widgetColours: 'Widget colours',
    subscriptions: 'Subscriptions',
    tokens: 'Tokens',
  },
  shortcuts: {
    switchCard: 'Subscriptions: switch the card',
    editMetadata: 'Subscriptions: edit metadata',
    subscriptionLists: 'Subscriptions: scheduled payments or charges',
    moreTokens: 'Customer ids and Tokens: show more tokens',
    registerCard: 'Tokens: register a card',
    resetColours: 'Widget colours: reset to the defaults',
    save: 'Save or ask: the view’s main action',
  },
  switchView: 'Switch records view',
} as const;
