import type { z } from 'zod';
import type { SaleInput } from '../../../../shared/flows/flow-input';
import type { CustomerAction } from '../../../../shared/flows/flow-progress';
import { paymentMethods, type SaleKind } from '../../../../shared/flows/payment-methods';
import type { Charge } from '../../../../shared/service/charges';
import type { TransactionToken } from '../../../../shared/service/tokens';
import type { OperationFacts } from '../../../journal/operation';
import type {
  ChargeRef,
  FlowDefinition,
  FlowDependencies,
  HandedOnWait,
} from '../../engine/flow-definition';
import { defineFlowMachine } from '../../engine/flow-machine';
import type { FlowRun } from '../../engine/flow-run';
import { resumeSale } from '../resume-sale';
import { awaitProcessed, createSale, saleInputFor, settleSale } from '../sale-steps';
import { awaitCustomer, type CustomerPage } from './customer-wait';
import { paymentDeadline, type PaymentExpiration } from './payment-deadline';

/*
 * The one template of every sale whose customer pays elsewhere (konbini, bank transfer,
 * merchant QR, online wallet): token, charge, wait until the charge awaits the customer, show
 * what the customer must do with its deadline, and follow the charge until it ends, the
 * cashier aborts (which cancels it) or the wait's bound leaves it open (docs/reliability.md:
 * Long waits). A method gives only what sets it apart: which tokens it sells with, its
 * deadline rule, and the action it shows.
 */

/** What the customer is shown, and for a wallet the page opened for them. */
interface CustomerWaitAction {
  readonly action: CustomerAction;
  readonly page?: CustomerPage;
}

/** An awaiting charge, as a method's action is built from it. */
export interface AwaitingCharge<Token> {
  readonly dependencies: FlowDependencies;
  readonly ref: ChargeRef;
  readonly charge: Charge;
  /** What the journal knows of the sale: the brand, the token's id and expiration settings. */
  readonly facts: OperationFacts;
  /** The customer's deadline (paymentDeadline), read when the action shows it. */
  readonly expiresAt: () => Promise<string | null>;
  /** A live sale's token request and the service's answer; absent after a restart or on the board. */
  readonly sale?: { readonly requested: Token; readonly created: TransactionToken };
}

export interface CustomerWaitMethod<Token extends SaleInput['token']> {
  /** Whether a paid charge is final is the methods' table's (shared/flows: paymentMethods). */
  readonly kind: SaleKind;
  readonly isToken: (token: SaleInput['token']) => token is Token;
  /**
   * The deadline rule: the expiration settings the token's request gives, recorded with the
   * sale so the deadline counts the same everywhere when the service's expiry cannot be read.
   * Without it only the service knows the deadline.
   */
  readonly expiration?: (token: Token) => PaymentExpiration;
  /** The customer's action for the awaiting charge; undefined when there is none to show. */
  action(awaiting: AwaitingCharge<Token>): Promise<CustomerWaitAction | undefined>;
}

/**
 * Token, charge, then a wait the cashier may abort with a cancel until the customer has paid
 * (conventions: Charges, Cancels).
 */
function customerWaitMachine(kind: SaleKind) {
  return defineFlowMachine(kind, {
    started: ['creating_token', 'abandoned'],
    creating_token: ['creating_charge', 'failed', 'abandoned'],
    creating_charge: ['processing', 'failed', 'abandoned'],
    processing: ['awaiting_customer', 'succeeded', 'failed'],
    // The move to itself leaves the operation open at the wait's bound
    // (docs/reliability.md: Long waits).
    awaiting_customer: ['awaiting_customer', 'canceling', 'succeeded', 'failed'],
    canceling: ['abandoned', 'succeeded', 'failed'],
  });
}

export function customerWaitSaleFlow<Token extends SaleInput['token']>(
  method: CustomerWaitMethod<Token>,
) {
  const input = saleInputFor(method.isToken);
  const { paidIsFinal } = paymentMethods[method.kind];

  function awaitingCharge(
    dependencies: FlowDependencies,
    ref: ChargeRef,
    charge: Charge,
    facts: OperationFacts,
  ): Omit<AwaitingCharge<Token>, 'sale'> {
    return {
      dependencies,
      ref,
      charge,
      facts,
      expiresAt: () => paymentDeadline(dependencies, ref, charge, facts),
    };
  }

  /** Follows the awaiting charge with its action shown; without one a person looks. */
  async function follow(
    run: FlowRun,
    awaiting: AwaitingCharge<Token>,
  ): Promise<HandedOnWait | undefined> {
    const shown = await method.action(awaiting);
    const { dependencies, ref, charge } = awaiting;
    if (shown === undefined) {
      // Nothing the customer could pay with: settleSale hands a waiting charge to a person.
      await settleSale(run, charge, true);
      return undefined;
    }
    return {
      wait: awaitCustomer({
        run,
        dependencies,
        ref,
        charge,
        ...shown,
        paidIsFinal,
      }),
    };
  }

  async function runSale(
    run: FlowRun,
    sale: z.output<typeof input>,
    dependencies: FlowDependencies,
  ): Promise<void> {
    const expiration = method.expiration?.(sale.token);
    const created = await createSale(
      run,
      sale,
      dependencies,
      expiration === undefined ? {} : { expiration },
    );
    if (created === undefined) return;
    const { ref } = created;
    const charge = await awaitProcessed(dependencies, ref, created.charge);
    if (charge.status !== 'awaiting') return settleSale(run, charge, true);
    const followed = await follow(run, {
      ...awaitingCharge(dependencies, ref, charge, run.facts),
      sale: { requested: sale.token, created: created.token },
    });
    await followed?.wait;
  }

  const definition: FlowDefinition<typeof input> = {
    kind: method.kind,
    input,
    machine: customerWaitMachine(method.kind),
    run: runSale,
    resume: (run, dependencies) =>
      resumeSale(run, dependencies, {
        paidIsFinal,
        awaiting: (resumed, _, ref, charge) =>
          follow(resumed, awaitingCharge(dependencies, ref, charge, resumed.facts)),
      }),
    async customerAction(dependencies, ref, charge, facts) {
      const shown = await method.action(awaitingCharge(dependencies, ref, charge, facts));
      return shown?.action;
    },
    settleAwaiting: (run, charge) =>
      settleSale(run, charge, run.facts.chargeRequest?.capture ?? true),
  };
  return definition;
}
