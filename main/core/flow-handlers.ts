import type { flowChannels } from '../../shared/ipc/contract/flows';
import type { ConfirmedSale } from '../../shared/ipc/customer-display-state';
import type { CurrencyCode } from '../../shared/money';
import { saleLimitsOf } from '../../shared/sale-limits';
import type { FlowAbortError, FlowStartError } from '../flows/engine/flow-engine';
import type { AreaHandlers } from '../ipc/handler-table';
import { IpcFailure } from '../ipc/ipc-failure';
import type { Result } from '../../shared/result';
import type { ActiveSession } from './active-session';
import type { RecordAudit } from './audit-recorder';
import { operationSummaryOf } from '../ipc/operation-views';

interface FlowHandlerOptions {
  readonly session: ActiveSession;
  readonly recordAudit: RecordAudit;
  /** The counter left this sale: the customer display stops showing it. */
  readonly leaveSale: (operationId: string) => void;
  /** The amount and method confirmed for the next sale, or null: for the customer display. */
  readonly presentSale: (sale: ConfirmedSale | null) => void;
}

type StartResult = Result<{ readonly operationId: string }, FlowStartError>;

/** The channel's answer to a start: the operation's id, or the engine's refusal thrown. */
function startAnswer(result: StartResult): { operationId: string } {
  if (result.ok) return { operationId: result.value.operationId };
  const error = result.error;
  switch (error.code) {
    case 'FLOW_NOT_AVAILABLE':
      throw new IpcFailure(error.code, `No flow runs ${error.kind ?? 'this payment type'}.`);
    case 'INVALID_INPUT':
      throw new IpcFailure(error.code, 'The flow refused its input.', error.fields);
    case 'CHARGE_NOT_READ':
      throw new IpcFailure(error.code, `The charge could not be read (${error.problem.type}).`);
    case 'JOURNAL_WRITE_FAILED':
      throw new IpcFailure(error.code, `The journal could not record it (${error.journal.code}).`);
  }
}

/** The channel's answer to an abort: null, or the engine's refusal thrown. */
function abortAnswer(result: Result<void, FlowAbortError>): null {
  if (result.ok) return null;
  throw new IpcFailure(
    result.error.code,
    result.error.code === 'NOT_RUNNING'
      ? 'The operation is not running.'
      : `The operation cannot be aborted while ${result.error.step}.`,
  );
}

/**
 * A store takes money in its profile's currency only: a page that sends another (a $99,999.99
 * sale on a yen store) is refused before any limit, which is in the store's minor units, is
 * read against it.
 */
function refuseOtherCurrency(
  store: { currency: CurrencyCode },
  currency: CurrencyCode,
  field: string,
): void {
  if (currency === store.currency) return;
  throw new IpcFailure(
    'CURRENCY_NOT_OF_STORE',
    `The store takes ${store.currency}, not ${currency}.`,
    [{ field, reason: 'INVALID_CURRENCY' }],
  );
}

/** The payment operations of the active session, and its open-payments board. */
export function createFlowHandlers(options: FlowHandlerOptions): AreaHandlers<typeof flowChannels> {
  const { session, recordAudit } = options;

  /**
   * Captures, cancels and refunds are audited once their intent is durable, so the entry can
   * name the operation. If the trail cannot record it the operation still runs (money may
   * already be moving) and the cashier is told, with the progress events still arriving.
   */
  async function auditStart(
    operationId: string,
    event: Parameters<RecordAudit>[0],
  ): Promise<{ operationId: string }> {
    try {
      await recordAudit(event);
    } catch (error) {
      throw new IpcFailure(
        'AUDIT_WRITE_FAILED',
        `Operation ${operationId} started, but the audit trail could not record it.`,
        [],
        { cause: error },
      );
    }
    return { operationId };
  }

  return {
    'flows:start-sale': async (input) => {
      const store = await session.profile();
      refuseOtherCurrency(store, input.charge.currency, 'charge.currency');
      // The counter refuses such an amount as it is typed; main holds the line for any caller.
      const { maximum } = saleLimitsOf(store);
      if (input.charge.amount > maximum) {
        throw new IpcFailure(
          'AMOUNT_ABOVE_STORE_MAXIMUM',
          `The amount is above the store's largest sale (${maximum} minor units).`,
          [{ field: 'charge.amount', reason: 'OUT_OF_RANGE' }],
        );
      }
      return startAnswer(await session.flows().startSale(input));
    },
    'flows:start-card-registration': async (input) =>
      startAnswer(await session.flows().startCardRegistration(input)),
    'flows:start-capture': async (input) => {
      refuseOtherCurrency(await session.profile(), input.currency, 'currency');
      const { operationId } = startAnswer(await session.flows().startCapture(input));
      const { chargeId, amount, currency } = input;
      return auditStart(operationId, {
        action: 'capture',
        details: { chargeId, amount, currency, operationId },
      });
    },
    'flows:start-cancel': async (input) => {
      const { operationId } = startAnswer(await session.flows().startCancel(input));
      return auditStart(operationId, {
        action: 'cancel',
        details: { chargeId: input.chargeId, operationId },
      });
    },
    'flows:start-refund': async (input) => {
      refuseOtherCurrency(await session.profile(), input.currency, 'currency');
      const { operationId } = startAnswer(await session.flows().startRefund(input));
      const { chargeId, amount, currency, reason } = input;
      return auditStart(operationId, {
        action: 'refund',
        details: {
          chargeId,
          amount,
          currency,
          ...(reason !== undefined && { reason }),
          operationId,
        },
      });
    },
    'flows:abort': ({ operationId }) => Promise.resolve(abortAnswer(session.abort(operationId))),
    'flows:reopen-customer-page': ({ operationId }) => {
      const reopened = session.flows().reopenCustomerPage(operationId);
      if (reopened.ok) return Promise.resolve(null);
      throw new IpcFailure(reopened.error.code, 'No page of this operation waits to be reopened.');
    },
    'flows:leave': async ({ operationId }) => {
      options.leaveSale(operationId);
      const left = await session.current()?.flows.leave(operationId);
      if (left === undefined || left.ok) return null;
      // The counter keeps showing the ending, so the cashier can acknowledge it again.
      throw new IpcFailure(
        left.error.code,
        `The journal could not record the acknowledgement (${left.error.journal.code}).`,
      );
    },
    'flows:present-sale': ({ sale }) => {
      options.presentSale(sale);
      return Promise.resolve(null);
    },
    // Without a profile nothing runs.
    'flows:list-running': () => Promise.resolve(session.current()?.flows.runningFlows() ?? []),
    'flows:list-unacknowledged-endings': () =>
      Promise.resolve(
        session.current()?.flows.unacknowledgedEndings().map(operationSummaryOf) ?? [],
      ),
    'flows:find-recent-paid-sale': ({ amount, currency }) => {
      const sale = session.current()?.flows.recentPaidSale(amount, currency);
      return Promise.resolve(sale === undefined ? null : operationSummaryOf(sale));
    },
    'payments:list-open': () => Promise.resolve(session.openPayments()),
  };
}
