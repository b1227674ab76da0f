import type { customerDisplay as en } from '../en/customer-display';
import type { Messages } from '../messages';

export const customerDisplay = {
  pageTitle: 'お客様用画面',
  welcome: 'いらっしゃいませ',
  amountLabel: 'お支払い金額',
  confirmed: {
    title: 'お支払い内容をご確認ください',
    methodLabel: 'お支払い方法',
    methods: {
      card_sale: 'クレジットカード・デビットカード',
      konbini_sale: 'コンビニ払い',
      qr_scan_sale: 'QRコード決済（お客様のアプリのコード）',
      qr_merchant_sale: 'QRコード決済（店舗のコード）',
      online_sale: 'オンライン決済',
      bank_transfer_sale: '銀行振込',
    },
  },
  inProgress: 'お支払いを処理しています…',
  awaiting: {
    title: 'お支払いをお願いします',
    merchantQr: '{{brand}}でこのコードを読み取ってください',
    merchantQrAnyWallet: 'お支払いアプリでこのコードを読み取ってください',
    walletUrl: 'スマートフォンでこのコードを読み取り、{{brand}}でお支払いください',
    qrLabel: '読み取り用コード、{{amount}}',
    konbini: '{{store}}でお支払いください',
    payEasy: 'ペイジーでお支払いください',
    bankTransfer: '銀行振込でお支払いください',
    bankTransferHow: '下記の口座へお振り込みください。',
    followStaff: '係員の案内に従ってお手続きください。',
    payBy: 'お支払い期限',
    timeLeft: 'お支払い期限まで',
    expired: '期限切れ',
  },
  account: {
    bank: '銀行',
    branch: '支店',
    accountType: '預金種目',
    accountNumber: '口座番号',
    accountHolder: '口座名義',
    matchAmount: {
      exact: 'この金額ちょうどをお振り込みください。',
      minimum: 'この金額以上をお振り込みください。',
      maximum: 'この金額以下をお振り込みください。',
      disabled: '金額の指定はありません。',
    },
  },
  paid: {
    title: 'ありがとうございました',
    body: 'お支払いが完了しました。',
    short: 'ご請求額 {{asked}} に対し、{{by}} 少なく振り込まれました。係員にお声がけください。',
    over: 'ご請求額 {{asked}} に対し、{{by}} 多く振り込まれました。係員にお声がけください。',
  },
  failed: {
    title: 'お支払いを完了できませんでした',
    body: '係員にお声がけください。',
  },
  cancelled: {
    title: 'お支払いは取り消されました',
    body: '代金は請求されていません。',
  },
  unresolved: {
    title: 'お支払いを確認しています',
    body: '係員がご案内します。',
  },
  training: {
    watermark: 'トレーニング',
    banner: 'トレーニング中：実際のお支払いは行われません。',
  },
} as const satisfies Messages<typeof en>;
