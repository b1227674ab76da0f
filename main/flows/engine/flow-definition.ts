import type { z } from 'zod';
import type { CustomerAction, FlowKind } from '../../../shared/flows/flow-progress';
import type { Charge } from '../../../shared/service/charges';
import type { OperationFacts } from '../../journal/operation';
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
 * service either way (spec: Get the 3DS issuer token, rule 5), never from the page, though a
 * page that came back is a reason to read the payment at once.
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
      /** What the page is for, which the redirect back names (spec: Get the 3DS issuer token, rule 4). */
      readonly resource?: AuthenticatedResource;
    },
    signal: AbortSignal,
  ): Promise<'completed' | 'closed' | 'aborted'>;
  /**
   * Where this authenticator sees the customer come back, for a flow to register when its
   * sale names no redirect endpoint: the browser host's own page, which its popup can reach
   * (main/ipc/browser-host/authentication-return.ts). Electron's window needs none.
   */
  readonly returnEndpoint?: () => string | undefined;
}

/** The charge or token an authentication page is for, by its id. */
export type AuthenticatedResource = { readonly chargeId: string } | { readonly tokenId: string };

/** The reason a flow aborts an authenticator's signal with when its polling saw the end. */
export class AuthenticationEnded extends Error {
  override readonly name = 'AuthenticationEnded';

  constructor() {
    super('The flow saw the authentication or payment end.');
  }
}

/** One charge of one store, as a flow follows it. */
export interface ChargeRef {
  readonly storeId: string;
  readonly chargeId: string;
}

/** What every flow needs besides its run; injected so tests control time and the service. */
export interface FlowDependencies {
  readonly api: ServiceApi;
  readonly authenticator: Authenticator;
  readonly sleep: Sleep;
  readonly now: () => Date;
  /** This till's id (main/journal/till-id.ts), named in the metadata of every charge it makes. */
  readonly tillId: string;
  /** Spec: Limits. Tests pass short schedules; production uses the spec's. */
  readonly schedules: {
    readonly threeDs: PollSchedule;
    readonly iframe: PollSchedule;
    /** While the customer pays elsewhere (konbini, bank transfer, QR, wallet). */
    readonly awaitingCustomer: PollSchedule;
  };
}

/** A customer wait a resumed operation handed on: it settles when the wait ends. */
export interface HandedOnWait {
  readonly wait: Promise<void>;
}

/** What the customer of an awaiting charge must do, for a flow that did not show it itself. */
type CustomerActionOf = (
  dependencies: FlowDependencies,
  ref: ChargeRef,
  charge: Charge,
  facts: OperationFacts,
) => Promise<CustomerAction | undefined>;

/**
 * One kind of operation, everything about it in one place (DESIGN.md: Flows): its input
 * schema, its machine, how it runs from the start, how it resumes after a restart from what
 * the journal recorded, and, for a sale whose customer pays elsewhere, the action the
 * open-payments board and the printed slip show and how the board's reading ends it.
 */
export interface FlowDefinition<Input extends z.ZodType> {
  readonly kind: FlowKind;
  readonly input: Input;
  readonly machine: FlowMachine;
  run(run: FlowRun, input: z.output<Input>, dependencies: FlowDependencies): Promise<void>;
  /**
   * Goes on from where the journal left the operation, on the machine `resumeMachine` makes of
   * this one (the engine's `resume`, which recovery calls); resolves once nothing is left in doubt but a customer's
   * payment, with the wait that follows it, if any.
   */
  resume(run: FlowRun, dependencies: FlowDependencies): Promise<HandedOnWait | undefined>;
  readonly customerAction?: CustomerActionOf;
  /**
   * For a sale whose customer pays elsewhere: how a charge that left awaiting the customer
   * while no flow followed it ends the sale, when the open-payments board reads it.
   */
  settleAwaiting?(run: FlowRun, charge: Charge): Promise<void>;
}
