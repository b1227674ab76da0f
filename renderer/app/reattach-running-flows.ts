import { create } from 'zustand';
import type { FlowProgress } from '../../shared/flows/flow-progress';
import type { PosApi } from '../../shared/ipc/ipc-contract';
import type { RunningFlow } from '../../shared/ipc/ipc-payloads';
import { saleOperationStore } from '../features/charge-progress/use-sale-operation';
import { paymentsDrillDown, showChargeDetail } from '../features/charge-detail/use-charge-detail';
import { useRecordsView } from '../features/records/records-store';
import { registrationStore } from '../features/tokens/card-registration-dialog';
import { useNavigation } from './navigation-store';
import { placeOf, reattachPlan } from './reattach-plan';
import { useShell } from './shell-store';

/*
 * A counter whose window starts again (a reload: Ctrl+R in a development build, F5 in the
 * browser host) while main runs a flow it was on goes straight back to that flow, following it
 * live, instead of an empty new sale (renderer/README.md: A counter that starts again).
 */

/** The flows put back besides the one on screen, for the shell to name until dismissed. */
export const useReattachedFlows = create<{
  others: readonly RunningFlow[];
  dismiss: () => void;
}>()((set) => ({
  others: [],
  dismiss: () => set({ others: [] }),
}));

/** Puts `flow` back in its place's store; false when that place already follows another. */
function attach(flow: RunningFlow, heard: readonly FlowProgress[]): boolean {
  const { progress } = flow;
  const since = heard.filter((event) => event.operationId === progress.operationId);
  switch (placeOf(progress.kind)) {
    case 'sale':
      return saleOperationStore.getState().attach(progress, since);
    case 'charge':
      return paymentsDrillDown.operation.getState().attach(progress, since);
    case 'registration':
      return registrationStore.getState().attach(progress, since);
  }
}

/** Puts the screen that follows `flow` on show: the sale, its charge's detail, the tokens. */
export function showRunningFlow({ progress }: RunningFlow): void {
  const navigate = useNavigation.getState().navigate;
  switch (placeOf(progress.kind)) {
    case 'sale':
      navigate('sale');
      return;
    case 'charge':
      if (progress.chargeId !== undefined) {
        showChargeDetail(progress.chargeId, { operationId: progress.operationId });
      }
      return;
    case 'registration':
      useRecordsView.getState().show('tokens');
      registrationStore.getState().openDialog();
      navigate('records');
      return;
  }
}

/**
 * Asks main which flows run (reattach-plan.ts decides which to go back to), puts each back in
 * its place and the newest on screen, and tells main the counter left the rest. What main
 * reports while the list is on its way is kept and handed on, so no step falls between.
 */
export async function reattachRunningFlows(
  pos: Pick<PosApi, 'flowsListRunning' | 'flowsLeave' | 'onFlowsProgress'>,
): Promise<void> {
  const heard: FlowProgress[] = [];
  const stopHearing = pos.onFlowsProgress((progress) => heard.push(progress));
  const result = await pos.flowsListRunning();
  stopHearing();
  if (!result.ok) {
    useShell.getState().showNotice(result.error);
    return;
  }
  const plan = reattachPlan(result.data);
  const attached = plan.attach.filter((flow) => attach(flow, heard));
  const left = [...plan.leave, ...plan.attach.filter((flow) => !attached.includes(flow))];
  for (const { progress } of left) void pos.flowsLeave({ operationId: progress.operationId });
  const [shown, ...others] = attached;
  if (shown !== undefined) showRunningFlow(shown);
  useReattachedFlows.setState({ others });
}
