import { maxCustomerNameLength, type OpenPaymentCustomer } from '../../../shared/ipc/ipc-payloads';
import { isPaymentType, type TransactionToken } from '../../../shared/service/tokens';
import { textLength } from '../../../shared/text-length';

/*
 * Whom a payment on the board is for, read from its transaction token: eleven ¥2,750 konbini
 * slips look alike by method and amount alone. Only a konbini token names its customer
 * (spec: data for konbini), and of the phone number only the last digits leave main, enough
 * to ask "the number ending 5678?" and too few to call anyone.
 */

const phoneEndLength = 4;

/** A name too long for a row is shortened with an ellipsis: this is a label, not a record. */
function shownName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '') return null;
  if (textLength(trimmed) <= maxCustomerNameLength) return trimmed;
  return `${Array.from(trimmed)
    .slice(0, maxCustomerNameLength - 1)
    .join('')}…`;
}

export function boardCustomerOf(token: TransactionToken): OpenPaymentCustomer | null {
  if (!isPaymentType(token, 'konbini')) return null;
  const digits = token.data.phone_number?.local_number.replace(/\D/g, '') ?? '';
  const customer = {
    name: shownName(token.data.customer_name),
    phoneEnd: digits === '' ? null : digits.slice(-phoneEndLength),
  };
  return customer.name === null && customer.phoneEnd === null ? null : customer;
}
