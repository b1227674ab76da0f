import { z } from 'zod';
import {
  cancelInput,
  captureInput,
  cardRegistrationInput,
  refundInput,
  saleInput,
} from '../../flows/flow-input';
import { flowProgress } from '../../flows/flow-progress';
import { currencyCode, minorUnits } from '../../money';
import { confirmedSale } from '../customer-display-state';
import { openPayment, operationSummary, runningFlow } from '../ipc-payloads';
import { channel, emptyInput, nullOutput, operationRef } from './channel';

/*
 * Payment operations. Money moves only through these channels: a flow records its intent and
 * idempotency keys before its first request (docs/architecture.md: IPC).
 */
export const flowChannels = {
  'flows:start-sale': channel(saleInput, operationRef),
  'flows:start-card-registration': channel(cardRegistrationInput, operationRef),
  'flows:start-capture': channel(captureInput, operationRef),
  'flows:start-cancel': channel(cancelInput, operationRef),
  'flows:start-refund': channel(refundInput, operationRef),
  'flows:abort': channel(operationRef, nullOutput),
  /** Opens again the 3-D Secure or wallet page the customer closed by hand (action.windowClosed). */
  'flows:reopen-customer-page': channel(operationRef, nullOutput),
  /**
   * The counter left a sale (Keep open, New sale after its end, or the cashier acknowledged an
   * ending it did not follow): the customer display welcomes the next customer at once, a
   * counter that starts again does not go back to it, and its ending is acknowledged in the
   * journal. Nothing is aborted; main goes on following it.
   */
  'flows:leave': channel(operationRef, nullOutput),
  /**
   * The amount and method the cashier confirmed for the next sale, or null once the amount is
   * changed or the sale is over: the customer display shows them before the payment runs.
   * Nothing is sent to the service.
   */
  'flows:present-sale': channel(z.strictObject({ sale: confirmedSale.nullable() }), nullOutput),
  /** The flows of the active store main is running, for a counter that starts again. */
  'flows:list-running': channel(emptyInput, z.array(runningFlow)),
  /**
   * The active profile's sales that ended (paid, failed, in review) while no screen followed
   * them, latest first, until the counter leaves them: what a counter that starts again shows.
   */
  'flows:list-unacknowledged-endings': channel(emptyInput, z.array(operationSummary)),
  /**
   * The active profile's sale of this amount paid within the last minutes, or null: the
   * counter asks before it charges the same amount again.
   */
  'flows:find-recent-paid-sale': channel(
    z.strictObject({ amount: minorUnits, currency: currencyCode }),
    operationSummary.nullable(),
  ),
  'payments:list-open': channel(emptyInput, z.array(openPayment)),
};

export const flowEvents = {
  'flows:progress': flowProgress,
  /** The live board's payments, whole, whenever one came, changed or ended. */
  'payments:open-changed': z.array(openPayment),
};

/** Why the flow engine refused to start, abort or reopen an operation. */
export const flowRefusalCode = z.enum([
  /** No flow runs this payment type. */
  'FLOW_NOT_AVAILABLE',
  /** A capture, cancel or refund could not read its charge first. */
  'CHARGE_NOT_READ',
  /** The journal could not record the intent, so nothing was sent. */
  'JOURNAL_WRITE_FAILED',
  'NOT_RUNNING',
  /** The operation is at a step that must finish (a request in flight). */
  'NOT_ABORTABLE',
  /** No customer page waits to be opened again. */
  'NOTHING_TO_REOPEN',
]);
