import type { OperationView } from '../../../../../main/journal/operation-view';
import type { OperationIntent } from '../../../../../main/journal/operation';

/*
 * Journal views of one profile's operations, as the journal folds them, for the pure decisions
 * over them: a card sale of ¥4,321 ended at `updatedAt` unless told otherwise.
 */

export const profileId = 'shibuya-1';
const storeId = '11efdfaf-1e1d-899c-9c99-8718c995d6c0';

let next = 0;

export function saleView(
  overrides: Partial<Omit<OperationView, 'intent'>> & { intent?: Partial<OperationIntent> } = {},
): OperationView {
  next += 1;
  const { intent, ...rest } = overrides;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    intent: {
      kind: 'card_sale',
      storeId,
      profileId,
      mode: 'test',
      training: false,
      amount: 4321,
      currency: 'JPY',
      ...intent,
    } as OperationIntent,
    idempotencyKeys: {},
    facts: {},
    state: 'succeeded',
    terminal: true,
    review: null,
    resolution: null,
    acknowledgedAt: null,
    createdAt: '2026-12-01T03:02:00.000Z',
    updatedAt: '2026-12-01T03:03:00.000Z',
    ...rest,
  };
}
