import { createStore } from 'zustand/vanilla';
import type { CancelInput, CaptureInput, RefundInput } from '../../../shared/flows/flow-input';
import { isTerminalFlowStep, type FlowProgress } from '../../../shared/flows/flow-progress';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { createFlowFollower } from '../charge-progress/follow-flow';

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
  /** Forgets an ended operation (the cashier read its outcome, or left the charge). */
  dismiss: () => void;
}

export type ChargeOperationStore = ChargeOperationState & ChargeOperationActions;

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
  const flow = createFlowFollower(pos);

  return createStore<ChargeOperationStore>()((set, get) => {
    const settle = (operation: ChargeOperation) => {
      set({ operation });
      if (!isChargeOperationRunning(operation)) {
        flow.stop();
        callbacks.onEnded(operation);
      }
    };

    return {
      operation: null,
      starting: false,

      start: async (request) => {
        if (get().starting || isChargeOperationRunning(get().operation)) return null;
        set({ starting: true, operation: null });
        const started = await flow.start(
          () => startFlow(pos, request),
          (progress) => {
            const { operation } = get();
            if (operation !== null) settle({ ...operation, progress });
          },
        );
        if (!started.ok) {
          set({ starting: false });
          return started.error;
        }
        const operation: ChargeOperation = {
          kind: request.kind,
          chargeId: request.input.chargeId,
          operationId: started.data.operationId,
          progress: started.data.early.at(-1) ?? null,
        };
        set({ starting: false });
        callbacks.onStarted(operation);
        settle(operation);
        return null;
      },

      dismiss: () => {
        if (isChargeOperationRunning(get().operation)) return;
        flow.stop();
        set({ operation: null });
      },
    };
  });
}
