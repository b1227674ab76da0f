import type { SaleInput } from '../../../shared/flows/flow-input';
import { isPaymentType, type TransactionToken } from '../../../shared/service/tokens';
import { pollUntil } from '../../service/polling';
import { ServiceClientError } from '../../service/service-client-error';
import type { FlowDependencies } from '../engine/flow-definition';
import { customerWaitSaleFlow } from './customer-wait/customer-wait-sale';

/*
 * A merchant-presented QR sale (DESIGN.md: Flows): the counter shows a code the customer pays
 * with their wallet app. The token names the wallet's brand (spec: data for qr_scan,
 * merchant-presented; conventions: qr_merchant), and the service writes the code to the
 * token's `data.qr_image_url` shortly after the charge is made (conventions: Checked against
 * the provider's own clients, Merchant-presented QR); the charge's issuer token is refused for
 * such a charge. The flow follows the charge until it is paid, expires (failed, 327) or the
 * cashier aborts, which cancels it.
 */

type QrScanToken = Extract<SaleInput['token'], { payment_type: 'qr_scan' }>;
type MerchantQrToken =
  | Extract<SaleInput['token'], { payment_type: 'qr_merchant' }>
  | (QrScanToken & { readonly data: { readonly brand: string } });

function codeOf(token: TransactionToken): string | undefined {
  const qr = isPaymentType(token, 'qr_merchant') || isPaymentType(token, 'qr_scan');
  return (qr && token.data.qr_image_url) || undefined;
}

/**
 * Reads the token until its code is there: at once, then backing off as the spec's polling
 * rules do (Limits), so a code already written shows without a wait. Undefined when the
 * service never wrote one within the bound.
 */
async function readCode(
  dependencies: FlowDependencies,
  params: { readonly storeId: string; readonly tokenId: string },
): Promise<string | undefined> {
  const { threeDs } = dependencies.schedules;
  try {
    const token = await pollUntil(
      () => dependencies.api.tokens.getToken({ params }),
      (read) => codeOf(read) !== undefined,
      { ...threeDs, delayMs: (n) => (n === 0 ? 0 : threeDs.delayMs(n - 1)) },
      { sleep: dependencies.sleep },
    );
    return codeOf(token);
  } catch (error) {
    const bound =
      error instanceof ServiceClientError &&
      error.detail.kind === 'timeout' &&
      error.detail.phase === 'poll';
    if (bound) return undefined;
    throw error;
  }
}

export const qrMerchantSaleFlow = customerWaitSaleFlow({
  kind: 'qr_merchant_sale',
  isToken: (token): token is MerchantQrToken =>
    token.payment_type === 'qr_merchant' ||
    (token.payment_type === 'qr_scan' && 'brand' in token.data),
  async action({ dependencies, ref, charge, facts, expiresAt, sale }) {
    const tokenId = sale?.created.id ?? facts.transactionTokenId ?? charge.transaction_token_id;
    const content =
      tokenId === undefined
        ? undefined
        : await readCode(dependencies, { storeId: ref.storeId, tokenId });
    // Without a code to show the customer cannot pay.
    if (content === undefined) return undefined;
    return {
      action: {
        type: 'qr_code',
        brand: sale?.requested.data.brand ?? facts.brand ?? '',
        content,
        expiresAt: await expiresAt(),
      },
    };
  },
});
