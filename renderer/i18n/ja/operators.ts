import type { operators as en } from '../en/operators';
import type { Messages } from '../messages';

export const operators = {
  role: { cashier: 'キャッシャー', manager: '責任者' },
  signIn: {
    title: 'サインイン',
    lead: '名前を選び、暗証番号を入力してください。',
    operator: '担当者',
    pin: '暗証番号',
    keypad: '暗証番号の入力キー',
    backspace: '1桁消す',
    clear: '暗証番号を消す',
    submit: 'サインイン',
    retryIn: '暗証番号の誤りが続きました。再入力できるまで',
    retryTimer: '暗証番号を再入力できるまでの時間',
    retryNow: 'もう一度入力できます。',
  },
  header: {
    label: 'サインイン中',
    signOut: 'サインアウト',
  },
  settings: {
    title: '担当者',
    unused:
      'Counterはサインインなしで動作しています。担当者ごとに暗証番号でサインインするには、最初の責任者を登録してください。',
    start: '担当者を使う',
    firstManager: '最初の責任者',
    managerOnly: '担当者の管理は、サインインした責任者だけが行えます。',
    name: '名前',
    role: '役割',
    pin: '暗証番号（4〜8桁）',
    newPin: '新しい暗証番号（4〜8桁）',
    create: '責任者を登録',
    add: '担当者を追加',
    rename: '名前を変更',
    changeRole: '役割を変更',
    resetPin: '暗証番号をリセット',
    remove: '削除',
    save: '保存',
    cancel: 'キャンセル',
    list: 'このレジの担当者',
    idle: '操作がないときに自動でサインアウトするまでの分数',
    saved: '保存しました。',
  },
} as const satisfies Messages<typeof en>;
