import type { training as en } from '../en/training';
import type { Messages } from '../messages';

export const training = {
  customer: {
    title: 'トレーニング：お客様の操作',
    lead: 'トレーニングモードには実際のお客様がいません。お客様が行う操作を、これらのボタンで代わりに行います。実際の販売ではお客様ご自身が行います。',
    actions: {
      pay_konbini_slip: 'トレーニング：お客様が払込票で支払う',
      pay_merchant_qr: 'トレーニング：お客様がウォレットで支払う',
      pay_online_wallet: 'トレーニング：お客様がウォレットで承認する',
      decline_online_wallet: 'トレーニング：お客様がウォレットで拒否する',
      receive_bank_transfer: 'トレーニング：振込が届く',
      expire_charge: 'トレーニング：支払期限を過ぎさせる',
    },
    pending: '処理中…',
    transferAmount: {
      label: 'お客様が振り込む金額',
      hint: '金額を変えると、一致しない振込を銀行がどう扱うか確かめられます。',
    },
    amountErrors: {
      EMPTY: 'お客様が振り込む金額を入力してください。',
      NOT_A_NUMBER: '金額は 1,200 のように数字で入力してください。',
      NEGATIVE_AMOUNT: '金額にマイナスはありません。マイナス記号を付けずに入力してください。',
      NO_DECIMALS_IN_CURRENCY:
        '{{currency}} の金額に小数はありません。小数点を付けずに入力してください。',
      TOO_MANY_DECIMALS: '{{currency}} の小数は {{decimals}} 桁までです。金額を確認してください。',
      TOO_MANY_DIGITS: '金額の桁数が多すぎます。金額を確認してください。',
      INVALID_AMOUNT: '0 より大きい金額を入力してください。',
    },
    done: {
      pay_konbini_slip: 'お客様が払込票で支払いました。まもなく販売が完了します。',
      pay_merchant_qr: 'お客様がウォレットで支払いました。まもなく販売が完了します。',
      pay_online_wallet: 'お客様がウォレットで支払いを承認しました。まもなく販売が完了します。',
      decline_online_wallet:
        'お客様がウォレットで支払いを拒否しました。まもなく販売は決済失敗で終了します。',
      transferAccepted: '{{amount}} の振込が届き、受け付けられました。まもなく販売が完了します。',
      transferRejected:
        '{{amount}} の振込が届きましたが、この販売で受け付ける金額と一致しないため銀行が受け付けませんでした。販売は引き続き入金を待っています。',
      expire_charge: '支払期限が過ぎました。まもなく販売は期限切れで終了します。',
    },
    refused: {
      INVALID_CHARGE_STATUS:
        'この支払いはもうお客様を待っていません（支払済み、期限切れ、または取消済み）。',
      NOT_FOUND: 'トレーニング用サービスにこの支払いが見つかりません。',
    },
  },
} as const satisfies Messages<typeof en>;
