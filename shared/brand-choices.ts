import type { BrandCode } from './brand-names';
import {
  bankTransferBrands,
  konbiniStores,
  onlineBrands,
  qrMerchantBrands,
  type PaymentType,
} from './service/token-options';

/**
 * The brands a person picks from, grouped by the payment method they belong to, so a filter
 * is chosen in the clerk's words instead of typed as a wire code ("Lawson" found nothing,
 * "lawson" two tokens). Cards are the networks of the service's own SDK (`CardBrand` of
 * univapay-node); the other groups are the spec's own lists. Customer-presented QR is left out:
 * its tokens are one-time, and a token list never holds them (conventions: Checked against the
 * provider's own clients, Token lists).
 */
export const brandChoices: readonly {
  readonly paymentType: PaymentType;
  readonly brands: readonly BrandCode[];
}[] = [
  {
    paymentType: 'card',
    brands: [
      'visa',
      'mastercard',
      'jcb',
      'american_express',
      'diners_club',
      'discover',
      'unionpay',
      'maestro',
      'private_label',
    ],
  },
  { paymentType: 'konbini', brands: konbiniStores },
  { paymentType: 'qr_merchant', brands: qrMerchantBrands },
  { paymentType: 'online', brands: onlineBrands },
  { paymentType: 'bank_transfer', brands: bankTransferBrands },
  { paymentType: 'paidy', brands: ['paidy'] },
];
