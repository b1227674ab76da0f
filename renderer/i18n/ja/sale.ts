import type { sale as en } from '../en/sale';
import type { Messages } from '../messages';

export const sale = {
  title: '新規販売',
  amount: {
    label: '金額',
    hint: 'テンキーかキーボードで入力し、Enter で確定します。',
    confirmedHint: '金額を確定しました。支払方法を選ぶか、Esc で金額を変更します。',
    keypad: '金額テンキー',
    confirm: '確定',
    change: '変更',
    clear: 'クリア',
    backspace: '1桁削除',
    errors: {
      EMPTY: '貼り付ける内容がありません。Backspace を押してから金額を入力してください。',
      NOT_A_NUMBER:
        '金額ではありません。1200 のように数字で入力してください。Backspace で取り消すか、C（Delete）でやり直してください。',
      NEGATIVE_AMOUNT:
        '金額にマイナスはありません。Backspace でマイナス記号を取り消すか、C（Delete）でやり直してください。',
      NO_DECIMALS_IN_CURRENCY:
        '{{currency}} の金額に小数はありません。Backspace で小数点を取り消すか、C（Delete）でやり直してください。',
      TOO_MANY_DECIMALS:
        '{{currency}} の小数は {{decimals}} 桁までです。Backspace で最後の数字を取り消すか、C（Delete）でやり直してください。',
      TOO_MANY_DIGITS:
        '金額の桁数が多すぎます。Backspace で最後の数字を取り消すか、C（Delete）でやり直してください。',
      ABOVE_MAXIMUM:
        'この店舗の1回の販売は {{limit}} までです。Backspace で最後の数字を取り消すか、C（Delete）でやり直してください。',
    },
  },
  scan: {
    'needs-amount':
      'お客様の決済コードを読み取りましたが、請求する金額がまだありません。金額を入力してから、もう一度読み取ってください。',
    incomplete:
      '読み取りが途中で切れたため、金額には入れていません。お客様のコードをもう一度読み取ってください。',
  },
  repeatSale: {
    title: '{{amount}} をもう一度請求しますか？',
    keep: 'もう一度請求しない',
    chargeAgain: 'もう一度請求する',
  },
  largeAmount: {
    title: '金額の確認',
    question: 'この店舗としては高額です。金額に間違いはありませんか。',
    back: '金額に戻る',
    confirm: 'はい、この金額で正しい',
  },
  details: {
    orderNumber: '注文番号',
    memo: 'メモ',
    optional: '任意。支払いと一緒に保存されます。',
    count: '{{count}}/{{max}} 文字',
    full: 'この欄は {{max}} 文字までです。',
    tooLong_one: '{{count}} 文字多すぎます。{{max}} 文字以内に短くしてください。',
    tooLong_other: '{{count}} 文字多すぎます。{{max}} 文字以内に短くしてください。',
  },
  method: {
    label: '支払方法',
    names: {
      card_sale: 'カード',
      konbini_sale: 'コンビニ',
      qr_scan_sale: 'QR読み取り',
      qr_merchant_sale: 'QR提示',
      online_sale: 'オンライン決済',
      bank_transfer_sale: '銀行振込',
    },
    descriptions: {
      card_sale: 'クレジットカード・デビットカード',
      konbini_sale: 'お客様がコンビニで支払い',
      qr_scan_sale: 'お客様のコードを読み取る',
      qr_merchant_sale: 'お客様が店舗のコードを読み取る',
      online_sale: 'お客様がウォレットアプリで支払い',
      bank_transfer_sale: 'お客様が銀行口座へ振り込み',
    },
  },
  shortcuts: {
    digits: '金額を入力',
    backspace: '最後の1桁を削除',
    enter: '金額を確定',
    escape: '金額をクリア、または確定した金額を変更',
    methods: '支払方法を選択',
    receipt: '支払い完了の画面で: レシートを印刷（印刷できないレジでは表示）',
    chargeDetail: '販売結果の画面で: 支払いの詳細を開く',
  },
  paymentPeriod: {
    amount: '数',
    unit: '単位',
    units: { minutes: '分', hours: '時間', days: '日' },
    timeShift: '期限を決まった時刻にする',
    timeOfDay: '時刻（日本時間）',
    digitsOnly: '数は整数の数字のみです（例: 30）。この文字は入力できません。',
  },
} as const satisfies Messages<typeof en>;
