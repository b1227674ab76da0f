/** Why the simulator could not start; the CLI prints the code and message and exits non-zero. */
export class SimulatorStartError extends Error {
  readonly code: 'INVALID_OPTIONS' | 'DATA_FILE_UNREADABLE' | 'DATA_FILE_INVALID';

  constructor(code: SimulatorStartError['code'], message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'SimulatorStartError';
    this.code = code;
  }
}
