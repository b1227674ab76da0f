/** Why the core could not start; the entry shows the code and quits. */
type CoreStartErrorCode =
  | 'SETTINGS_UNREADABLE'
  | 'JOURNAL_UNAVAILABLE'
  | 'AUDIT_UNAVAILABLE'
  | 'TRAINING_UNAVAILABLE'
  | 'PRINTING_UNAVAILABLE'
  | 'OPERATORS_UNREADABLE';

export class CoreStartError extends Error {
  override readonly name = 'CoreStartError';
  readonly code: CoreStartErrorCode;

  constructor(code: CoreStartErrorCode, message: string, options?: { cause: unknown }) {
    super(message, options);
    this.code = code;
  }
}
