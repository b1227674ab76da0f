import type { SaleInput } from '../../../shared/flows/flow-input';
import { customerWaitSaleFlow } from './customer-wait/customer-wait-sale';

/*
 * A merchant-presented QR sale (DESIGN.md: Flows): the counter shows a code the customer pays
 * with their wallet app. The token names only the wallet's brand (spec: data for qr_scan,
 * merchant-presented; conventions: qr_merchant); once the charge awaits the customer its
 * issuer token is the code's content (spec: Get the issuer token of a charge). The flow
 * follows the charge until it is paid, expires (failed, 327) or the cashier aborts, which
 * cancels it.
 */

type QrScanToken = Extract<SaleInput['token'], { payment_type: 'qr_scan' }>;
type MerchantQrToken =
  | Extract<SaleInput['token'], { payment_type: 'qr_merchant' }>
  | (QrScanToken & { readonly data: { readonly brand: string } });

export const qrMerchantSaleFlow = customerWaitSaleFlow({
  kind: 'qr_merchant_sale',
  isToken: (token): token is MerchantQrToken =>
    token.payment_type === 'qr_merchant' ||
    (token.payment_type === 'qr_scan' && 'brand' in token.data),
  paidIsFinal: false,
  async action({ dependencies, ref, facts, expiresAt, sale }) {
    const issuer = await dependencies.api.charges.getChargeIssuerToken({ params: ref });
    // Without a code to show the customer cannot pay.
    if (issuer.issuer_token === undefined) return undefined;
    return {
      action: {
        type: 'qr_code',
        brand: sale?.requested.data.brand ?? facts.brand ?? '',
        content: issuer.issuer_token,
        expiresAt: await expiresAt(),
      },
    };
  },
});
