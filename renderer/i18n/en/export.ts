/** The back office's export panel (renderer/features/export). */
export const exportPanel = {
  title: 'Export as CSV',
  encoding: {
    legend: 'Encoding',
    utf8: 'UTF-8 (Excel, most programs)',
    sjis: 'Shift_JIS (older Japanese software)',
  },
  start: 'Export',
  cancel: 'Cancel export',
  progressLabel: 'Export progress',
  reading_one: 'Read {{count, number}} item…',
  reading_other: 'Read {{count, number}} items…',
  readingOf: 'Read {{read, number}} of {{total, number}} items…',
  done: 'Saved {{fileName}}.',
  summary_one: '{{count, number}} row, from {{charges}} and {{refunds}}.',
  summary_other: '{{count, number}} rows, from {{charges}} and {{refunds}}.',
  charges_one: '{{count, number}} charge',
  charges_other: '{{count, number}} charges',
  refunds_one: '{{count, number}} refund',
  refunds_other: '{{count, number}} refunds',
  dialogCancelled: 'Nothing was exported: no file was chosen.',
  /** By the code an export ended with; nothing was written in any of these. */
  failed: {
    EXPORT_RANGE_REVERSED:
      'The end date is before the start date. Correct the dates and export again.',
    EXPORT_DISK_FULL: 'The disk is full. Free some space and export again. No file was written.',
    EXPORT_FOLDER_UNWRITABLE:
      'The chosen folder cannot be written to. Choose another folder. No file was written.',
    EXPORT_WRITE_FAILED: 'The file could not be written. Export again. No file was written.',
    EXPORT_SERVICE_FAILED:
      'The payment service stopped answering during the export. Export again later. No file was written.',
    EXPORT_CANCELLED: 'The export was cancelled. No file was written.',
    EXPORT_ALREADY_RUNNING: 'Another export is running. Wait for it or cancel it.',
  },
} as const;
