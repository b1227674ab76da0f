import type { TFunction } from 'i18next';
import type { OperationSummary } from '../../shared/ipc/ipc-payloads';
import { brandName } from './brand-name';
import { formatAmount, formatTime } from './format';
import type { Language } from './languages';

/** How the sale was paid: the card's brand and last four (Mastercard ••4444), or the brand. */
function paidBy(t: TFunction<'brands'>, sale: OperationSummary): string | null {
  if (sale.card !== undefined) return `${brandName(t, sale.card.brand)} ••${sale.card.lastFour}`;
  return sale.brand === undefined ? null : brandName(t, sale.brand);
}

/**
 * How a sale ended, as the journal holds it, in one sentence ("¥4,321 was paid at 12:03 by
 * Mastercard ••4444"): for the endings a counter that starts again shows, and the question
 * before a sale of the same amount.
 */
export function saleEndingText(
  t: TFunction<'operations'>,
  tBrands: TFunction<'brands'>,
  sale: OperationSummary,
  language: Language,
  timeZone: string,
): string {
  const amount =
    sale.amount === undefined || sale.currency === undefined
      ? t(`kind.${sale.kind}`)
      : formatAmount(sale.amount, sale.currency, language);
  const time = formatTime(new Date(sale.updatedAt), language, timeZone);
  switch (sale.state) {
    case 'succeeded': {
      const method = paidBy(tBrands, sale);
      return method === null
        ? t('ending.succeeded', { amount, time })
        : t('ending.succeededBy', { amount, time, method });
    }
    case 'failed':
    case 'abandoned':
      return t(`ending.${sale.state}`, { amount, time });
    default:
      // Not ended, so in review: `needs_review`.
      return t('ending.needs_review', { amount, time });
  }
}
