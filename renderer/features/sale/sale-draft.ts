import type { z } from 'zod';
import { saleCharge } from '../../../shared/flows/flow-input';
import type { CurrencyCode, MinorUnits } from '../../../shared/money';
import { parseRequest, type FieldError } from '../../../shared/service/common';

/**
 * The part of a sale's charge the first step settles: amount, currency, and the order number
 * and memo as metadata. Checked by the same schema the flow's input uses, so a mistake reads
 * the same here as from the service (docs/architecture.md: Validation reasons).
 */
const saleChargeDraft = saleCharge.pick({ amount: true, currency: true, metadata: true });
export type SaleChargeDraft = z.output<typeof saleChargeDraft>;

/** The metadata keys a sale's optional details are stored under (spec: metadata, free pairs). */
export const saleMetadataKeys = { orderNumber: 'order_number', memo: 'memo' } as const;

export interface SaleDetails {
  orderNumber: string;
  memo: string;
}

/** Blank details are left out, so a sale without them carries no metadata at all. */
function saleMetadata(details: SaleDetails): Record<string, string> | undefined {
  const metadata: Record<string, string> = {};
  const orderNumber = details.orderNumber.trim();
  const memo = details.memo.trim();
  if (orderNumber !== '') metadata[saleMetadataKeys.orderNumber] = orderNumber;
  if (memo !== '') metadata[saleMetadataKeys.memo] = memo;
  return Object.keys(metadata).length === 0 ? undefined : metadata;
}

export function confirmSaleCharge(
  amount: MinorUnits,
  currency: CurrencyCode,
  details: SaleDetails,
): { ok: true; charge: SaleChargeDraft } | { ok: false; errors: FieldError[] } {
  const metadata = saleMetadata(details);
  const parsed = parseRequest(saleChargeDraft, {
    amount,
    currency,
    ...(metadata === undefined ? {} : { metadata }),
  });
  return parsed.success ? { ok: true, charge: parsed.data } : { ok: false, errors: parsed.errors };
}
