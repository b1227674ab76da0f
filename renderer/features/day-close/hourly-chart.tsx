import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { CurrencyTotals } from '../../../shared/back-office/day-close-totals';
import { toMinorUnits } from '../../../shared/money';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';

/** Chart colours: the tokens' positive and danger text colours (renderer/ui/tokens.css). */
const paidColour = '#0f5c28';
const refundedColour = '#a1160f';

/**
 * Paid sales and refunds per hour of the store's clock, in one currency. The numbers are
 * also in the tables above; the chart shows the day's shape at a glance.
 */
export function HourlyChart({ totals }: { totals: CurrencyTotals }) {
  const { t } = useTranslation('backOffice');
  const language = useLanguage();
  const data = totals.hourly.map((hour) => ({
    hour: t('dayClose.hour', { hour: hour.hour }),
    paid: hour.paid.amount,
    refunded: hour.refunded.amount,
  }));
  const money = (value: unknown) =>
    typeof value === 'number' ? formatAmount(toMinorUnits(value), totals.currency, language) : '';
  return (
    <figure className="day-close__chart">
      <figcaption>{t('dayClose.hourly')}</figcaption>
      <BarChart width={1180} height={260} data={data} accessibilityLayer>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="hour" interval={1} />
        <YAxis width={110} tickFormatter={money} />
        <Tooltip formatter={money} />
        <Legend />
        <Bar dataKey="paid" name={t('dayClose.hourlyPaid')} fill={paidColour} />
        <Bar dataKey="refunded" name={t('dayClose.hourlyRefunded')} fill={refundedColour} />
      </BarChart>
    </figure>
  );
}
