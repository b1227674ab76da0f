import type { konbini as en } from '../en/konbini';
import type { Messages } from '../messages';

export const konbini = {
  title: 'コンビニ払い',
  amountLabel: '店頭でのお支払い金額',
  customerName: 'お客様のお名前',
  customerNameHint: '払込票に印字されます。',
  phoneNumber: '電話番号（日本）',
  phoneNumberHint: '日本の電話番号（例：090-1234-5678）',
  phoneNumberCharacters:
    '電話番号は数字です（ハイフン、スペース、括弧、先頭の＋は可）。この文字は入力できません。',
  email: 'お客様のメールアドレス',
  emailHint: '決済サービスで必須です。お支払いに必要な番号がこのアドレスに届きます。',
  store: 'コンビニ',
  storeHint: 'お客様がお支払いになる店舗',
  period: '支払期間',
  periodHint: '30分から30日まで。変更しなければ30日後の終わりまでです。',
  timeShiftHint: '最終日の期限をこの時刻（日本時間）にします。支払期間が1日以上必要です。',
  timeShiftUnavailable: '{{store}}では期限の時刻を指定できません。',
  timeShiftShortPeriod:
    '期限の時刻は1日以上の期間で指定できます。この期限は今から指定した期間後です。',
  submit: '{{amount}}のコンビニ払いを発行',
  starting: '開始しています…',
  back: '戻る',
  formProblem: '決済を開始できませんでした。',
  errors: {
    customerName: { REQUIRED_VALUE: 'お客様のお名前を入力してください。' },
    phoneNumber: {
      REQUIRED_VALUE: 'お客様の電話番号を入力してください。',
      INVALID_PHONE_NUMBER:
        '日本の電話番号を10桁または11桁で入力してください（例：090-1234-5678）。',
    },
    email: {
      INVALID_FORMAT_EMAIL: 'お客様のメールアドレスを入力してください（例：name@example.com）。',
    },
    convenienceStore: {
      REQUIRED_VALUE: 'お客様がお支払いになるコンビニを選んでください。',
    },
    period: {
      REQUIRED_VALUE: '支払期間を分・時間・日で入力してください。',
      OUT_OF_RANGE: '支払期間は30分から30日までにしてください。',
    },
    timeOfDay: {
      INVALID_FORMAT: '時刻を入力してください（例：21:00）。',
      NOT_SUPPORTED_BY_BRAND:
        '{{store}}では期限の時刻を指定できません。指定をやめるか、別のコンビニを選んでください。',
      DEPENDS_ON_OTHER_FIELD: '期限の時刻を指定するには支払期間が必要です。上で入力してください。',
    },
  },
  slip: {
    title: 'コンビニ払い 払込票',
    payAt: 'お支払い先',
    instruction: 'お客様は支払期限までに{{amount}}をお支払いください。',
    amount: 'お支払い金額',
    customerDisplay: 'お客様用画面にも支払先・支払い方法・金額・支払期限が表示されています。',
  },
} as const satisfies Messages<typeof en>;
