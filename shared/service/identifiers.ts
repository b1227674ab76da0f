/*
 * The service's own identifiers, spelled as they travel. The spec writes the neutral word
 * `svc` where they carry the provider's name; on the wire the word is `univapay`
 * (conventions: Checked against the provider's own clients, Identifiers).
 */

const wireWord = 'univapay';
const specWord = 'svc';

/** Metadata keys the service itself gives meaning to (spec: Conventions used throughout). */
export const serviceMetadataKeys = {
  /** Registers a token to a customer id (spec: List transaction tokens, customer_id). */
  customerId: `${wireWord}-customer-id`,
  linkId: `${wireWord}-link-id`,
  phoneNumber: `${wireWord}-phone-number`,
  productNames: `${wireWord}-product-names`,
  /**
   * A konbini charge's payment numbers, when the service puts them in its metadata. The public
   * docs say the numbers are in the notification e-mail or the metadata without naming keys;
   * these names are Counter's guess (main/simulator/tokens/README.md: Konbini payment details).
   */
  konbiniPaymentNumber: `${wireWord}-konbini-payment-number`,
  konbiniConfirmationNumber: `${wireWord}-konbini-confirmation-number`,
  konbiniInstitutionNumber: `${wireWord}-konbini-institution-number`,
} as const;
export type ServiceMetadataKey = (typeof serviceMetadataKeys)[keyof typeof serviceMetadataKeys];

/**
 * The query parameter naming the token or charge when the customer returns from 3-D Secure
 * (spec: data.three_ds.redirect_endpoint; conventions: Transaction tokens).
 */
export const redirectIdParameters = {
  tokenId: `${wireWord}TokenId`,
  chargeId: `${wireWord}ChargeId`,
} as const;
export type RedirectIdParameter = (typeof redirectIdParameters)[keyof typeof redirectIdParameters];

/** Where a real store's service answers. */
export const productionBaseUrl = 'https://api.univapay.com';

/** A service metadata key as the spec spells it (`svc-customer-id`). */
export function specSpelling(key: ServiceMetadataKey): string {
  return `${specWord}${key.slice(wireWord.length)}`;
}

/** Whether a metadata key is the service's, in its wire spelling or the spec's. */
export function isServiceMetadataKey(key: string): boolean {
  return key.startsWith(`${wireWord}-`) || key.startsWith(`${specWord}-`);
}

/**
 * The value of a service metadata key, sent in its wire spelling or the spec's; the wire
 * spelling wins when both are there.
 */
export function serviceMetadataValue(
  metadata: Readonly<Record<string, unknown>>,
  key: ServiceMetadataKey,
): unknown {
  return Object.hasOwn(metadata, key) ? metadata[key] : metadata[specSpelling(key)];
}
