import type { TFunction } from 'i18next';
import { errorCodeText, validationText } from '../../i18n/error-text';
import type { FieldProblem } from './profile-form';

/** A field's problem in words: the reason's message, or the code's when main said more. */
export function problemText(
  t: TFunction<'errors'>,
  problem: FieldProblem | undefined,
): string | null {
  if (problem === undefined) return null;
  switch (problem.kind) {
    case 'reason':
      return validationText(t, problem.reason);
    case 'code':
      return errorCodeText(t, problem.code);
    case 'amount':
      // The form with the amount field names the exact mistake in its own words.
      return validationText(t, 'INVALID_AMOUNT');
  }
}
