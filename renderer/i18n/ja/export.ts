import type { exportPanel as en } from '../en/export';
import type { Messages } from '../messages';

export const exportPanel = {
  title: 'CSVで書き出す',
  encoding: {
    legend: 'CSVの文字コード',
    utf8: 'UTF-8（一般的なソフト）',
    sjis: 'Shift_JIS（従来のソフト）',
  },
  start: '書き出す',
  cancel: '書き出しを中止',
  progressLabel: '書き出しの進み具合',
  reading_one: '{{count, number}}件を読み込みました…',
  reading_other: '{{count, number}}件を読み込みました…',
  readingOf: '{{total, number}}件中{{read, number}}件を読み込みました…',
  done: '{{fileName}} を {{folder}} に保存しました（{{time}}）。',
  summary_one: '{{count, number}}行（{{charges}}・{{refunds}}から）。',
  summary_other: '{{count, number}}行（{{charges}}・{{refunds}}から）。',
  charges_one: '売上{{count, number}}件',
  charges_other: '売上{{count, number}}件',
  refunds_one: '返金{{count, number}}件',
  refunds_other: '返金{{count, number}}件',
  folder: {
    default: '書き出し先（既定のフォルダー）：',
    chosen: '書き出し先（選んだフォルダー）：',
    change: 'フォルダーを変更',
    open: 'フォルダーを開く',
    typedLabel: '書き出し先のフォルダー',
    typedHint: '既にあるフォルダーの完全なパス（例：/home/shop/Documents）。',
    use: 'このフォルダーにする',
    keep: '今のフォルダーのままにする',
  },
} as const satisfies Messages<typeof en>;
