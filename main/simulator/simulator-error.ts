import {
  statusForErrorCode,
  type ServiceErrorBody,
  type ServiceErrorCode,
  type ServiceErrorEntry,
} from '../../shared/service/errors';

/** One entry of an error body's `errors` list (conventions: Errors). */
export type FieldError = ServiceErrorEntry;

/**
 * What a simulator handler throws to answer with the service's error body. The HTTP status is
 * always derived from the code (`statusForErrorCode`), so a code can never go out with a status
 * the client does not expect for it.
 */
export class SimulatorError extends Error {
  readonly code: ServiceErrorCode;
  readonly errors: readonly FieldError[];

  constructor(code: ServiceErrorCode, errors: readonly FieldError[] = []) {
    super(code);
    this.name = 'SimulatorError';
    this.code = code;
    this.errors = errors;
  }

  get status(): number {
    return statusForErrorCode(this.code);
  }

  body(): ServiceErrorBody {
    return { status: 'error', code: this.code, errors: [...this.errors] };
  }
}
