import { localeOf, type Language } from '../../i18n/languages';

/** How long ago a payment was opened, in the largest unit that reads naturally. */
export interface Age {
  value: number;
  unit: 'minute' | 'hour' | 'day';
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** Whole minutes under an hour, whole hours under two days, then whole days. */
export function ageOf(openedAt: Date, now: Date): Age {
  const elapsed = Math.max(0, now.getTime() - openedAt.getTime());
  if (elapsed < hourMs) return { value: Math.floor(elapsed / minuteMs), unit: 'minute' };
  if (elapsed < 2 * dayMs) return { value: Math.floor(elapsed / hourMs), unit: 'hour' };
  return { value: Math.floor(elapsed / dayMs), unit: 'day' };
}

/** "5 minutes ago", "5分前", "this minute": Intl's words, in the language on screen. */
export function formatAge(age: Age, language: Language): string {
  return new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' }).format(
    -age.value,
    age.unit,
  );
}
