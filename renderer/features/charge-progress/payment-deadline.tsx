import { japanTimeZone } from '../../../shared/japan-time';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { Countdown } from '../../ui/countdown';
import './payment-deadline.css';

/**
 * When a customer who pays later must have paid (a konbini slip, a bank transfer): the date
 * and time, and the time left ticking. Null when the service's answer did not give it.
 */
export function PaymentDeadline({ expiresAt }: { expiresAt: string | null }) {
  const { t } = useTranslation('chargeProgress');
  const language = useLanguage();
  if (expiresAt === null) {
    return <p className="payment-deadline__unknown">{t('slip.deadlineUnknown')}</p>;
  }
  const until = new Date(expiresAt);
  return (
    <dl className="payment-deadline">
      <div>
        <dt>{t('slip.deadline')}</dt>
        <dd className="payment-deadline__date">{formatDateTime(until, language, japanTimeZone)}</dd>
      </div>
      <div>
        <dt>{t('slip.timeLeft')}</dt>
        <dd>
          <Countdown until={until} label={t('slip.timeLeft')} expiredLabel={t('slip.expired')} />
        </dd>
      </div>
    </dl>
  );
}
