import type { ValidationReason } from '../../shared/service/common';
import {
  statusForErrorCode,
  type ServiceErrorBody,
  type ServiceErrorCode,
} from '../../shared/service/errors';
import { answeredReasonFor, type AnsweredReason } from './answered-codes';

/** One entry of an error body's `errors` list (conventions: Errors), as a rule raises it. */
export interface FieldError {
  readonly field?: string;
  readonly reason: ValidationReason | AnsweredReason;
}

/**
 * What a simulator handler throws to answer with the service's error body. The HTTP status is
 * derived from the code (`statusForErrorCode`), so a code never goes out with a status the
 * client does not expect for it; only the HTTP layer's own refusals (a body too large, of
 * another media type) give theirs, since the protocol, not the code, says it. Reasons go out
 * as the real service words them (answered-codes.ts).
 */
export class SimulatorError extends Error {
  readonly code: ServiceErrorCode;
  readonly errors: readonly FieldError[];
  readonly #status: number | undefined;

  constructor(
    code: ServiceErrorCode,
    errors: readonly FieldError[] = [],
    options: { readonly status?: number } = {},
  ) {
    super(code);
    this.name = 'SimulatorError';
    this.code = code;
    this.errors = errors;
    this.#status = options.status;
  }

  get status(): number {
    return this.#status ?? statusForErrorCode(this.code);
  }

  body(): ServiceErrorBody {
    return {
      status: 'error',
      code: this.code,
      errors: this.errors.map(({ field, reason }) => ({
        ...(field !== undefined && { field }),
        reason: answeredReasonFor(reason),
      })),
    };
  }
}

/** A body in a media type other than JSON: the protocol's 415. */
export function unsupportedMediaType(): SimulatorError {
  return new SimulatorError(
    'INVALID_REQUEST',
    [{ field: 'content-type', reason: 'INVALID_FORMAT' }],
    {
      status: 415,
    },
  );
}

/** A body (or its headers) over the size limit: the protocol's 413. */
export function requestTooLarge(): SimulatorError {
  return new SimulatorError('INVALID_REQUEST', [], { status: 413 });
}
