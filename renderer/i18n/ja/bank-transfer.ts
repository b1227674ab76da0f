import type { bankTransfer as en } from '../en/bank-transfer';
import type { Messages } from '../messages';

export const bankTransfer = {
  title: '銀行振込',
  amountLabel: 'お振込金額',
  bank: '銀行',
  bankHint: 'この販売のために、決済サービスがこの銀行の振込先口座をお客様に用意します。',
  email: 'お客様のメールアドレス',
  emailHint: '決済サービスで必須です。',
  matchAmount: '銀行が受け付ける金額',
  matchAmountHint: '銀行は振込ごとに販売金額と照合し、受け付けない振込は振込元へ返却します。',
  matchAmounts: {
    store: '店舗の設定どおり',
    exact: '金額ちょうど',
    minimum: '金額以上',
    maximum: '金額以下',
    disabled: '金額を問わない',
  },
  matchAmountRules: {
    store: '決済サービスで店舗または加盟店に設定されたルールが適用されます。',
    exact: 'ちょうど{{amount}}の振込だけを受け付けます。',
    minimum: '{{amount}}以上の振込を受け付けます。少ない振込は返却されます。',
    maximum: '{{amount}}以下の振込を受け付けます。多い振込は返却されます。',
    disabled: '金額を問わず振込を受け付けます。届いた金額が支払額になります。',
  },
  period: '振込期間（任意）',
  periodHint: '空欄の場合は決済サービスの期限になります。',
  timeShiftHint: '最終日の期限をこの時刻（日本時間）にします。',
  submit: '{{amount}}の振込を依頼',
  starting: '開始しています…',
  back: '戻る',
  formProblem: '決済を開始できませんでした。',
  errors: {
    email: {
      INVALID_FORMAT_EMAIL: 'お客様のメールアドレスを入力してください（例：name@example.com）。',
    },
    period: {
      OUT_OF_RANGE: '振込期間は0より長くするか、空欄にしてください。',
    },
    timeOfDay: {
      INVALID_FORMAT: '時刻を入力してください（例：15:00）。',
      DEPENDS_ON_OTHER_FIELD: '期限の時刻を指定するには振込期間が必要です。上で入力してください。',
    },
  },
  account: {
    title: 'お振込先',
    bank: '銀行',
    branch: '支店',
    accountType: '預金種目',
    accountNumber: '口座番号',
    accountHolder: '口座名義',
    amount: 'お振込金額',
    missing: 'サービスから提供されていません',
    instruction:
      'お客様は支払期限までに、この口座へ{{amount}}をお振り込みください（どの銀行・ATMからでも可）。',
    customerDisplay: 'お客様用画面にも振込先・金額・支払期限が表示されています。',
  },
} as const satisfies Messages<typeof en>;
