import type { TFunction } from 'i18next';
import { errorCodeText, validationText } from '../../i18n/error-text';
import type { FieldProblem } from './profile-form';

/** A field's problem in words: the reason's message, or the code's when main said more. */
export function problemText(
  t: TFunction<'errors'>,
  problem: FieldProblem | undefined,
): string | null {
  if (problem === undefined) return null;
  return problem.kind === 'reason'
    ? validationText(t, problem.reason)
    : errorCodeText(t, problem.code);
}
