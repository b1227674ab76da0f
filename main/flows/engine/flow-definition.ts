import type { z } from 'zod';
import type { FlowKind } from '../../../shared/flows/flow-progress';
import type { PollSchedule } from '../../service/polling';
import type { ServiceApi } from '../../service/service-api';
import type { Sleep } from '../../service/sleep';
import type { FlowMachine } from './flow-machine';
import type { FlowRun } from './flow-run';

/**
 * Where the customer authenticates or pays in a browser: the 3DS issuer page, a wallet page.
 * Electron opens the hardened authentication window (main/app/windows); the browser host and
 * tests supply their own. It resolves when the page reached the redirect endpoint, the person
 * closed it, or `signal` aborted; the flow learns the payment's outcome by polling the
 * service either way (spec: Get the 3DS issuer token, rule 5), never from the page.
 *
 * The flow closes the page through `signal`: with an `AuthenticationEnded` reason once its
 * polling saw the authentication or payment end, which the authenticator answers as
 * 'completed'; with any other reason (the cashier aborted, the wait gave up) as 'aborted'. So
 * a page needs no redirect endpoint to know it is done, and card sales register none.
 */
export interface Authenticator {
  open(
    request: {
      readonly operationId: string;
      readonly url: string;
      readonly method: 'GET' | 'POST';
      readonly contentType?: string;
      readonly body?: string;
      readonly redirectEndpoint?: string;
    },
    signal: AbortSignal,
  ): Promise<'completed' | 'closed' | 'aborted'>;
}

/** The reason a flow aborts an authenticator's signal with when its polling saw the end. */
export class AuthenticationEnded extends Error {
  override readonly name = 'AuthenticationEnded';

  constructor() {
    super('The flow saw the authentication or payment end.');
  }
}

/** What every flow needs besides its run; injected so tests control time and the service. */
export interface FlowDependencies {
  readonly api: ServiceApi;
  readonly authenticator: Authenticator;
  readonly sleep: Sleep;
  readonly now: () => Date;
  /** Spec: Limits. Tests pass short schedules; production uses the spec's. */
  readonly schedules: {
    readonly threeDs: PollSchedule;
    readonly iframe: PollSchedule;
    /** While the customer pays elsewhere (konbini, bank transfer, QR, wallet). */
    readonly awaitingCustomer: PollSchedule;
  };
}

/**
 * One kind of operation: its input schema, its machine, how it runs from the start, and how
 * it resumes after a restart from what the journal knows (DESIGN.md: Flows).
 */
export interface FlowDefinition<Input extends z.ZodType> {
  readonly kind: FlowKind;
  readonly input: Input;
  readonly machine: FlowMachine;
  run(run: FlowRun, input: z.output<Input>, dependencies: FlowDependencies): Promise<void>;
}
