import { isPaymentType, type TransactionToken } from '../../../shared/service/tokens';

/**
 * The payment brand of a token as the list's `brand` filter and a list item's `user_data.brand`
 * name it (spec: List transaction tokens, "visa, alipay_china, pay_pay_mpm, seven_eleven,
 * we_chat_online, aozora_bank"): the card's network, the wallet or bank, the konbini chain.
 * Null where none is known (Apple Pay, Paidy, an unrecognised QR code).
 */
export function tokenBrand(token: TransactionToken): string | null {
  if (isPaymentType(token, 'card')) return token.data.card.brand;
  if (isPaymentType(token, 'konbini')) return token.data.convenience_store ?? null;
  if (
    isPaymentType(token, 'qr_scan') ||
    isPaymentType(token, 'qr_merchant') ||
    isPaymentType(token, 'online') ||
    isPaymentType(token, 'bank_transfer')
  ) {
    return token.data.brand ?? null;
  }
  return null;
}
