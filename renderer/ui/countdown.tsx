import { useEffect, useState } from 'react';
import type { Language } from '../i18n/languages';
import { useLanguage } from '../i18n/use-language';
import { formatTimeLeft, secondsLeft } from './remaining-time';
import './countdown.css';

interface CountdownProps {
  until: Date;
  /** What the timer is for ("Pay by"), its accessible name. */
  label: string;
  /** Shown once the time has passed. */
  expiredLabel: string;
  /** The language of the units' words ("6 days 23 hr"): the screen's unless given. */
  language?: Language;
}

/**
 * Time left until a deadline (a QR code's or a konbini payment's), ticking each second. A
 * timer region is not announced on every tick; a person asks for it when they need it.
 */
export function Countdown({ until, label, expiredLabel, language }: CountdownProps) {
  const screenLanguage = useLanguage();
  const [now, setNow] = useState(() => new Date());
  const left = secondsLeft(until, now);
  const expired = left === 0;

  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [expired]);

  return (
    <span
      className={`countdown${expired ? ' countdown--expired' : left < 60 ? ' countdown--soon' : ''}`}
      role="timer"
      aria-label={label}
    >
      {expired ? expiredLabel : formatTimeLeft(left, language ?? screenLanguage)}
    </span>
  );
}
