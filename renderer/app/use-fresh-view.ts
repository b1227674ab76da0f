import { useEffect } from 'react';
import { isTerminalFlowStep } from '../../shared/flows/flow-progress';
import { pos } from '../pos';

/**
 * Calls `refresh` when a view comes into view, and whenever an operation of this till (a sale,
 * capture, cancel, refund or card registration) ends while it is on screen: what the view read
 * earlier may be stale. `refresh` keeps the view's filters and rows until fresh ones arrive.
 */
export function useFreshView(refresh: () => Promise<unknown>): void {
  useEffect(() => {
    void refresh();
    return pos.onFlowsProgress((progress) => {
      if (isTerminalFlowStep(progress.step)) void refresh();
    });
  }, [refresh]);
}
