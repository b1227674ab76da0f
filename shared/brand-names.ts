/**
 * Every brand code the service is known to send (spec: `brand` of cards, konbini chains,
 * merchant-presented and customer-presented QR wallets, online wallets, banks; the brands
 * seen in its responses), as a person reads it in each language. One table for the screens,
 * the customer display and the printed documents, so a receipt names a brand as the screen
 * does. A code the service adds later is shown as sent (brandDisplayName).
 */
export const brandNames = {
  visa: { en: 'Visa', ja: 'Visa' },
  mastercard: { en: 'Mastercard', ja: 'Mastercard' },
  jcb: { en: 'JCB', ja: 'JCB' },
  american_express: { en: 'American Express', ja: 'アメリカン・エキスプレス' },
  amex: { en: 'American Express', ja: 'アメリカン・エキスプレス' },
  diners_club: { en: 'Diners Club', ja: 'ダイナースクラブ' },
  discover: { en: 'Discover', ja: 'ディスカバー' },
  union_pay: { en: 'UnionPay', ja: '銀聯' },
  unionpay: { en: 'UnionPay', ja: '銀聯' },
  maestro: { en: 'Maestro', ja: 'マエストロ' },
  private_label: { en: 'Private label card', ja: 'ハウスカード' },
  seven_eleven: { en: '7-Eleven', ja: 'セブン-イレブン' },
  family_mart: { en: 'FamilyMart', ja: 'ファミリーマート' },
  lawson: { en: 'Lawson', ja: 'ローソン' },
  mini_stop: { en: 'Ministop', ja: 'ミニストップ' },
  seico_mart: { en: 'Seicomart', ja: 'セイコーマート' },
  pay_easy: { en: 'Pay-easy', ja: 'ペイジー' },
  circle_k: { en: 'Circle K', ja: 'サークルK' },
  sunkus: { en: 'Sunkus', ja: 'サンクス' },
  daily_yamazaki: { en: 'Daily Yamazaki', ja: 'デイリーヤマザキ' },
  yamazaki_daily_store: { en: 'Yamazaki Daily Store', ja: 'ヤマザキデイリーストアー' },
  alipay_merchant_qr: { en: 'Alipay', ja: 'アリペイ' },
  alipay_connect_mpm: { en: 'Alipay+', ja: 'アリペイプラス' },
  alipay_china: { en: 'Alipay', ja: 'アリペイ' },
  alipay_hk: { en: 'AlipayHK', ja: 'AlipayHK' },
  alipay_online: { en: 'Alipay', ja: 'アリペイ' },
  alipay_plus_online: { en: 'Alipay+', ja: 'アリペイプラス' },
  pay_pay: { en: 'PayPay', ja: 'PayPay' },
  pay_pay_merchant: { en: 'PayPay', ja: 'PayPay' },
  pay_pay_mpm: { en: 'PayPay', ja: 'PayPay' },
  pay_pay_online: { en: 'PayPay', ja: 'PayPay' },
  we_chat: { en: 'WeChat Pay', ja: 'WeChat Pay' },
  we_chat_mpm: { en: 'WeChat Pay', ja: 'WeChat Pay' },
  we_chat_online: { en: 'WeChat Pay', ja: 'WeChat Pay' },
  d_barai: { en: 'd Barai', ja: 'd払い' },
  d_barai_online: { en: 'd Barai', ja: 'd払い' },
  au_pay: { en: 'au PAY', ja: 'au PAY' },
  kakaopay: { en: 'KakaoPay', ja: 'カカオペイ' },
  line_pay: { en: 'LINE Pay', ja: 'LINE Pay' },
  merpay: { en: 'Merpay', ja: 'メルペイ' },
  rakuten_pay: { en: 'Rakuten Pay', ja: '楽天ペイ' },
  origami: { en: 'Origami Pay', ja: 'Origami Pay' },
  paidy: { en: 'Paidy', ja: 'ペイディ' },
  yucho_pay: { en: 'Yucho Pay', ja: 'ゆうちょPay' },
  aozora_bank: { en: 'GMO Aozora Net Bank', ja: 'GMOあおぞらネット銀行' },
} as const satisfies Readonly<Record<string, { readonly en: string; readonly ja: string }>>;

export type BrandCode = keyof typeof brandNames;
export type BrandLanguage = 'en' | 'ja';

export function isBrandCode(code: string): code is BrandCode {
  return Object.hasOwn(brandNames, code);
}

/** A brand the service names, in `language`; a code not in the table exactly as sent. */
export function brandDisplayName(code: string, language: BrandLanguage): string {
  return isBrandCode(code) ? brandNames[code][language] : code;
}

/** The table in one language: code -> name, as a message namespace or a printer's words. */
export function brandNamesIn<Language extends BrandLanguage>(
  language: Language,
): { readonly [Code in BrandCode]: (typeof brandNames)[Code][Language] } {
  return Object.fromEntries(
    Object.entries(brandNames).map(([code, names]) => [code, names[language]]),
  ) as { readonly [Code in BrandCode]: (typeof brandNames)[Code][Language] };
}
