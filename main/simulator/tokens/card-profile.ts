/**
 * What the service tells about a card from its number (spec: Transaction token, data for
 * payment_type card): the brand from the BIN ranges of the card networks, and issuer details a
 * BIN database would give. The simulator has no BIN database, so the details are one plausible
 * profile per brand. Brand names are the service's wire values (`american_express`,
 * `diners_club`, as the service's own SDKs spell them).
 */
interface CardProfile {
  readonly brand: string;
  readonly card_bin: string;
  readonly last_four: string;
  readonly card_type: string | null;
  readonly country: string | null;
  readonly category: string | null;
  readonly issuer: string | null;
  readonly sub_brand: string;
}

type IssuerDetails = Omit<CardProfile, 'brand' | 'card_bin' | 'last_four'>;

/**
 * The networks' BIN ranges. Discover's 622126-622925 is left out: it is co-branded with UnionPay,
 * which the service names separately.
 */
const brandRanges: readonly { readonly brand: string; readonly prefix: RegExp }[] = [
  { brand: 'visa', prefix: /^4/ },
  { brand: 'mastercard', prefix: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/ },
  { brand: 'american_express', prefix: /^3[47]/ },
  { brand: 'jcb', prefix: /^35(2[89]|[3-8]\d)/ },
  { brand: 'diners_club', prefix: /^(30[0-5]|3095|36|3[89])/ },
  { brand: 'discover', prefix: /^(6011|64[4-9]|65)/ },
];

const trainingBank = 'SVC TRAINING BANK';

const issuerDetails: Readonly<Record<string, IssuerDetails>> = {
  visa: {
    card_type: 'credit',
    country: 'JP',
    category: 'classic',
    issuer: trainingBank,
    sub_brand: 'none',
  },
  mastercard: {
    card_type: 'credit',
    country: 'JP',
    category: 'standard',
    issuer: trainingBank,
    sub_brand: 'none',
  },
  american_express: {
    card_type: 'credit',
    country: 'US',
    category: 'gold',
    issuer: 'AMERICAN EXPRESS',
    sub_brand: 'none',
  },
  jcb: {
    card_type: 'credit',
    country: 'JP',
    category: 'classic',
    issuer: 'JCB CO., LTD.',
    sub_brand: 'none',
  },
  diners_club: {
    card_type: 'credit',
    country: 'JP',
    category: 'personal',
    issuer: 'DINERS CLUB INTERNATIONAL',
    sub_brand: 'diners_club_international',
  },
  discover: {
    card_type: 'credit',
    country: 'US',
    category: 'classic',
    issuer: 'DISCOVER BANK',
    sub_brand: 'none',
  },
};

/** A number of no known network: the service answers `unknown` and knows nothing more. */
const unknownCard: IssuerDetails = {
  card_type: null,
  country: null,
  category: null,
  issuer: null,
  sub_brand: 'none',
};

/** Takes a number that passed the create-token schema (12 to 19 digits, Luhn-valid). */
export function cardProfile(cardNumber: string): CardProfile {
  const brand = brandRanges.find((range) => range.prefix.test(cardNumber))?.brand ?? 'unknown';
  return {
    brand,
    card_bin: cardNumber.slice(0, 6),
    last_four: cardNumber.slice(-4),
    ...(issuerDetails[brand] ?? unknownCard),
  };
}
