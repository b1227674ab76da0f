import { z } from 'zod';
import { uuid } from '../../service/common';

/*
 * The pieces every area's contract is made of (DESIGN.md: IPC). Inputs are strict objects
 * with bounded strings and arrays; main parses each one before a handler runs.
 */

/** One invoke channel: what the renderer sends and what main answers. */
export function channel<Input extends z.ZodType, Output extends z.ZodType>(
  input: Input,
  output: Output,
) {
  return { input, output };
}

/** The input of a channel that takes nothing; the renderer may call it without an argument. */
export const emptyInput = z.strictObject({});

/** The answer of a channel that only acts: null once it is done. */
export const nullOutput = z.null();

/** One journal operation: the input of acting on it, and the answer of starting one. */
export const operationRef = z.strictObject({ operationId: uuid });
