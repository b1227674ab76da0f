import type { exportPanel as en } from '../en/export';
import type { Messages } from '../messages';

export const exportPanel = {
  title: 'CSVで書き出す',
  encoding: {
    legend: '文字コード',
    utf8: 'UTF-8（Excel・一般的なソフト）',
    sjis: 'Shift_JIS（従来の日本語ソフト）',
  },
  start: '書き出す',
  cancel: '書き出しを中止',
  progressLabel: '書き出しの進み具合',
  reading_one: '{{count}}件を読み込みました…',
  reading_other: '{{count}}件を読み込みました…',
  readingOf: '{{total}}件中{{read}}件を読み込みました…',
  done: '{{fileName}} を保存しました。',
  summary_one: '{{count}}行（売上{{charges}}件・返金{{refunds}}件から）。',
  summary_other: '{{count}}行（売上{{charges}}件・返金{{refunds}}件から）。',
  dialogCancelled: 'ファイルが選ばれなかったため、書き出していません。',
  failed: {
    EXPORT_RANGE_REVERSED: '終了日が開始日より前です。日付を直して、もう一度書き出してください。',
    EXPORT_DISK_FULL:
      'ディスクがいっぱいです。空き容量を作って、もう一度書き出してください。ファイルは作成されていません。',
    EXPORT_FOLDER_UNWRITABLE:
      '選んだフォルダーに書き込めません。別のフォルダーを選んでください。ファイルは作成されていません。',
    EXPORT_WRITE_FAILED:
      'ファイルを書き込めませんでした。もう一度書き出してください。ファイルは作成されていません。',
    EXPORT_SERVICE_FAILED:
      '書き出し中に決済サービスが応答しなくなりました。しばらくしてから、もう一度書き出してください。ファイルは作成されていません。',
    EXPORT_CANCELLED: '書き出しを中止しました。ファイルは作成されていません。',
    EXPORT_ALREADY_RUNNING: '別の書き出しが実行中です。終わるまで待つか、中止してください。',
  },
} as const satisfies Messages<typeof en>;
