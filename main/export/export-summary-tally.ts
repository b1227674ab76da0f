import { bucketOf } from '../../shared/back-office/day-close-totals';
import type { ExportCurrencyTotal, ExportSummary } from '../../shared/back-office/export-request';
import { toMinorUnits } from '../../shared/money';
import type { HistoryItem } from '../../shared/service/history';

/**
 * An export's summary as its items come: how many charges and refunds, and per currency and
 * mode what was paid and refunded as the day close counts it (shared/back-office/
 * day-close-totals.ts), so a failed or pending charge adds nothing and live money never
 * meets test money.
 */
export class ExportSummaryTally {
  #charges = 0;
  #refunds = 0;
  readonly #totals = new Map<string, ExportCurrencyTotal>();

  add(item: HistoryItem): void {
    if (item.type === 'refund') this.#refunds += 1;
    else this.#charges += 1;
    const bucket = bucketOf(item);
    if (bucket !== 'paid' && bucket !== 'refunded') return;
    const key = `${item.currency} ${item.mode}`;
    const zero = toMinorUnits(0);
    const total = this.#totals.get(key) ?? {
      currency: item.currency,
      mode: item.mode,
      paid: zero,
      refunded: zero,
      net: zero,
    };
    // toMinorUnits refuses a sum past the safe integers rather than round it.
    if (bucket === 'paid') total.paid = toMinorUnits(total.paid + item.amount);
    else total.refunded = toMinorUnits(total.refunded + item.amount);
    total.net = toMinorUnits(total.paid - total.refunded);
    this.#totals.set(key, total);
  }

  summary(rows: number): ExportSummary {
    const totals = [...this.#totals.values()].sort(
      (a, b) => a.currency.localeCompare(b.currency) || a.mode.localeCompare(b.mode),
    );
    return { rows, charges: this.#charges, refunds: this.#refunds, totals };
  }
}
