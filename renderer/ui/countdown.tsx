import { useEffect, useState } from 'react';
import { formatDaysLeft, formatSecondsLeft, secondsLeft } from './remaining-time';
import './countdown.css';

interface CountdownProps {
  until: Date;
  /** What the timer is for ("Pay by"), its accessible name. */
  label: string;
  /** Shown once the time has passed. */
  expiredLabel: string;
  /** For deadlines days away: a whole number of days in words, shown before the rest. */
  days?: (count: number) => string;
}

/**
 * Time left until a deadline (a QR code's or a konbini payment's), ticking each second. A
 * timer region is not announced on every tick; a person asks for it when they need it.
 */
export function Countdown({ until, label, expiredLabel, days }: CountdownProps) {
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
      {expired
        ? expiredLabel
        : days === undefined
          ? formatSecondsLeft(left)
          : formatDaysLeft(left, days)}
    </span>
  );
}
