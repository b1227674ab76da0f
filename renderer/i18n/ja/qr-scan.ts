import type { qrScan as en } from '../en/qr-scan';
import type { Messages } from '../messages';

export const qrScan = {
  title: 'QR決済：お客様のコードを読み取り',
  amountLabel: '請求金額',
  scanner: {
    label: 'スキャナー',
    ready: '読み取りできます',
    readyHint:
      'お客様の決済アプリのコードをスキャナーで読み取ってください。カーソルの位置に関係なく読み取ります。',
    received: 'コードを受け取りました',
    receivedHint: 'お客様のメールアドレスを確認し、Enter または F9 で請求してください。',
    codeLength_one: '{{count, number}}文字',
    codeLength_other: '{{count, number}}文字',
    incomplete: '読み取りが途中で切れました。もう一度読み取ってください。',
  },
  email: 'お客様のメールアドレス',
  emailHint: '決済サービスで必須です。レシートの送付先にもなります。',
  manualCode: 'またはコードを入力',
  manualCodeHint: '読み取れないときは、アプリのQRの下の番号を入力してください。',
  codeRequired: 'お客様のコードを読み取るか、ここに入力してください。',
  submit: '{{amount}} を請求',
  starting: '開始しています…',
  back: '戻る',
  formProblem: '決済を開始できませんでした。',
} as const satisfies Messages<typeof en>;
