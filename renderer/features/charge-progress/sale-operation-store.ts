import { createStore } from 'zustand/vanilla';
import {
  saleKind,
  saleKindOf,
  type SaleInput,
  type SaleKind,
} from '../../../shared/flows/flow-input';
import {
  flowStep,
  isLaterProgress,
  isTerminalFlowStep,
  type FlowProgress,
  type FlowStep,
} from '../../../shared/flows/flow-progress';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { OperationSummary } from '../../../shared/ipc/ipc-payloads';
import type { IpcError } from '../../../shared/ipc/ipc-result';

/*
 * The sale the counter started and is following: its operation id, the latest progress main
 * sent for it and the steps it went through. Main runs the flow (DESIGN.md: Flows); this only
 * listens, and asks main to abort when the cashier says so.
 */

type SalePos = Pick<
  PosApi,
  | 'flowsStartSale'
  | 'flowsFindRecentPaidSale'
  | 'flowsAbort'
  | 'flowsReopenCustomerPage'
  | 'flowsLeave'
  | 'onFlowsProgress'
>;

/**
 * A sale of the same amount was paid a moment ago: the cashier answers whether this one
 * charges again, before anything is sent (renderer/README.md: A counter that starts again).
 */
interface RepeatQuestion {
  /** The sale paid, as the journal has it. */
  readonly paid: OperationSummary;
  readonly answer: (chargeAgain: boolean) => void;
}

export interface SaleOperation {
  operationId: string;
  /** The method: what the progress and result screens explain (null for a token main refuses). */
  kind: SaleKind | null;
  /**
   * What was asked: an authorize-only sale ends authorized, not captured. Null for a sale put
   * back after the counter started again, whose request main alone kept.
   */
  capture: boolean | null;
  amount: SaleInput['charge']['amount'];
  currency: SaleInput['charge']['currency'];
  /** Null until main's first event arrives. */
  progress: FlowProgress | null;
  /** Every step seen, in order, without repeats. */
  steps: FlowStep[];
  /** Why the last abort request failed, if it did. */
  abortError: IpcError | null;
}

interface SaleOperationState {
  operation: SaleOperation | null;
  starting: boolean;
  /** Asked while a start waits for the cashier's answer. */
  repeat: RepeatQuestion | null;
}

interface SaleOperationActions {
  /**
   * Starts the sale and follows it, after asking the cashier (`repeat`) when a sale of its
   * amount was just paid; answers main's refusal, or null once it runs or the cashier said
   * not to charge again.
   */
  start: (input: SaleInput) => Promise<IpcError | null>;
  /**
   * Follows a sale main is running that the counter was on before it started again (a reload):
   * `progress` as main's list gave it, then `since`, what main told meanwhile. False, and
   * nothing changes, when the counter already follows a sale or this is none.
   */
  attach: (progress: FlowProgress, since: readonly FlowProgress[]) => boolean;
  abort: () => Promise<void>;
  /** Opens again the issuer's page the customer closed by hand; answers why not, or null. */
  reopen: () => Promise<IpcError | null>;
  /** Forgets a finished sale (New sale); a running one is kept, main is still moving money. */
  clear: () => void;
  /**
   * Stops following a sale that waits for its customer elsewhere (a konbini slip, a bank
   * transfer, a wallet), so the counter can take the next one. Nothing is aborted: main goes on
   * following the charge and ends the sale when it ends, and the open-payments board lists it
   * meanwhile (docs/reliability.md: Long waits).
   */
  leave: () => void;
}

export type SaleOperationStore = SaleOperationState & SaleOperationActions;

function withProgress(operation: SaleOperation, progress: FlowProgress): SaleOperation {
  const seen = operation.steps.includes(progress.step);
  return {
    ...operation,
    progress,
    steps: seen ? operation.steps : [...operation.steps, progress.step],
  };
}

export function isOperationFinished(operation: SaleOperation): boolean {
  return operation.progress !== null && isTerminalFlowStep(operation.progress.step);
}

/** Whether the sale waits for its customer to pay elsewhere, which the counter need not watch. */
export function isAwaitingCustomer(operation: SaleOperation): boolean {
  return operation.progress?.step === 'awaiting_customer';
}

export function createSaleOperationStore(pos: SalePos) {
  let stopListening: (() => void) | null = null;
  const stop = () => {
    stopListening?.();
    stopListening = null;
  };

  /**
   * The customer display welcomes the next customer once the counter leaves a sale. Only the
   * display depends on it, and the counter has moved on either way, so a refusal is not the
   * cashier's to handle.
   */
  const tellMainLeft = (operation: SaleOperation) => {
    void pos.flowsLeave({ operationId: operation.operationId });
  };

  return createStore<SaleOperationStore>()((set, get) => {
    /** Main's word on the sale followed; any other operation's, or an older one, is not news. */
    const follow = (progress: FlowProgress) => {
      const { operation } = get();
      if (operation === null || progress.operationId !== operation.operationId) return;
      if (!isLaterProgress(progress, operation.progress)) return;
      const next = withProgress(operation, progress);
      set({ operation: next });
      if (isOperationFinished(next)) stop();
    };

    /** Whether the cashier wants this sale although one of its amount was just paid. */
    const chargesAgain = async (input: SaleInput): Promise<IpcError | boolean> => {
      const { amount, currency } = input.charge;
      const found = await pos.flowsFindRecentPaidSale({ amount, currency });
      if (!found.ok) return found.error;
      const paid = found.data;
      if (paid === null) return true;
      const chargeAgain = await new Promise<boolean>((answer) => set({ repeat: { paid, answer } }));
      set({ repeat: null });
      return chargeAgain;
    };

    return {
      operation: null,
      starting: false,
      repeat: null,

      start: async (input) => {
        if (get().starting || get().repeat !== null || get().operation !== null) return null;
        set({ starting: true });
        const asked = await chargesAgain(input);
        if (asked !== true) {
          set({ starting: false });
          return asked === false ? null : asked;
        }
        // Listening starts before the request: main may report the first steps before it answers.
        const early: FlowProgress[] = [];
        let answered = false;
        stop();
        stopListening = pos.onFlowsProgress((progress) => {
          if (answered) follow(progress);
          else early.push(progress);
        });

        const result = await pos.flowsStartSale(input);
        if (!result.ok) {
          stop();
          set({ starting: false });
          return result.error;
        }
        answered = true;
        const { operationId } = result.data;
        let operation: SaleOperation = {
          operationId,
          kind: saleKindOf(input.token),
          capture: input.charge.capture,
          amount: input.charge.amount,
          currency: input.charge.currency,
          progress: null,
          steps: [],
          abortError: null,
        };
        for (const progress of early) {
          if (progress.operationId === operationId) operation = withProgress(operation, progress);
        }
        set({ operation, starting: false });
        if (isOperationFinished(operation)) stop();
        return null;
      },

      attach: (progress, since) => {
        const kind = saleKind.safeParse(progress.kind);
        const { amount, currency } = progress;
        if (get().starting || get().operation !== null) return false;
        if (!kind.success || amount === undefined || currency === undefined) return false;
        stop();
        set({
          operation: {
            operationId: progress.operationId,
            kind: kind.data,
            capture: null,
            amount,
            currency,
            progress,
            // Steps are declared in the order a sale takes them, so those before this one
            // were taken, as a screen that never left would have seen.
            steps: flowStep.options.slice(0, flowStep.options.indexOf(progress.step) + 1),
            abortError: null,
          },
        });
        stopListening = pos.onFlowsProgress(follow);
        since.forEach(follow);
        return true;
      },

      abort: async () => {
        const { operation } = get();
        if (operation === null || operation.progress?.abortable !== true) return;
        const result = await pos.flowsAbort({ operationId: operation.operationId });
        const current = get().operation;
        if (current === null || current.operationId !== operation.operationId) return;
        set({ operation: { ...current, abortError: result.ok ? null : result.error } });
      },

      reopen: async () => {
        const { operation } = get();
        if (operation === null) return null;
        const result = await pos.flowsReopenCustomerPage({ operationId: operation.operationId });
        return result.ok ? null : result.error;
      },

      clear: () => {
        const { operation } = get();
        if (operation !== null && !isOperationFinished(operation)) return;
        stop();
        set({ operation: null });
        if (operation !== null) tellMainLeft(operation);
      },

      leave: () => {
        const { operation } = get();
        if (operation === null || !isAwaitingCustomer(operation)) return;
        stop();
        set({ operation: null });
        tellMainLeft(operation);
      },
    };
  });
}
