import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { textLimit } from './text-limit';
import './text-limit.css';

/**
 * A limited text field's hint and error: a live count from the last fifth of the limit on, a
 * word at the limit, and an error past it, so nothing is cut off and the limit is seen coming.
 * Without a limit, the field's own hint and error as they are.
 */
export function useTextLimit(
  value: string,
  max: number | undefined,
  field: { hint: ReactNode; error: string | null },
): { hint: ReactNode; error: string | null } {
  const { t } = useTranslation('sale');
  if (max === undefined) return field;
  const limit = textLimit(value, max);
  if (limit.stage === 'quiet') return field;
  return {
    hint: (
      <>
        {limit.stage === 'full' ? t('details.full', { max }) : field.hint}{' '}
        <span className={`limited-text__count limited-text__count--${limit.stage}`}>
          {t('details.count', { count: limit.count, max })}
        </span>
      </>
    ),
    error:
      limit.stage === 'over'
        ? t('details.tooLong', { count: limit.count - max, max })
        : field.error,
  };
}
