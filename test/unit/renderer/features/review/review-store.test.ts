import { describe, expect, it } from 'vitest';
import type { OperationSummary } from '../../../../../shared/ipc/ipc-payloads';
import type { IpcResult } from '../../../../../shared/ipc/ipc-result';
import { createReviewStore } from '../../../../../renderer/features/review/review-store';

const storeId = '7f3c0d4e-2b1a-4c5d-8e9f-0a1b2c3d4e5f';
const chargeId = '0d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a';

function operation(id: string, extra: Partial<OperationSummary> = {}): OperationSummary {
  return {
    id,
    kind: 'card_sale',
    profileId: 'shop',
    storeId,
    mode: 'test',
    training: false,
    state: 'needs_review',
    terminal: false,
    review: { reason: 'outcome_unknown', since: '2025-05-01T10:00:00.000Z' },
    resolution: null,
    createdAt: '2025-05-01T09:59:00.000Z',
    updatedAt: '2025-05-01T10:00:00.000Z',
    ...extra,
  };
}

const first = operation('2f3a4b5c-6d7e-4f8a-9b0c-1d2e3f4a5b6c', { chargeId });
const second = operation('3a4b5c6d-7e8f-4a9b-8c0d-1e2f3a4b5c6d');

const ok = <Data>(data: Data): Promise<IpcResult<Data>> => Promise.resolve({ ok: true, data });

const elsewhere = [{ profileId: 'other-shop', profileName: 'Other shop', count: 2 }];

function fakePos(list: OperationSummary[][], otherProfiles: typeof elsewhere = []) {
  const calls: { method: string; input?: unknown }[] = [];
  let changed: () => void = () => undefined;
  let reads = 0;
  const pos = {
    journalListReview: () => {
      calls.push({ method: 'journalListReview' });
      return ok({ operations: list[Math.min(reads++, list.length - 1)] ?? [], otherProfiles });
    },
    journalResolveReview: (input: unknown) => {
      calls.push({ method: 'journalResolveReview', input });
      return ok({ ...first, state: 'succeeded', terminal: true, review: null });
    },
    onJournalReviewChanged: (listener: () => void) => {
      changed = listener;
      return () => (changed = () => undefined);
    },
    chargesGet: (input: unknown) => {
      calls.push({ method: 'chargesGet', input });
      return ok({ status: 'authorized' });
    },
    refundsGet: () => Promise.reject(new Error('no refund in this test')),
  };
  return {
    pos: pos as unknown as Parameters<typeof createReviewStore>[0],
    calls,
    changed: () => changed(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('review store', () => {
  it('reads the list and reads it again whenever main says it changed', async () => {
    const fake = fakePos([[first, second], [second]]);
    const store = createReviewStore(fake.pos);
    store.getState().connect();
    await settle();
    expect(store.getState().operations).toEqual([first, second]);
    fake.changed();
    await settle();
    expect(store.getState().operations).toEqual([second]);
  });

  it("keeps other profiles' counts apart from the operations it can resolve", async () => {
    const fake = fakePos([[first]], elsewhere);
    const store = createReviewStore(fake.pos);
    store.getState().connect();
    await settle();
    expect(store.getState().operations).toEqual([first]);
    expect(store.getState().otherProfiles).toEqual(elsewhere);
  });

  it('asks the service for the charge and keeps what it says', async () => {
    const fake = fakePos([[first]]);
    const store = createReviewStore(fake.pos);
    await store.getState().check(first);
    expect(fake.calls).toContainEqual({ method: 'chargesGet', input: { chargeId } });
    expect(store.getState().checks[first.id]).toEqual({
      state: 'answered',
      answer: { resource: 'charge', status: 'authorized' },
    });
  });

  it('resolves with the trimmed note, leaves an empty note out, and drops the operation', async () => {
    const fake = fakePos([[first, second], [second]]);
    const store = createReviewStore(fake.pos);
    store.getState().connect();
    await settle();
    expect(
      await store.getState().resolve(first.id, 'succeeded', '  checked the dashboard '),
    ).toBeNull();
    expect(await store.getState().resolve(second.id, 'failed', '   ')).toBeNull();
    expect(fake.calls.filter(({ method }) => method === 'journalResolveReview')).toEqual([
      {
        method: 'journalResolveReview',
        input: { operationId: first.id, outcome: 'succeeded', note: 'checked the dashboard' },
      },
      { method: 'journalResolveReview', input: { operationId: second.id, outcome: 'failed' } },
    ]);
  });
});
