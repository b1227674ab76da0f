import { create } from 'zustand';
import type { PosApi } from '../../shared/ipc/ipc-contract';
import type { OperationSummary } from '../../shared/ipc/ipc-payloads';
import { useShell } from './shell-store';

/*
 * The sales that ended while no screen followed them (a window closed, reloaded or crashed, an
 * app restarted during a sale), as main's journal keeps them, shown from a start of the
 * counter until the cashier acknowledges each (renderer/README.md: A counter that starts
 * again). Without them a cashier who never saw a sale paid keys the card again.
 */

export const useUnacknowledgedEndings = create<{ endings: readonly OperationSummary[] }>()(() => ({
  endings: [],
}));

/** Asks main for the endings to show; once per window, after the running flows are back. */
export async function loadUnacknowledgedEndings(
  pos: Pick<PosApi, 'flowsListUnacknowledgedEndings'>,
): Promise<void> {
  const result = await pos.flowsListUnacknowledgedEndings();
  if (result.ok) useUnacknowledgedEndings.setState({ endings: result.data });
  else useShell.getState().showNotice(result.error);
}

/**
 * The cashier saw how the sale ended: the counter leaves it, which main records, and stops
 * showing it. A refusal keeps it shown, to be acknowledged again.
 */
export async function acknowledgeEnding(
  pos: Pick<PosApi, 'flowsLeave'>,
  operationId: string,
): Promise<void> {
  const result = await pos.flowsLeave({ operationId });
  if (!result.ok) {
    useShell.getState().showNotice(result.error);
    return;
  }
  useUnacknowledgedEndings.setState(({ endings }) => ({
    endings: endings.filter((ending) => ending.id !== operationId),
  }));
}
