import type { qrMerchant as en } from '../en/qr-merchant';
import type { Messages } from '../messages';

export const qrMerchant = {
  title: 'QR決済：店舗のコードを提示',
  amountLabel: '請求金額',
  brand: 'お客様が使うウォレット',
  brandHint: 'お客様にお使いのアプリを確認してください。そのウォレット用のコードを作ります。',
  brandRequired: 'お客様のウォレットを選んでください。',
  email: 'お客様のメールアドレス',
  emailHint: '決済サービスで必須です。レシートの送付先にもなります。',
  submit: '{{amount}} のコードを表示',
  starting: '開始しています…',
  back: '戻る',
  formProblem: '決済を開始できませんでした。',
  code: {
    title: 'お客様に{{brand}}でこのコードを読み取ってもらってください',
    label: '{{amount}}の{{brand}}支払いコード',
    amount: '金額',
    wallet: 'ウォレット',
    expiresIn: '支払い期限まで',
    expired: '期限切れ',
    body: 'お客様がアプリでコードを読み取り、アプリで支払いを確定します。支払いが済むとこの画面は自動で切り替わります。',
  },
} as const satisfies Messages<typeof en>;
