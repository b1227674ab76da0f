import { z } from 'zod';
import type { CustomerAction } from '../../../../shared/flows/flow-progress';
import type { IssuerToken } from '../../../../shared/service/issuer-tokens';
import { bankTransferMatchAmounts } from '../../../../shared/service/token-options';
import { isPaymentType, type TransactionToken } from '../../../../shared/service/tokens';

type BankTransferAction = Extract<CustomerAction, { type: 'bank_transfer' }>;

const matchAmount = z.enum(bankTransferMatchAmounts);

/**
 * The account a bank-transfer customer transfers to and the amount rule the bank applies: the
 * charge's issuer token names the account (spec: Get the issuer token of a charge), the
 * token's own response fills what it leaves out and names the rule (conventions: Transaction
 * tokens). A rule the response does not name is the one the sale asked for, if any; null
 * leaves it to the store's or merchant's setting.
 */
export function bankTransferAction(
  issuer: IssuerToken,
  token: TransactionToken | undefined,
  expiresAt: string | null,
  requestedMatchAmount?: string,
): BankTransferAction {
  const account =
    token !== undefined && isPaymentType(token, 'bank_transfer') ? token.data : undefined;
  const rule = matchAmount.safeParse(account?.match_amount ?? requestedMatchAmount);
  return {
    type: 'bank_transfer',
    bankName: issuer.bank_name ?? account?.bank_name ?? null,
    bankCode: issuer.bank_code ?? account?.bank_code ?? null,
    branchName: issuer.branch_name ?? account?.branch_name ?? null,
    branchCode: issuer.branch_code ?? account?.branch_code ?? null,
    accountHolderName: issuer.account_holder_name ?? account?.account_holder_name ?? null,
    accountNumber: issuer.account_number ?? account?.account_number ?? null,
    matchAmount: rule.success ? rule.data : null,
    expiresAt,
  };
}
