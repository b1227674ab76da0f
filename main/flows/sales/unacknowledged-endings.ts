import { saleKind } from '../../../shared/flows/flow-input';
import type { OperationView } from '../../journal/operation-view';

/*
 * A sale whose ending the cashier may not have seen (renderer/README.md: A counter that
 * starts again): it ended (paid, failed, abandoned) or went to review, and the counter never
 * let go of it (journal: acknowledgement). Its screen went with a window that closed, reloaded
 * or crashed, or with the app that restarted, so the counter shows it until acknowledged.
 */

function isUnacknowledgedEnding(operation: OperationView): boolean {
  const ended = operation.terminal || operation.review !== null;
  return (
    ended && operation.acknowledgedAt === null && saleKind.safeParse(operation.intent.kind).success
  );
}

/** The profile's unacknowledged endings, the latest ending first. */
export function unacknowledgedEndings(
  operations: readonly OperationView[],
  profileId: string,
): OperationView[] {
  return operations
    .filter((operation) => operation.intent.profileId === profileId)
    .filter(isUnacknowledgedEnding)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}
