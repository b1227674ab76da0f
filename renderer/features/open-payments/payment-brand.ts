import type { CustomerAction } from '../../../shared/flows/flow-progress';

/**
 * Which brand a payment goes through, as the service spells it (seven_eleven, pay_pay_merchant),
 * or the bank's own name for a transfer; null when the action is not read yet or names none.
 */
export function brandOf(action: CustomerAction | null): string | null {
  if (action === null) return null;
  switch (action.type) {
    case 'konbini_payment':
      return action.convenienceStore;
    case 'qr_code':
    case 'wallet':
      return action.brand;
    case 'bank_transfer':
      return action.bankName;
    case 'three_ds':
      return null;
  }
}
