import type { records as en } from '../en/records';
import type { Messages } from '../messages';

export const records = {
  title: '顧客記録',
  views: '顧客記録の画面',
  view: {
    widgetColours: 'ウィジェットの色',
  },
  shortcuts: {
    resetColours: 'ウィジェットの色：初期値に戻す',
    save: '画面のフォームを保存',
  },
  switchView: '顧客記録の画面を切り替える',
} as const satisfies Messages<typeof en>;
