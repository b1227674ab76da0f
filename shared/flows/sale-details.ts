import type { z } from 'zod';
import { textLength } from '../text-length';

/*
 * A sale's optional details as the counter stores them in the charge's metadata (spec:
 * metadata, free pairs), and how long each may be: an order number is a short reference
 * printed on a receipt, a memo a line or two. Counted in characters (shared/text-length.ts).
 */

export const saleDetailKeys = { orderNumber: 'order_number', memo: 'memo' } as const;

export const saleDetailLimits = { orderNumber: 64, memo: 255 } as const;

type SaleDetail = keyof typeof saleDetailKeys;
const saleDetails = Object.keys(saleDetailKeys) as SaleDetail[];

/** Refuses a detail longer than its limit, at its own metadata key. */
export function refuseLongSaleDetails(
  metadata: Record<string, unknown>,
  ctx: z.RefinementCtx<Record<string, unknown>>,
): void {
  for (const detail of saleDetails) {
    const value = metadata[saleDetailKeys[detail]];
    if (typeof value === 'string' && textLength(value) > saleDetailLimits[detail]) {
      ctx.addIssue({ code: 'custom', path: [saleDetailKeys[detail]], message: 'OUT_OF_RANGE' });
    }
  }
}
