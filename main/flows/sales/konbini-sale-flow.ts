import type { SaleInput } from '../../../shared/flows/flow-input';
import { konbiniPaymentDetailsOf } from '../../../shared/konbini-payment-guide';
import { defaultKonbiniExpirationPeriod } from '../../../shared/service/token-expiration';
import { customerWaitSaleFlow } from './customer-wait/customer-wait-sale';
import { tokenExpiration } from './customer-wait/payment-deadline';

/*
 * A konbini sale (DESIGN.md: Flows): create the konbini token (its expiration rules were
 * checked by saleInput), charge it, wait until the charge awaits the customer, show the
 * convenience store, the deadline and the payment numbers the charge carries, and follow the charge until the customer paid
 * (successful) or the deadline passed (failed, 327). The cashier may abort while the customer
 * has not paid: the charge is canceled, which a paid konbini charge no longer can be
 * (conventions: Charges, Cancels). A payment can take days, so at the wait's bound the
 * operation is left open (docs/reliability.md: Long waits).
 */

type KonbiniToken = Extract<SaleInput['token'], { payment_type: 'konbini' }>;

export const konbiniSaleFlow = customerWaitSaleFlow({
  kind: 'konbini_sale',
  isToken: (token): token is KonbiniToken => token.payment_type === 'konbini',
  // Limits: konbini expiration_period defaults to 30 days.
  expiration: ({ data }) =>
    tokenExpiration(
      data.expiration_period ?? defaultKonbiniExpirationPeriod,
      data.expiration_time_shift,
    ),
  async action({ charge, facts, expiresAt, sale }) {
    const details = konbiniPaymentDetailsOf(charge.metadata);
    return {
      action: {
        type: 'konbini_payment',
        convenienceStore: sale?.requested.data.convenience_store ?? facts.brand ?? '',
        expiresAt: await expiresAt(),
        ...(details !== null && { details }),
      },
    };
  },
});
