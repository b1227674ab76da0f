import type { z } from 'zod';
import { fieldErrors } from '../../../../shared/service/common';

/**
 * The service's `errors` list for a request, or [] when it is valid. `fieldErrors` tells a
 * missing value from a wrong one by the issue's `input`, which zod reports only when asked.
 */
export function requestErrors(schema: z.ZodType, input: unknown): ReturnType<typeof fieldErrors> {
  const result = schema.safeParse(input, { reportInput: true });
  return result.success ? [] : fieldErrors(result.error);
}
