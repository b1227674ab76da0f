import { createStore } from 'zustand/vanilla';
import type { CancelInput, CaptureInput, RefundInput } from '../../../shared/flows/flow-input';
import {
  isLaterProgress,
  isTerminalFlowStep,
  type FlowProgress,
} from '../../../shared/flows/flow-progress';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { IpcError } from '../../../shared/ipc/ipc-result';

/*
 * A capture, cancel or refund the cashier started from the charge detail, followed through
 * main's progress events to its end. Main runs the flow and moves the money (docs/
 * architecture.md: Flows); this only asks, listens and tells the detail to read the charge again.
 */

type OperationPos = Pick<
  PosApi,
  'flowsStartCapture' | 'flowsStartCancel' | 'flowsStartRefund' | 'onFlowsProgress'
>;

export type ChargeOperationRequest =
  | { kind: 'capture'; input: CaptureInput }
  | { kind: 'cancel'; input: CancelInput }
  | { kind: 'refund'; input: RefundInput };

export type ChargeOperationKind = ChargeOperationRequest['kind'];

export interface ChargeOperation {
  kind: ChargeOperationKind;
  chargeId: string;
  operationId: string;
  /** Null until main's first event arrives. */
  progress: FlowProgress | null;
}

interface ChargeOperationState {
  /** The operation running or last ended; one at a time, as a cashier does them. */
  operation: ChargeOperation | null;
  starting: boolean;
}

interface ChargeOperationActions {
  /** Starts the operation; answers main's refusal, or null once it runs. */
  start: (request: ChargeOperationRequest) => Promise<IpcError | null>;
  /**
   * Follows a capture, cancel or refund main is running that the counter was on before it
   * started again (a reload): `progress` as main's list gave it, then `since`, what main told
   * meanwhile. False, and nothing changes, when one already runs here or this is none.
   */
  attach: (progress: FlowProgress, since: readonly FlowProgress[]) => boolean;
  /** Forgets an ended operation (the cashier read its outcome, or left the charge). */
  dismiss: () => void;
}

export type ChargeOperationStore = ChargeOperationState & ChargeOperationActions;

/** The charge actions, as the flows name them. */
function isChargeOperationKind(kind: FlowProgress['kind']): kind is ChargeOperationKind {
  return kind === 'capture' || kind === 'cancel' || kind === 'refund';
}

export function isChargeOperationRunning(operation: ChargeOperation | null): boolean {
  return (
    operation !== null &&
    !(operation.progress !== null && isTerminalFlowStep(operation.progress.step))
  );
}

function startFlow(pos: OperationPos, request: ChargeOperationRequest) {
  switch (request.kind) {
    case 'capture':
      return pos.flowsStartCapture(request.input);
    case 'cancel':
      return pos.flowsStartCancel(request.input);
    case 'refund':
      return pos.flowsStartRefund(request.input);
  }
}

/**
 * `onStarted` learns the operation's id (for the charge's timeline), `onEnded` that it ended:
 * the charge has changed, or may have, and is read again.
 */
export function createChargeOperationStore(
  pos: OperationPos,
  callbacks: {
    onStarted: (operation: ChargeOperation) => void;
    onEnded: (operation: ChargeOperation) => void;
  },
) {
  let stopListening: (() => void) | null = null;
  const stop = () => {
    stopListening?.();
    stopListening = null;
  };

  return createStore<ChargeOperationStore>()((set, get) => {
    const settle = (operation: ChargeOperation) => {
      set({ operation });
      if (!isChargeOperationRunning(operation)) {
        stop();
        callbacks.onEnded(operation);
      }
    };

    return {
      operation: null,
      starting: false,

      start: async (request) => {
        if (get().starting || isChargeOperationRunning(get().operation)) return null;
        set({ starting: true, operation: null });
        // Listening starts before the request: main may report the first steps before it answers.
        const early: FlowProgress[] = [];
        let operationId: string | null = null;
        stop();
        stopListening = pos.onFlowsProgress((progress) => {
          if (operationId === null) {
            early.push(progress);
            return;
          }
          const { operation } = get();
          if (operation === null || progress.operationId !== operation.operationId) return;
          settle({ ...operation, progress });
        });

        const result = await startFlow(pos, request);
        if (!result.ok) {
          stop();
          set({ starting: false });
          return result.error;
        }
        operationId = result.data.operationId;
        const latest = early.filter((progress) => progress.operationId === operationId).at(-1);
        const operation: ChargeOperation = {
          kind: request.kind,
          chargeId: request.input.chargeId,
          operationId,
          progress: latest ?? null,
        };
        set({ starting: false });
        callbacks.onStarted(operation);
        settle(operation);
        return null;
      },

      attach: (progress, since) => {
        const { kind, chargeId, operationId } = progress;
        if (get().starting || isChargeOperationRunning(get().operation)) return false;
        if (!isChargeOperationKind(kind) || chargeId === undefined) return false;
        stop();
        const follow = (next: FlowProgress) => {
          const { operation } = get();
          if (operation?.operationId !== next.operationId) return;
          if (isLaterProgress(next, operation.progress)) settle({ ...operation, progress: next });
        };
        stopListening = pos.onFlowsProgress(follow);
        const operation: ChargeOperation = { kind, chargeId, operationId, progress };
        callbacks.onStarted(operation);
        settle(operation);
        since.forEach(follow);
        return true;
      },

      dismiss: () => {
        if (isChargeOperationRunning(get().operation)) return;
        stop();
        set({ operation: null });
      },
    };
  });
}
