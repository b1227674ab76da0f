import { saleKind } from '../../shared/flows/flow-input';
import type { FlowKind } from '../../shared/flows/flow-progress';
import type { RunningFlow } from '../../shared/ipc/ipc-payloads';

/*
 * Which of the flows main is running a counter that starts again (a reload of its window) goes
 * back to: a pure choice, so the shell only carries it out (reattach-running-flows.ts).
 */

/** Where the counter follows a flow: the sale screen, its charge's detail, the tokens view. */
export type FlowPlace = 'sale' | 'charge' | 'registration';

export function placeOf(kind: FlowKind): FlowPlace {
  if (saleKind.safeParse(kind).success) return 'sale';
  return kind === 'card_registration' ? 'registration' : 'charge';
}

export interface ReattachPlan {
  /**
   * One flow a place, newest first: each goes back to its place, as if never left, and the
   * first is put on screen.
   */
  readonly attach: readonly RunningFlow[];
  /**
   * Flows of a place a newer one took: a place follows one flow, as the counter does, so the
   * counter leaves these to main (a payment still to be paid shows on the open-payments board).
   */
  readonly leave: readonly RunningFlow[];
}

/**
 * The plan for the flows main runs: only those the counter is on (not a sale the cashier left,
 * nor a wait resumed after a restart, whose customer has gone), the newest first, one a place.
 */
export function reattachPlan(running: readonly RunningFlow[]): ReattachPlan {
  const newestFirst = running
    .filter((flow) => flow.onCounter)
    .sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt));
  const taken = new Set<FlowPlace>();
  const attach: RunningFlow[] = [];
  const leave: RunningFlow[] = [];
  for (const flow of newestFirst) {
    const place = placeOf(flow.progress.kind);
    if (taken.has(place)) leave.push(flow);
    else {
      taken.add(place);
      attach.push(flow);
    }
  }
  return { attach, leave };
}
