import type { online as en } from '../en/online';
import type { Messages } from '../messages';

export const online = {
  title: 'オンライン決済（ウォレット）',
  amountLabel: '請求金額',
  brand: {
    label: 'ウォレット',
  },
  callMethod: {
    label: 'お支払い方法',
    chooseBrandFirst: '先にウォレットを選んでください。',
    hint: '{{brand}}が対応している方法から選んでください。',
    names: {
      http_get: '決済ページ',
      http_get_mobile: 'スマートフォン用決済ページ',
      http_post: '決済ウィンドウ',
      sdk: 'ウォレットSDK',
      app: 'ウォレットアプリ',
      web: 'アプリ内ブラウザ',
    },
    descriptions: {
      http_get: 'お客様がQRコードを読み取るか、この端末のウィンドウで支払います。',
      http_get_mobile: 'お客様がQRコードを読み取り、スマートフォンで支払います。',
      http_post: 'ウォレットの決済ページがレジのウィンドウで開きます。',
      sdk: 'ウォレットのSDKを使うアプリでお客様が承認します。',
      app: 'ウォレットの公式アプリでお客様が承認します。',
      web: 'ウォレットのアプリ内ブラウザでお客様が承認します。',
    },
  },
  userIdentifier: {
    label: 'お客様のウォレットユーザーID',
    hint: 'お客様の{{brand}}アプリに表示されるID。',
  },
  osType: {
    label: 'お客様のスマートフォン',
    names: { android: 'Androidスマートフォン', ios: 'iPhone（iOS）' },
  },
  ipAddress: {
    label: 'お客様の端末のIPアドレス',
    hint: 'IPv4（例: 203.0.113.5）',
  },
  errors: {
    brand: {
      REQUIRED_VALUE: 'お客様のウォレットを選んでください。',
    },
    callMethod: {
      REQUIRED_VALUE: '{{brand}}でのお支払い方法を選んでください。',
      NOT_SUPPORTED_BY_BRAND:
        '{{brand}}はこのお支払い方法に対応していません。表示されている方法から選んでください。',
    },
    userIdentifier: {
      REQUIRED_VALUE: 'お客様の{{brand}}ユーザーIDを入力してください。',
    },
    osType: {
      REQUIRED_VALUE: '{{brand}}用にお客様のスマートフォンを選んでください。',
    },
    ipAddress: {
      REQUIRED_VALUE: 'お客様の端末のIPアドレスを入力してください。',
      INVALID_FORMAT: 'IPv4アドレスを入力してください（例: 203.0.113.5）。',
    },
  },
  submit: '{{amount}} を請求',
  starting: '開始しています…',
  back: '戻る',
  formProblem: '支払いを開始できませんでした。',
  wait: {
    title: '{{brand}}でのお支払いを待っています',
    qr: {
      label: '{{brand}}決済ページのQRコード',
      body: 'お客様にスマートフォンのカメラでこのコードを読み取っていただき、{{brand}}で支払っていただいてください。',
      host: 'このコードは {{host}} のページを開きます。',
      alsoWindow:
        '同じページがレジのウィンドウでも開いています。お客様はそちらで支払うこともできます。',
    },
    window: {
      body: '{{brand}}の決済ページが別ウィンドウで開きました。お客様に向けて、ログインと支払いの承認をしていただいてください。',
      host: 'ページは {{host}} にあります。',
    },
    pageClosed: {
      message:
        'お客様の操作が終わる前に{{brand}}のページが閉じられました。もう一度開くか、決済を中止してください。',
      reopen: '{{brand}}のページをもう一度開く',
    },
    app: {
      sdk: 'お客様のスマートフォンで{{brand}}で支払えるアプリを開き、支払いを承認していただいてください。',
      app: 'お客様のスマートフォンで{{brand}}アプリを開き、支払いを承認していただいてください。',
      web: 'お客様のスマートフォンで{{brand}}を開き、アプリ内ブラウザで支払いを承認していただいてください。',
      other: 'お客様のスマートフォンの{{brand}}で支払いを承認していただいてください。',
    },
    updates: 'お客様が支払うか拒否すると、この画面は自動で切り替わります。',
    deadline: {
      label: '支払い期限まで',
      expired: '期限切れ',
    },
  },
} as const satisfies Messages<typeof en>;
