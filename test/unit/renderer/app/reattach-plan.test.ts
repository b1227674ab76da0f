import { describe, expect, it } from 'vitest';
import type { FlowKind } from '../../../../shared/flows/flow-progress';
import type { RunningFlow } from '../../../../shared/ipc/ipc-payloads';
import { placeOf, reattachPlan } from '../../../../renderer/app/reattach-plan';

let next = 0;

/** A running flow of `kind` begun at `startedAt` (minutes past ten). */
function running(kind: FlowKind, minute: number, onCounter = true): RunningFlow {
  next += 1;
  return {
    progress: {
      operationId: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
      kind,
      step: 'processing',
      at: '2026-11-28T10:30:00.000Z',
      abortable: false,
    },
    startedAt: `2026-11-28T10:${String(minute).padStart(2, '0')}:00.000Z`,
    onCounter,
  };
}

describe('the place a flow is followed in', () => {
  it('is the sale screen for every sale, a charge’s detail for its actions, else the tokens', () => {
    expect(placeOf('card_sale')).toBe('sale');
    expect(placeOf('konbini_sale')).toBe('sale');
    expect(placeOf('bank_transfer_sale')).toBe('sale');
    expect(placeOf('capture')).toBe('charge');
    expect(placeOf('cancel')).toBe('charge');
    expect(placeOf('refund')).toBe('charge');
    expect(placeOf('card_registration')).toBe('registration');
  });
});

describe('the flows a starting counter goes back to', () => {
  it('are none when nothing runs', () => {
    expect(reattachPlan([])).toEqual({ attach: [], leave: [] });
  });

  it('put the one running flow back', () => {
    const sale = running('konbini_sale', 1);
    expect(reattachPlan([sale])).toEqual({ attach: [sale], leave: [] });
  });

  it('leave out a sale the cashier left and a wait resumed after a restart', () => {
    const left = running('konbini_sale', 5, false);
    const capture = running('capture', 1);
    expect(reattachPlan([left, capture])).toEqual({ attach: [capture], leave: [] });
  });

  it('put the newest on screen and each other place’s newest back in its place', () => {
    const registration = running('card_registration', 2);
    const sale = running('bank_transfer_sale', 9);
    const refund = running('refund', 4);
    expect(reattachPlan([registration, sale, refund])).toEqual({
      attach: [sale, refund, registration],
      leave: [],
    });
  });

  it('leave an older flow of a place a newer one took to main', () => {
    const older = running('konbini_sale', 1);
    const newer = running('card_sale', 3);
    expect(reattachPlan([older, newer])).toEqual({ attach: [newer], leave: [older] });
  });
});
