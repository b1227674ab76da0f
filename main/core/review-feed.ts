import type { createEventHub } from '../ipc/event-hub';
import type { Journal } from '../journal/journal';

/**
 * Tells the app window whenever an operation enters or leaves the review list
 * (`journal:review-changed`), with the list's new length. The length counts every profile's
 * operations, as the list's badge does, but only the active profile's ids go out: another's
 * belong to a store the window cannot act on. Returns the unsubscribe function.
 */
export function followReviewList(
  journal: Journal,
  hub: ReturnType<typeof createEventHub>,
  activeProfileId: () => string | undefined,
  report: (context: string, error: unknown) => void,
): () => void {
  const reviewing = new Set(journal.reviewList().map((operation) => operation.id));
  return journal.subscribe((event) => {
    if (event.type === 'compaction-failed') {
      report('journal compaction', event.error);
      return;
    }
    const { operation } = event;
    const inReview = !operation.terminal && operation.review !== null;
    if (inReview === reviewing.has(operation.id)) return;
    if (inReview) reviewing.add(operation.id);
    else reviewing.delete(operation.id);
    hub.emit('journal:review-changed', {
      operationId: operation.intent.profileId === activeProfileId() ? operation.id : null,
      inReview,
      reviewCount: reviewing.size,
    });
  });
}
