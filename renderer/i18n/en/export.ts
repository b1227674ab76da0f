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
} as const;
