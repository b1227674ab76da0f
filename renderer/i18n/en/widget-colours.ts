/** The payment widget's colours (spec: Widget configuration). */
export const widgetColours = {
  title: 'Payment widget colours',
  reading: '#rrggbb or #rgb. Reading the colours the widget shows now…',
  startsFromCurrent:
    '#rrggbb or #rgb. The form starts from the colours the widget shows now; saving sends those you changed.',
  notRead:
    '#rrggbb or #rgb. The colours in use could not be read, so the form starts from the defaults.',
  savedHere: '#rrggbb or #rgb. Showing what the service answered to this till’s last save.',
  colourHint: '{{role}} (default {{default}})',
  pickerLabel: 'Pick the colour: {{colour}}',
  colours: {
    main_background: { label: 'Form background', role: 'Behind the forms' },
    main_color: {
      label: 'Header and button',
      role: 'Behind the header and button',
    },
    main_text: {
      label: 'Header and button text',
      role: 'Header and button text',
    },
    primary_text: { label: 'Title', role: 'The store name by default' },
    secondary_background: {
      label: 'Logo and title background',
      role: 'Behind logo and title',
    },
    secondary_text: { label: 'Explanation text', role: 'Below the title' },
    base_text: { label: 'Other text', role: 'Any other text' },
  },
  preview: {
    caption: 'Preview: how the widget looks with these colours',
    header: 'Payment',
    storeName: 'Your store',
    explanation: 'Enter your card details to pay.',
    cardNumber: 'Card number',
    expiry: 'Expiry',
    pay: 'Pay ¥1,000',
  },
  reset: 'Reset to defaults',
  save: 'Save colours',
  saving: 'Saving…',
  unchanged: 'Nothing to save: the widget already shows these colours.',
  saved: 'Colours saved. The widget shows them from now on.',
  notSaved: 'The colours were not saved.',
  mayHaveSaved:
    'The colours may have been saved: the answer was lost. The form keeps what you entered; save again to be sure.',
} as const;
