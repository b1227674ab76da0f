import type { SaleKind } from '../../../../shared/flows/flow-input';
import type { CustomerAction } from '../../../../shared/flows/flow-progress';
import type { Charge } from '../../../../shared/service/charges';
import type { OperationFacts } from '../../../journal/operation';
import { bankTransferAction } from '../bank-transfer/bank-transfer-action';
import { chargeExpiresAt } from './payment-deadline';
import type { ChargeRef } from '../../engine/charge-tracking';
import type { FlowDependencies } from '../../engine/flow-definition';

/**
 * What the customer of an awaiting charge must do, for a flow that did not show it itself
 * (resumed after a restart, or followed by the open-payments board): from the service's
 * answers and the brand the flow recorded. Card and QR-scan sales leave nobody to act
 * elsewhere, and a merchant QR or wallet without an issuer token has nothing to show.
 */
export async function customerActionOf(
  kind: SaleKind,
  dependencies: FlowDependencies,
  ref: ChargeRef,
  charge: Charge,
  facts: OperationFacts,
): Promise<CustomerAction | undefined> {
  const brand = facts.brand ?? '';
  const expiresAt = () =>
    chargeExpiresAt(dependencies, ref, charge, { period: undefined, timeShift: undefined });
  const issuerToken = () => dependencies.api.charges.getChargeIssuerToken({ params: ref });
  switch (kind) {
    case 'konbini_sale':
      return { type: 'konbini_payment', convenienceStore: brand, expiresAt: await expiresAt() };
    case 'bank_transfer_sale': {
      const issuer = await issuerToken();
      // The token's response names the amount rule the bank applies, which the issuer's lacks.
      const tokenId = facts.transactionTokenId ?? charge.transaction_token_id;
      const token =
        tokenId === undefined
          ? undefined
          : await dependencies.api.tokens.getToken({ params: { storeId: ref.storeId, tokenId } });
      return bankTransferAction(issuer, token, await expiresAt());
    }
    case 'qr_merchant_sale': {
      const issuer = await issuerToken();
      if (issuer.issuer_token === undefined) return undefined;
      return { type: 'qr_code', brand, content: issuer.issuer_token, expiresAt: await expiresAt() };
    }
    case 'online_sale': {
      const issuer = await issuerToken();
      if (issuer.issuer_token === undefined) return undefined;
      return {
        type: 'wallet',
        brand,
        callMethod: issuer.call_method ?? '',
        issuerToken: issuer.issuer_token,
        payload: issuer.payload ?? null,
        expiresAt: await expiresAt(),
      };
    }
    case 'card_sale':
    case 'qr_scan_sale':
      return undefined;
  }
}
