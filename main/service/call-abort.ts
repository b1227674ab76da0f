import type { Dispatcher } from 'undici';
import type { Deadline, DeadlineTimer } from './deadline-timer';
import { ServiceClientError, type ServiceClientErrorDetail } from './service-client-error';
import type { RequestingCall } from './text-request';

/**
 * How one call ends early: the caller's signal or the call's deadline, each ending it with
 * the error the call then throws. The request in flight, if any, is aborted at once through
 * its controller; an AbortSignal is made only for a call that has to wait.
 */
export class CallAbort implements RequestingCall {
  reason: ServiceClientError | undefined;
  inFlight: Dispatcher.DispatchController | undefined;
  #controller: AbortController | undefined;
  readonly #caller: AbortSignal | undefined;
  readonly #onCallerAbort: () => void;
  readonly #deadlines: DeadlineTimer;
  readonly #deadline: Deadline;

  constructor(
    caller: AbortSignal | undefined,
    deadlines: DeadlineTimer,
    deadlineMs: number,
    name: string,
  ) {
    this.#caller = caller;
    this.#onCallerAbort = () =>
      this.#abort(new ServiceClientError({ kind: 'cancelled', code: 'CANCELLED' }, name));
    if (caller?.aborted) this.#onCallerAbort();
    else caller?.addEventListener('abort', this.#onCallerAbort, { once: true });
    this.#deadlines = deadlines;
    this.#deadline = deadlines.start(deadlineMs, () => {
      this.#abort(
        new ServiceClientError({ kind: 'timeout', code: 'TIMEOUT', phase: 'deadline' }, name),
      );
    });
  }

  signal(): AbortSignal {
    if (this.#controller === undefined) {
      this.#controller = new AbortController();
      if (this.reason !== undefined) this.#controller.abort(this.reason);
    }
    return this.#controller.signal;
  }

  throwIfAborted(): void {
    if (this.reason !== undefined) throw this.reason;
  }

  close(): void {
    this.#deadlines.cancel(this.#deadline);
    this.#caller?.removeEventListener('abort', this.#onCallerAbort);
  }

  #abort(reason: ServiceClientError): void {
    if (this.reason !== undefined) return;
    this.reason = reason;
    this.inFlight?.abort(reason);
    this.#controller?.abort(reason);
  }
}

const networkFailures: Readonly<Record<string, ServiceClientErrorDetail>> = {
  UND_ERR_CONNECT_TIMEOUT: { kind: 'timeout', code: 'TIMEOUT', phase: 'connect' },
  ETIMEDOUT: { kind: 'timeout', code: 'TIMEOUT', phase: 'connect' },
  UND_ERR_HEADERS_TIMEOUT: { kind: 'timeout', code: 'TIMEOUT', phase: 'headers' },
  UND_ERR_BODY_TIMEOUT: { kind: 'timeout', code: 'TIMEOUT', phase: 'body' },
  ECONNREFUSED: { kind: 'network', code: 'CONNECTION_REFUSED' },
  ECONNRESET: { kind: 'network', code: 'CONNECTION_RESET' },
  EPIPE: { kind: 'network', code: 'CONNECTION_RESET' },
  UND_ERR_SOCKET: { kind: 'network', code: 'CONNECTION_RESET' },
  ENOTFOUND: { kind: 'network', code: 'HOST_NOT_FOUND' },
  EAI_AGAIN: { kind: 'network', code: 'HOST_NOT_FOUND' },
};

/**
 * Maps what an attempt threw to a `ServiceClientError`. An abort of the call wins over
 * whatever undici reported meanwhile. An error without a code is a bug here, not a network
 * failure, and goes up unchanged.
 */
export function classify(error: unknown, call: CallAbort, name: string): unknown {
  if (call.reason !== undefined) return call.reason;
  if (error instanceof ServiceClientError || !(error instanceof Error)) return error;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code === undefined) return error;
  const detail = networkFailures[code] ?? { kind: 'network', code: 'NETWORK_ERROR' };
  return new ServiceClientError(detail, name, { cause: error });
}
