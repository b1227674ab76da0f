import type { BankAccountLine } from '../../shared/bank-account-details';
import { brandNamesIn } from '../../shared/brand-names';
import { paymentMethodNames } from '../../shared/payment-method-names';
import type { PrintLanguage } from '../../shared/printing/document-header';
import type { BankTransferMatchAmount } from '../../shared/printing/payment-slip-document';
import type { ReceiptStatus } from '../../shared/printing/receipt-document';
import type { paymentErrorCodes } from '../../shared/service/errors';
import type { konbiniStores, PaymentType } from '../../shared/service/token-options';
import { chargeStatusNames, refundStatusNames } from '../../shared/status-names';

/*
 * The wording of printed documents, in each language a store prints in. A customer takes
 * these home, so the wording is plain and says only what is true of every store: no payment
 * number the service does not give, no fee nobody set.
 */

type KonbiniStore = (typeof konbiniStores)[number];

/** The chains as the screens name them (shared/brand-names.ts), so a slip and a screen agree. */
function konbiniStoreNames(language: 'en' | 'ja'): Readonly<Record<KonbiniStore, string>> {
  return brandNamesIn(language);
}
/** A receipt's state in the words every screen uses for it (shared/status-names.ts). */
function statesIn(language: 'en' | 'ja'): Readonly<Record<ReceiptStatus['state'], string>> {
  const charge = chargeStatusNames[language];
  return {
    successful: charge.successful,
    authorized: charge.authorized,
    refunded: refundStatusNames[language].successful,
    canceled: charge.canceled,
    failed: charge.failed,
  };
}

type PaymentErrorName = (typeof paymentErrorCodes)[keyof typeof paymentErrorCodes];

const en = {
  locale: 'en-US',
  receipt: 'Receipt',
  konbiniSlip: 'Convenience store payment',
  bankTransferSlip: 'Bank transfer payment',
  copy: 'COPY',
  training: 'TRAINING',
  trainingStore: 'Training store',
  trainingReceipt: 'Training mode: no payment was made.',
  trainingSlip: 'Training mode: do not pay.',
  date: 'Date',
  chargeId: 'Transaction ID',
  operator: 'Served by',
  operatorNumber: (number: number): string => `No. ${number}`,
  method: 'Payment method',
  card: 'Card number',
  brand: 'Brand',
  total: 'Total',
  authorizedAmount: 'Authorized',
  askedAmount: 'Amount asked',
  difference: 'Difference',
  short: (amount: string): string => `${amount} short`,
  over: (amount: string): string => `${amount} over`,
  status: 'Status',
  reason: 'Reason',
  captured: 'Captured',
  refunded: 'Refund',
  amountToPay: 'Amount to pay',
  payBy: 'Pay by',
  transferBy: 'Transfer by',
  deadlineUnknown: 'Ask the shop',
  lineUnknown: 'Ask the shop',
  convenienceStore: 'Store',
  accountLines: {
    bank: 'Bank',
    branch: 'Branch',
    accountType: 'Account type',
    accountNumber: 'Account number',
    accountHolder: 'Account holder',
  } satisfies Record<BankAccountLine, string>,
  states: statesIn('en'),
  failure: (phrase: string, code: number | null): string =>
    code === null ? phrase : `${phrase} (code ${code})`,
  unknownFailure: 'Payment failed',
  processingError: 'Processing error',
  payAtStore: (store: string): string =>
    `Pay the amount above at a ${store} store by the deadline.`,
  payWithPayEasy:
    'Pay the amount above with Pay-easy at a bank ATM or in online banking by the deadline.',
  keepStoreReceipt: 'Keep the receipt you are given when you pay.',
  transferToAccount: 'Transfer the amount above to the account below by the deadline.',
  keepTransferReceipt: "Keep your bank's record of the transfer.",
  afterDeadline: 'After the deadline this payment can no longer be made.',
  matchAmount: {
    exact: 'Transfer exactly the amount above. The bank rejects a transfer of any other amount.',
    minimum: 'Transfer at least the amount above. The bank rejects a smaller transfer.',
    maximum: 'Transfer no more than the amount above. The bank rejects a larger transfer.',
    disabled: 'The bank does not check the amount transferred.',
  } satisfies Record<BankTransferMatchAmount, string>,
  methods: paymentMethodNames.en as Readonly<Record<PaymentType, string>>,
  konbiniStores: konbiniStoreNames('en'),
  paymentErrors: {
    CARD_NUMBER: 'Invalid card number',
    EXPIRY_MONTH: 'Invalid expiry month',
    EXPIRY_YEAR: 'Invalid expiry year',
    CARD_EXPIRED: 'Card expired',
    CVV: 'Invalid security code',
    DECLINED: 'Payment declined',
    INVALID_CARD: 'Card not valid',
    NOT_APPROVED: 'Payment not approved',
    TOO_MANY_CHARGES: 'Too many payments on this card',
    CANNOT_CANCEL: 'Cannot be canceled',
    AUTHORIZATION_EXPIRED: 'Authorization expired',
    PARTIAL_CAPTURE_NOT_SUPPORTED: 'Partial capture not supported',
    PARTIAL_REFUND_NOT_SUPPORTED: 'Partial refund not supported',
    FRAUD_SUSPECTED: 'Declined for security reasons',
    QR_CODE_INVALID: 'QR code not valid',
    QR_CODE_EXPIRED: 'QR code expired',
    QR_CODE_ALREADY_USED: 'QR code already used',
    PAYMENT_DEADLINE_EXPIRED: 'Payment deadline passed',
    INSUFFICIENT_FUNDS: 'Insufficient funds',
    ALREADY_CANCELED: 'Already canceled',
    CARD_NOT_ENROLLED_IN_3DS: 'Card not enrolled in 3-D Secure',
    THREE_DS_FAILED: '3-D Secure authentication failed',
  } satisfies Record<PaymentErrorName, string>,
  /** Brand names as the screens show them (shared/brand-names.ts). */
  brands: brandNamesIn('en') as Readonly<Record<string, string>>,
};

export type PrintMessages = typeof en;

const ja: PrintMessages = {
  locale: 'ja-JP',
  receipt: 'お取引明細',
  konbiniSlip: 'コンビニ支払いのご案内',
  bankTransferSlip: '銀行振込のご案内',
  // A reprinted receipt is marked 再発行 (reissued); 控え would read as the customer's
  // ordinary copy of a card slip.
  copy: '再発行',
  training: 'トレーニング',
  trainingStore: 'トレーニング店舗',
  trainingReceipt: 'トレーニングモードの記録です。実際のお支払いは行われていません。',
  trainingSlip: 'トレーニング用です。お支払いはしないでください。',
  date: '日時',
  chargeId: '取引ID',
  operator: '担当',
  operatorNumber: (number: number): string => `No.${number}`,
  method: 'お支払い方法',
  card: 'カード番号',
  brand: 'ブランド',
  total: '合計',
  authorizedAmount: '仮売上額',
  askedAmount: 'ご請求額',
  difference: '差額',
  short: (amount) => `${amount} 不足`,
  over: (amount) => `${amount} 超過`,
  status: '状態',
  reason: '理由',
  captured: '売上確定',
  refunded: '返金',
  amountToPay: 'お支払い金額',
  payBy: 'お支払い期限',
  transferBy: 'お振込期限',
  deadlineUnknown: '店舗にお問い合わせください',
  lineUnknown: '店舗にお問い合わせください',
  convenienceStore: 'お支払い先',
  accountLines: {
    bank: '銀行',
    branch: '支店',
    accountType: '預金種目',
    accountNumber: '口座番号',
    accountHolder: '口座名義',
  },
  states: statesIn('ja'),
  failure: (phrase, code) => (code === null ? phrase : `${phrase}（コード ${code}）`),
  unknownFailure: 'お支払いができませんでした',
  processingError: '処理エラー',
  payAtStore: (store) => `${store}の店頭で、お支払い期限までに上記の金額をお支払いください。`,
  payWithPayEasy:
    'ペイジー対応の銀行ATMまたはインターネットバンキングで、お支払い期限までに上記の金額をお支払いください。',
  keepStoreReceipt: 'お支払いの際に受け取る控えは大切に保管してください。',
  transferToAccount: 'お振込期限までに、上記の金額を下記の口座へお振り込みください。',
  keepTransferReceipt: '金融機関の振込明細は大切に保管してください。',
  afterDeadline: '期限を過ぎると、このお支払いはできなくなります。',
  matchAmount: {
    exact: '上記の金額ちょうどをお振り込みください。金額が異なる振込は銀行が受け付けません。',
    minimum: '上記の金額以上をお振り込みください。少ない金額の振込は銀行が受け付けません。',
    maximum: '上記の金額以下でお振り込みください。多い金額の振込は銀行が受け付けません。',
    disabled: '振込金額の照合は行われません。',
  },
  methods: paymentMethodNames.ja,
  konbiniStores: konbiniStoreNames('ja'),
  paymentErrors: {
    CARD_NUMBER: 'カード番号が正しくありません',
    EXPIRY_MONTH: '有効期限（月）が正しくありません',
    EXPIRY_YEAR: '有効期限（年）が正しくありません',
    CARD_EXPIRED: 'カードの有効期限が切れています',
    CVV: 'セキュリティコードが正しくありません',
    DECLINED: 'お支払いが拒否されました',
    INVALID_CARD: 'このカードはご利用になれません',
    NOT_APPROVED: 'お支払いが承認されませんでした',
    TOO_MANY_CHARGES: 'このカードのご利用回数が上限を超えました',
    CANNOT_CANCEL: '取り消しできません',
    AUTHORIZATION_EXPIRED: '仮売上の有効期限が切れました',
    PARTIAL_CAPTURE_NOT_SUPPORTED: '一部の売上確定には対応していません',
    PARTIAL_REFUND_NOT_SUPPORTED: '一部返金には対応していません',
    FRAUD_SUSPECTED: 'セキュリティ上の理由によりお支払いできません',
    QR_CODE_INVALID: 'QRコードが無効です',
    QR_CODE_EXPIRED: 'QRコードの有効期限が切れています',
    QR_CODE_ALREADY_USED: 'QRコードは使用済みです',
    PAYMENT_DEADLINE_EXPIRED: 'お支払い期限が過ぎました',
    INSUFFICIENT_FUNDS: '残高が不足しています',
    ALREADY_CANCELED: 'すでに取り消されています',
    CARD_NOT_ENROLLED_IN_3DS: 'カードが3Dセキュアに登録されていません',
    THREE_DS_FAILED: '3Dセキュア認証に失敗しました',
  },
  brands: brandNamesIn('ja'),
};

export const printMessages: Readonly<Record<PrintLanguage, PrintMessages>> = { ja, en };
