import { japanTimeZone } from '../../shared/japan-time';
import { formatDateTime } from '../i18n/format';
import { Countdown } from '../ui/countdown';
import { Bilingual } from './bilingual';
import type { Voice } from './display-voices';

interface DisplayDeadlineProps {
  voices: readonly [Voice, Voice];
  expiresAt: string;
  /** A deadline days ahead names its date; a code's minutes-long one needs only the time left. */
  dated: boolean;
}

/** The deadline to pay: the date and time in both languages, and the time left ticking down. */
export function DisplayDeadline({ voices, expiresAt, dated }: DisplayDeadlineProps) {
  const [first] = voices;
  const until = new Date(expiresAt);
  return (
    <dl className="customer-display__facts customer-display__deadline">
      {dated ? (
        <div>
          <dt>
            <Bilingual voices={voices} text={(voice) => voice.t('awaiting.payBy')} />
          </dt>
          <dd>
            <Bilingual
              voices={voices}
              text={(voice) => formatDateTime(until, voice.language, japanTimeZone)}
            />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>
          <Bilingual voices={voices} text={(voice) => voice.t('awaiting.timeLeft')} />
        </dt>
        <dd className="customer-display__countdown" lang={first.language}>
          <Countdown
            until={until}
            label={first.t('awaiting.timeLeft')}
            expiredLabel={first.t('awaiting.expired')}
            language={first.language}
          />
        </dd>
      </div>
    </dl>
  );
}
