import { z } from 'zod';
import type { BrandLanguage } from './brand-names';
import { serviceMetadataKeys } from './service/identifiers';
import type { konbiniStores } from './service/token-options';

/*
 * How a konbini customer pays, per chain group, and the numbers they pay with. The service
 * issues the numbers when the charge is made and sends them to the customer's e-mail address
 * (the konbini token's `email`); the charge's metadata may carry them too (docs/simulator.md:
 * Konbini payment details, with the sources). One table for the sale screen, the customer
 * display and the printed slip, so all three tell the customer the same thing.
 */

type KonbiniStore = (typeof konbiniStores)[number];

/** Chains that are paid the same way. */
export type KonbiniPaymentGroup = 'seven_eleven' | 'loppi' | 'famiport' | 'register' | 'pay_easy';

/**
 * Seven-Eleven takes its slip number or barcode at the register; Lawson and Ministop print an
 * application slip at their Loppi terminal, FamilyMart at its multi-copy machine (Famiport);
 * the other chains take the numbers at the register; Pay-easy is paid at a bank ATM or in
 * online banking, never at a store.
 */
export const konbiniPaymentGroupOf: Readonly<Record<KonbiniStore, KonbiniPaymentGroup>> = {
  seven_eleven: 'seven_eleven',
  lawson: 'loppi',
  mini_stop: 'loppi',
  family_mart: 'famiport',
  circle_k: 'register',
  sunkus: 'register',
  seico_mart: 'register',
  daily_yamazaki: 'register',
  yamazaki_daily_store: 'register',
  pay_easy: 'pay_easy',
};

const number = z
  .string()
  .trim()
  .regex(/^[0-9-]{1,32}$/);

/** The numbers a customer pays with, as far as the service gave them. */
export const konbiniPaymentDetails = z.strictObject({
  /** 払込票番号 at Seven-Eleven, お客様番号 elsewhere. */
  paymentNumber: number,
  confirmationNumber: number.nullable(),
  /** 収納機関番号, Pay-easy only. */
  institutionNumber: number.nullable(),
});
export type KonbiniPaymentDetails = z.infer<typeof konbiniPaymentDetails>;

/** The payment details in a konbini charge's metadata; null when it carries none readable. */
export function konbiniPaymentDetailsOf(
  metadata: Readonly<Record<string, unknown>>,
): KonbiniPaymentDetails | null {
  const read = (key: string) => {
    const value = metadata[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  };
  const parsed = konbiniPaymentDetails.safeParse({
    paymentNumber: read(serviceMetadataKeys.konbiniPaymentNumber),
    confirmationNumber: read(serviceMetadataKeys.konbiniConfirmationNumber),
    institutionNumber: read(serviceMetadataKeys.konbiniInstitutionNumber),
  });
  return parsed.success ? parsed.data : null;
}

const konbiniDetailLines = ['institutionNumber', 'paymentNumber', 'confirmationNumber'] as const;
export type KonbiniDetailLine = (typeof konbiniDetailLines)[number];

/** The lines of `details` a customer of `store` needs, in the order they are keyed in. */
export function konbiniDetailRows(
  store: KonbiniStore,
  details: KonbiniPaymentDetails,
): readonly {
  readonly line: KonbiniDetailLine;
  readonly label: KonbiniDetailLabel;
  readonly value: string;
}[] {
  const group = konbiniPaymentGroupOf[store];
  return konbiniDetailLines.flatMap((line) => {
    const value = details[line];
    if (value === null) return [];
    const label: KonbiniDetailLabel =
      line === 'paymentNumber' && group === 'seven_eleven' ? 'slipNumber' : line;
    return [{ line, label, value }];
  });
}

type KonbiniDetailLabel = 'slipNumber' | KonbiniDetailLine;

interface KonbiniGuideWords {
  readonly how: Readonly<Record<KonbiniPaymentGroup, string>>;
  /** Where the numbers are: the service's e-mail, or also shown below. */
  readonly numbersByEmail: string;
  readonly numbersHere: string;
  readonly labels: Readonly<Record<KonbiniDetailLabel, string>>;
}

const konbiniGuide: Readonly<Record<BrandLanguage, KonbiniGuideWords>> = {
  en: {
    how: {
      seven_eleven:
        'At the 7-Eleven register, give the payment slip number or show the barcode of the slip in the e-mail.',
      loppi:
        'Enter the customer number and the confirmation number on the Loppi terminal in the store, then take the slip it prints to the register within 30 minutes.',
      famiport:
        'Enter the customer number and the confirmation number on the multi-copy machine (Famiport) in the store, then take the slip it prints to the register within 30 minutes.',
      register:
        'At the register, say it is an online payment and give the customer number and the confirmation number.',
      pay_easy:
        'Pay at a bank ATM with the Pay-easy mark or in online banking: choose Pay-easy and enter the institution number, the customer number and the confirmation number.',
    },
    numbersByEmail: 'The payment service e-mails the numbers to the address the customer gave.',
    numbersHere: 'The numbers are below; the payment service also e-mails them.',
    labels: {
      slipNumber: 'Payment slip number',
      paymentNumber: 'Customer number',
      confirmationNumber: 'Confirmation number',
      institutionNumber: 'Institution number',
    },
  },
  ja: {
    how: {
      seven_eleven:
        'セブン-イレブンのレジで払込票番号をお伝えいただくか、メールの払込票のバーコードをご提示ください。',
      loppi:
        '店内のLoppi端末でお客様番号と確認番号を入力し、出てくる申込券を30分以内にレジへお持ちください。',
      famiport:
        '店内のマルチコピー機（Famiポート）でお客様番号と確認番号を入力し、出てくる申込券を30分以内にレジへお持ちください。',
      register:
        'レジで「インターネット支払い」とお伝えのうえ、お客様番号と確認番号をお伝えください。',
      pay_easy:
        'ペイジーマークのある銀行ATMまたはインターネットバンキングで「ペイジー」を選び、収納機関番号・お客様番号・確認番号を入力してお支払いください。',
    },
    numbersByEmail:
      'お支払いに必要な番号は、決済サービスからお客様のメールアドレスへお送りします。',
    numbersHere:
      'お支払いに必要な番号は下記のとおりです（決済サービスからメールでもお送りします）。',
    labels: {
      slipNumber: '払込票番号',
      paymentNumber: 'お客様番号',
      confirmationNumber: '確認番号',
      institutionNumber: '収納機関番号',
    },
  },
};

/** The guide in one language: a message namespace, or a printer's words. */
export function konbiniGuideIn(language: BrandLanguage): KonbiniGuideWords {
  return konbiniGuide[language];
}
