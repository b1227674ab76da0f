/**
 * The simulator's customer-presented QR codes (data.scanned_qr of a qr_scan token;
 * docs/simulator.md: Transaction tokens). A real code is a wallet's one-time payment number the
 * service recognises by its issuer; a training code says its wallet in words instead:
 *
 *   {brand}:{reference}[:{failure}]      pay_pay:281234567890123456:330
 *
 * `brand` is one of `scannedQrBrands` and becomes the token's data.brand (conventions:
 * Transaction tokens, "the brand the scanned code belongs to"); `reference` is any text without
 * a colon or space; the optional `failure` is the payment error code a charge with the token
 * ends in (conventions: Errors, 322 invalid, 323 expired, 324 already used, 330 insufficient
 * funds). Any other text still makes a token, as the service only learns from the wallet at
 * charge time that the code is no good: its brand is null and its charge fails 322.
 */

/** Wallets whose customer-presented codes the simulator recognises (the service's brand names). */
export const scannedQrBrands = [
  'alipay_china',
  'alipay_hk',
  'au_pay',
  'd_barai',
  'kakaopay',
  'line_pay',
  'merpay',
  'pay_pay',
  'rakuten_pay',
  'we_chat',
] as const;

export const qrFailures = [322, 323, 324, 330] as const;

/** Conventions: Errors, 322 QR code invalid. */
const invalidCode = 322;

const trainingCode = /^([a-z_]+):([^:\s]+)(?::(\d{3}))?$/;

interface ScannedQr {
  /** The wallet the code belongs to; null when the code is not one the simulator recognises. */
  readonly brand: string | null;
  /** The payment error code a charge with the token fails with; null succeeds. */
  readonly chargeFailure: number | null;
}

function isOneOf<const Values extends readonly (string | number)[]>(
  values: Values,
  value: string | number,
): value is Values[number] {
  return values.includes(value);
}

export function readScannedQr(code: string): ScannedQr {
  const match = trainingCode.exec(code);
  const brand = match?.[1];
  const failure = match?.[3] === undefined ? null : Number(match[3]);
  if (
    brand === undefined ||
    !isOneOf(scannedQrBrands, brand) ||
    (failure !== null && !isOneOf(qrFailures, failure))
  ) {
    return { brand: null, chargeFailure: invalidCode };
  }
  return { brand, chargeFailure: failure };
}
