import { localeOf, type Language } from '../i18n/languages';

/** Whole seconds left until `until`, rounded up so 0 means the moment has passed. */
export function secondsLeft(until: Date, now: Date): number {
  return Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

const secondsPerHour = 3600;
const secondsPerDay = 24 * secondsPerHour;

function unit(language: Language, name: 'day' | 'hour' | 'minute', value: number): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'unit',
    unit: name,
    unitDisplay: name === 'day' ? 'long' : 'short',
  }).format(value);
}

/**
 * Time left as a person reads it at a glance: days and hours a day or more ahead ("6 days
 * 23 hr", "6 日 23 時間"), hours and minutes within the day, and `M:SS` ticking only in the
 * last hour, where the seconds start to matter. Intl supplies the units' words and plurals.
 */
export function formatTimeLeft(seconds: number, language: Language): string {
  if (seconds >= secondsPerDay) {
    const days = Math.floor(seconds / secondsPerDay);
    const hours = Math.floor((seconds % secondsPerDay) / secondsPerHour);
    return `${unit(language, 'day', days)} ${unit(language, 'hour', hours)}`;
  }
  if (seconds >= secondsPerHour) {
    const hours = Math.floor(seconds / secondsPerHour);
    const minutes = Math.floor((seconds % secondsPerHour) / 60);
    return `${unit(language, 'hour', hours)} ${unit(language, 'minute', minutes)}`;
  }
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
