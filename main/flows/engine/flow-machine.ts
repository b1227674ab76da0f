import type { FlowKind, FlowStep } from '../../../shared/flows/flow-progress';
import { isTerminalFlowStep } from '../../../shared/flows/flow-progress';

/**
 * A flow's state machine: the steps it may move to from each step (DESIGN.md: Flows). The
 * table is the whole definition, so a test can read it and a move the table does not allow
 * is a bug caught at the move, not a confusing screen later.
 */
export interface FlowMachine {
  readonly kind: FlowKind;
  readonly next: Readonly<Partial<Record<FlowStep, readonly FlowStep[]>>>;
}

export function defineFlowMachine(kind: FlowKind, next: FlowMachine['next']): FlowMachine {
  return { kind, next };
}

/**
 * Whether `machine` may move from `from` to `to`. Review is reachable from every step that has
 * not ended: any request can end with an outcome nobody can learn (a lost answer, a crash).
 */
export function allowsMove(machine: FlowMachine, from: FlowStep, to: FlowStep): boolean {
  if (isTerminalFlowStep(from)) return false;
  if (to === 'needs_review') return true;
  return machine.next[from]?.includes(to) ?? false;
}
