import type { createEventHub } from '../ipc/event-hub';
import type { Journal } from '../journal/journal';

/**
 * Tells the app window whenever an operation enters or leaves the review list
 * (`journal:review-changed`), with the list's new length. Returns the unsubscribe function.
 */
export function followReviewList(
  journal: Journal,
  hub: ReturnType<typeof createEventHub>,
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
      operationId: operation.id,
      inReview,
      reviewCount: reviewing.size,
    });
  });
}
