import type { printing as en } from '../en/printing';
import type { Messages } from '../messages';

export const printing = {
  preview: 'プレビュー',
  previewTitle: 'プレビュー（印刷されるとおり）',
  previewLoading: 'プレビューを準備しています…',
  previewFailed: 'プレビューを準備できませんでした。',
  close: '閉じる',
  documentLabel: '印刷する書類',
  outputs: {
    PRINTER_NOT_AVAILABLE:
      'この画面では印刷もPDF保存もできません（プリンターがありません）。プレビューで印刷される内容を確認できます。',
    PRINTER_NOT_CONFIGURED:
      'プリンターが設定されていません。印刷するには設定画面で選んでください。PDF保存はできます。',
  },
} as const satisfies Messages<typeof en>;
