import { serviceMetadataKeys } from '../../../shared/service/identifiers';
import type { ChargeRecord } from './charge-record';

/*
 * The numbers a konbini customer pays with, issued when the charge awaits them and put in the
 * charge's metadata, where the service's docs say a merchant finds them besides the customer's
 * e-mail (main/simulator/tokens/README.md: Konbini payment details). Seven-Eleven takes a 13-digit
 * slip number; the other chains a customer number and a 4-digit confirmation number; Pay-easy also
 * a 5-digit institution number. The digits come from the charge's id, so the step stays pure.
 */

/** The simulator's collecting institution for Pay-easy (収納機関番号). */
const payEasyInstitution = '58091';

function digitsOf(chargeId: string, count: number, offset: number): string {
  const digits = BigInt(`0x${chargeId.replaceAll('-', '')}`).toString(10);
  return digits.slice(offset, offset + count).padStart(count, '0');
}

export function konbiniPaymentMetadata(record: ChargeRecord): Readonly<Record<string, string>> {
  const id = record.charge.id;
  if (record.brand === 'seven_eleven') {
    return { [serviceMetadataKeys.konbiniPaymentNumber]: digitsOf(id, 13, 0) };
  }
  return {
    ...(record.brand === 'pay_easy' && {
      [serviceMetadataKeys.konbiniInstitutionNumber]: payEasyInstitution,
    }),
    [serviceMetadataKeys.konbiniPaymentNumber]: digitsOf(id, 11, 0),
    [serviceMetadataKeys.konbiniConfirmationNumber]: digitsOf(id, 4, 11),
  };
}
