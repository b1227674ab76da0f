/**
 * The service's brand codes (spec: `brand`: card networks, wallets, convenience-store chains,
 * banks) as a person reads them. One list for every screen that names a brand; a code the
 * service adds later is shown as sent (brandName).
 */
export const brands = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  jcb: 'JCB',
  american_express: 'American Express',
  diners_club: 'Diners Club',
  discover: 'Discover',
  seven_eleven: '7-Eleven',
  family_mart: 'FamilyMart',
  lawson: 'Lawson',
  mini_stop: 'Ministop',
  seico_mart: 'Seicomart',
  pay_easy: 'Pay-easy',
  circle_k: 'Circle K',
  sunkus: 'Sunkus',
  daily_yamazaki: 'Daily Yamazaki',
  yamazaki_daily_store: 'Yamazaki Daily Store',
  alipay_merchant_qr: 'Alipay',
  pay_pay_merchant: 'PayPay',
  we_chat_mpm: 'WeChat Pay',
  d_barai_online: 'd Barai',
  alipay_online: 'Alipay',
  alipay_plus_online: 'Alipay+',
  pay_pay_online: 'PayPay',
  we_chat_online: 'WeChat Pay',
  aozora_bank: 'GMO Aozora Net Bank',
} as const;
