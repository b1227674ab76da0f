/** The customers' records: the service's stored data a back-office clerk looks after. */
export const records = {
  title: 'Records',
  views: 'Records views',
  view: {
    widgetColours: 'Widget colours',
  },
  shortcuts: {
    resetColours: 'Widget colours: reset to the defaults',
    save: 'Save the view’s form',
  },
  switchView: 'Switch records view',
} as const;
