/** Printing on every host: why an output cannot be used here, and the on-screen preview. */
export const printing = {
  preview: 'Preview',
  previewTitle: 'Preview: as it prints',
  previewLoading: 'Preparing the preview…',
  previewFailed: 'The preview could not be prepared.',
  close: 'Close',
  documentLabel: 'Printed document',
  outputs: {
    PRINTER_NOT_AVAILABLE:
      'Printing and PDF are not available in this window (no printer here). The preview shows what would print.',
    PRINTER_NOT_CONFIGURED:
      'No printer is set up. Choose one in Settings to print; PDF still works.',
  },
};
