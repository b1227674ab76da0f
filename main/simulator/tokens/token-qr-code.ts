import type { TokenRecord } from './token-record';

/**
 * A merchant-presented QR token once its charge awaits the customer: the service writes the
 * code to scan to `data.qr_image_url` (conventions: Checked against the provider's own
 * clients, Merchant-presented QR; fixtures: transactiontoken/get-qrbrand-mpm-unknown.json).
 * Any other token is left as it is.
 */
export function withQrCode(record: TokenRecord, code: string): TokenRecord {
  const { token } = record;
  if (token.payment_type !== 'qr_merchant' && token.payment_type !== 'qr_scan') return record;
  return { ...record, token: { ...token, data: { ...token.data, qr_image_url: code } } };
}
