import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { followReviewList } from '../../../../main/core/review-feed';
import { createEventHub, type CoreEvent } from '../../../../main/ipc/event-hub';
import { openJournal, type Journal } from '../../../../main/journal/journal';

const storeId = '11e75262-8c6a-60c4-9d8f-efa3568a7fa6';

let directory: string;
let journal: Journal;
let events: CoreEvent[];
let unfollow: () => void;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'counter-review-feed-'));
  const opened = await openJournal({ directory });
  if (!opened.ok) throw new Error(opened.error.code);
  journal = opened.value.journal;
  events = [];
  const hub = createEventHub({
    validate: true,
    onError: (_, error) => {
      throw error;
    },
  });
  hub.subscribe((event) => events.push(event));
  unfollow = followReviewList(
    journal,
    hub,
    () => 'store-a',
    (_, error) => {
      throw error;
    },
  );
});

afterEach(async () => {
  unfollow();
  await journal.close();
  await rm(directory, { recursive: true, force: true });
});

/** A sale of `profileId` that went to review. */
async function reviewed(profileId: string): Promise<string> {
  const intent = await journal.recordIntent({
    kind: 'card_sale',
    storeId,
    profileId,
    mode: 'test',
    training: false,
    amount: 1200,
    currency: 'JPY',
  });
  if (!intent.ok) throw new Error(intent.error.code);
  const marked = await journal.markNeedsReview(intent.value.id, 'outcome_unknown');
  if (!marked.ok) throw new Error(marked.error.code);
  return intent.value.id;
}

describe('the review feed', () => {
  it("counts another profile's operation but sends only the active profile's ids", async () => {
    const own = await reviewed('store-a');
    await reviewed('store-b');

    expect(events).toEqual([
      {
        channel: 'journal:review-changed',
        payload: { operationId: own, inReview: true, reviewCount: 1 },
      },
      {
        channel: 'journal:review-changed',
        payload: { operationId: null, inReview: true, reviewCount: 2 },
      },
    ]);
  });
});
