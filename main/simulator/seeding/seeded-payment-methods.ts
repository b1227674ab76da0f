import type { z } from 'zod';
import type { createTokenBody } from '../../../shared/service/token-create';
import {
  konbiniStores,
  onlineBrands,
  qrMerchantBrands,
  type OnlineBrand,
} from '../../../shared/service/token-options';
import { qrFailures, scannedQrBrands } from '../tokens/scanned-qr';
import type { SeededRandom } from './seeded-random';

/*
 * Every way a seeded history's charges were paid: each card network, Apple Pay, Paidy, each
 * wallet's customer-presented code, each merchant-presented brand, each konbini chain, each
 * online wallet and the bank transfer. A method makes the create-token request a till would
 * have sent, so the token records come from the tokens module's own builder.
 */

type TokenRequest = z.input<typeof createTokenBody>;

/** How the seeded charge should end, as far as the token decides it. */
type SeededOutcome = 'succeeds' | 'fails';

export interface SeededPaymentMethod {
  /** Cards, Apple Pay and Paidy may authorize only and be paid in another currency. */
  readonly authorizes: boolean;
  /** Konbini and bank transfers are paid in yen and cannot be refunded through the service. */
  readonly yenOnly: boolean;
  /** The token request; `fails` asks for a token whose payment is declined. */
  request(random: SeededRandom, outcome: SeededOutcome): TokenRequest;
}

/**
 * Published test numbers per network (main/simulator/tokens/README.md: Card brands and test cards).
 */
const cardNumbers = [
  '4000000000000002',
  '5555555555554444',
  '378282246310005',
  '3530111333300000',
  '36227206271667',
  '6011111111111117',
  // Succeeds, but its refund fails; succeeds, but its cancel fails; asks for 3DS.
  '4242424242424242',
  '4012888888881881',
  '4000000000003220',
] as const;
/** Conventions: Test mode, a card ending 1111 is declined. */
const declinedCard = '4111111111111111';

const names = ['Hanako Yamada', 'Taro Suzuki', 'Yuki Tanaka', 'Kenji Sato', 'Mina Ito'] as const;

function email(random: SeededRandom): string {
  return `customer${String(random.integer(1, 9999))}@example.com`;
}

/** A call method each online brand supports without extra fields (token-options.ts). */
const onlineCallMethod: Record<OnlineBrand, 'http_get' | 'http_post' | 'app'> = {
  alipay_online: 'http_get',
  alipay_plus_online: 'http_get',
  pay_pay_online: 'http_post',
  we_chat_online: 'app',
  d_barai_online: 'http_post',
};

const card: SeededPaymentMethod = {
  authorizes: true,
  yenOnly: false,
  request: (random, outcome) => ({
    payment_type: 'card',
    email: email(random),
    data: {
      cardholder: random.pick(names).toUpperCase(),
      card_number: outcome === 'fails' ? declinedCard : random.pick(cardNumbers),
      exp_month: '12',
      exp_year: '2099',
      cvv: '123',
    },
  }),
};

const applePay: SeededPaymentMethod = {
  authorizes: true,
  yenOnly: false,
  request: (random) => ({
    payment_type: 'apple_pay',
    email: email(random),
    data: { applepay_token: 'seeded-apple-pay-token', cardholder: random.pick(names) },
  }),
};

const paidy: SeededPaymentMethod = {
  authorizes: true,
  yenOnly: false,
  request: (random) => ({
    payment_type: 'paidy',
    email: email(random),
    data: { paidy_token: 'seeded-paidy-token' },
  }),
};

const scannedQr: SeededPaymentMethod = {
  authorizes: false,
  yenOnly: false,
  request: (random, outcome) => {
    const failure = outcome === 'fails' ? `:${String(random.pick(qrFailures))}` : '';
    const reference = String(random.integer(100_000_000, 999_999_999));
    return {
      payment_type: 'qr_scan',
      email: email(random),
      data: { scanned_qr: `${random.pick(scannedQrBrands)}:${reference}${failure}` },
    };
  },
};

const merchantQr: SeededPaymentMethod = {
  authorizes: false,
  yenOnly: false,
  request: (random) => ({
    payment_type: random.chance(0.5) ? 'qr_merchant' : 'qr_scan',
    email: email(random),
    data: { brand: random.pick(qrMerchantBrands) },
  }),
};

const konbini: SeededPaymentMethod = {
  authorizes: false,
  yenOnly: true,
  request: (random) => ({
    payment_type: 'konbini',
    email: email(random),
    data: {
      customer_name: random.pick(names),
      phone_number: { country_code: '81', local_number: '09012345678' },
      convenience_store: random.pick(konbiniStores),
    },
  }),
};

const online: SeededPaymentMethod = {
  authorizes: false,
  yenOnly: false,
  request: (random) => {
    const brand = random.pick(onlineBrands);
    return {
      payment_type: 'online',
      email: email(random),
      data: { brand, call_method: onlineCallMethod[brand] },
    };
  },
};

const bankTransfer: SeededPaymentMethod = {
  authorizes: false,
  yenOnly: true,
  request: (random) => ({
    payment_type: 'bank_transfer',
    email: email(random),
    data: { brand: 'aozora_bank' },
  }),
};

/** Cards most often, as at a shop counter; every other method regularly. */
export const seededPaymentMethods = [
  card,
  card,
  card,
  card,
  applePay,
  paidy,
  scannedQr,
  scannedQr,
  merchantQr,
  konbini,
  online,
  bankTransfer,
] as const;
