import type { z } from 'zod';
import { parseRequest, type FieldError } from '../../../../shared/service/common';

/** The service's `errors` list for a request, or [] when it is valid. */
export function requestErrors(schema: z.ZodType, input: unknown): FieldError[] {
  const result = parseRequest(schema, input);
  return result.success ? [] : result.errors;
}
