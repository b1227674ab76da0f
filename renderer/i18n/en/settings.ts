/** The terminal's settings, training mode, and the audit trail for the back office. */
export const settings = {
  title: 'Settings',
  loading: 'Reading the settings…',
  readFailed: 'The settings could not be read.',
  saved: 'Saved.',
  unchanged: 'Nothing was changed.',
  saveFailed: 'Not saved.',
  terminal: {
    title: 'This terminal',
    language: 'Language on screen and on receipts',
    customerDisplay: 'Customer display',
    customerDisplayHint:
      'Shows the amount, QR codes and payment instructions on a second screen facing the customer.',
  },
  printing: {
    title: 'Printing',
    printerName: 'Receipt printer',
    printerNameHint:
      'The printer’s name as the system lists it. Leave empty to save documents as PDF only.',
    paper: 'Paper in the printer',
    pdfPaper: 'Paper size of saved PDFs',
    papers: {
      receipt_80mm: '80 mm receipt roll',
      a4: 'A4 sheet',
      letter: 'Letter sheet',
    },
    timeZone: 'Store time zone',
    timeZoneHint: 'Dates on receipts and slips are printed in this zone, such as Asia/Tokyo.',
    save: 'Save printing settings',
    testPrint: 'A test print needs a sale: print a receipt from a paid sale to check the printer.',
  },
  training: {
    title: 'Training mode',
    body: 'In training, the counter runs on the built-in simulator: no real money moves, every screen and receipt is marked, and training sales are kept apart from the store’s history.',
    on: 'Training is on',
    off: 'Training is off',
    start: 'Start training',
    stop: 'Leave training',
    confirmStartTitle: 'Start training?',
    confirmStartBody:
      'The counter switches to the training store. Sales taken until training is left move no real money.',
    confirmStopTitle: 'Leave training?',
    confirmStopBody:
      'The counter switches back to the store’s own profile. Sales after this move real money in live mode.',
    confirmStart: 'Yes, start training',
    confirmStop: 'Yes, leave training',
    cancel: 'Cancel',
    noStoreProfile:
      'There is no store profile to leave training for. Add your store’s profile first; training stays on meanwhile.',
    addStoreProfile: 'Add a store profile',
    failed: 'Training mode was not changed.',
  },
  audit: {
    title: 'Audit trail',
    body: 'Every sensitive change (credentials, settings, training, reviews, reprints) is recorded in a chained log that shows any later alteration.',
    verify: 'Check the audit trail',
    checking: 'Checking…',
    intact_one: 'Intact: {{count}} entry, none altered.',
    intact_other: 'Intact: {{count}} entries, none altered.',
    head: 'Last entry’s fingerprint: {{hash}}',
    broken:
      'Altered or damaged at entry {{index}} of {{count}}: {{problem}} Keep this terminal as it is and tell the back office.',
    problems: {
      unreadable_entry: 'the entry cannot be read.',
      sequence_mismatch: 'entries are missing or out of order.',
      previous_hash_mismatch: 'the entry does not follow the one before it.',
      hash_mismatch: 'the entry was changed after it was written.',
    },
    format: 'File format',
    formats: {
      jsonl: 'JSON Lines',
      csv: 'CSV (spreadsheet)',
    },
    export: 'Save the audit trail as a file',
    exporting: 'Preparing the file…',
    exported: 'The file {{name}} was handed to the browser’s downloads.',
    failed: 'The audit trail could not be read.',
  },
} as const;
