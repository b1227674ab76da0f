import type { SaleInput } from '../../../../shared/flows/flow-input';
import { customerWaitSaleFlow } from '../customer-wait/customer-wait-sale';
import { tokenExpiration } from '../customer-wait/payment-deadline';
import { bankTransferAction } from './bank-transfer-action';

/*
 * A bank-transfer sale (DESIGN.md: Flows): create the bank-transfer token (brand, amount
 * matching, expiry), charge it, wait until the charge awaits the customer, and show the
 * account to transfer to, which the charge's issuer token gives (spec: Get the issuer token
 * of a charge). A transfer the bank accepts under the token's match_amount makes the charge
 * successful; a rejected one goes back to the payer and the charge keeps waiting; the
 * deadline passing fails it (327). The cashier may abort until it is paid, which cancels the
 * charge (conventions: Charges, Cancels). A transfer can take days, so at the wait's bound
 * the operation is left open (docs/reliability.md: Long waits).
 */

type BankTransferToken = Extract<SaleInput['token'], { payment_type: 'bank_transfer' }>;

export const bankTransferSaleFlow = customerWaitSaleFlow({
  kind: 'bank_transfer_sale',
  isToken: (token): token is BankTransferToken => token.payment_type === 'bank_transfer',
  expiration: ({ data }) => tokenExpiration(data.expiration_period, data.expiration_time_shift),
  async action({ dependencies, ref, charge, facts, expiresAt, sale }) {
    const issuer = await dependencies.api.charges.getChargeIssuerToken({ params: ref });
    // The token's response names the amount rule the bank applies, which the issuer's lacks.
    const tokenId = facts.transactionTokenId ?? charge.transaction_token_id;
    const token =
      sale?.created ??
      (tokenId === undefined
        ? undefined
        : await dependencies.api.tokens.getToken({ params: { storeId: ref.storeId, tokenId } }));
    const deadline = await expiresAt();
    return {
      action: bankTransferAction(issuer, token, deadline, sale?.requested.data.match_amount),
    };
  },
});
