import type { z } from 'zod';

/** One reason a record was refused: where, and the code of the failing check. */
export interface ValidationIssue {
  readonly path: string;
  readonly code: string;
}

/**
 * Our checks carry their code as the message (INVALID_FORMAT, CARD_NUMBER_NOT_ALLOWED...);
 * zod's own checks are named by zod's issue code (invalid_type, unrecognized_keys...).
 */
export function validationIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    code: /^[A-Z][A-Z0-9_]*$/.test(issue.message) ? issue.message : issue.code,
  }));
}
