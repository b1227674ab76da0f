import { describe, expect, it } from 'vitest';
import { approvalGate, type ApprovalFacts } from '../../../../main/operators/approval-gate';
import type { HandlerTable } from '../../../../main/ipc/handler-table';
import { toMinorUnits } from '../../../../shared/money';
import type { ApprovalAction } from '../../../../shared/operators';

/*
 * Which calls of a channel are the action the settings list: the gate asks for an approval
 * of exactly those, and lets every other call of the channel through untouched.
 */

const facts: ApprovalFacts = {
  store: () =>
    Promise.resolve({
      currency: 'JPY',
      saleLimits: { maximum: toMinorUnits(500_000), confirmAbove: toMinorUnits(50_000) },
    }),
  authorizedAmount: () => Promise.resolve(3_000),
  training: () => true,
};

/** The actions the gate asked approvals for while `call` ran on a gated table. */
async function askedFor(
  call: (handlers: HandlerTable) => Promise<unknown>,
): Promise<ApprovalAction[]> {
  const spent: ApprovalAction[] = [];
  const answering = new Proxy({} as HandlerTable, { get: () => () => Promise.resolve(null) });
  const gated = approvalGate(answering, {
    operators: { approvalNeeded: () => true },
    approvals: {
      spend: (action) => {
        spent.push(action);
        return Promise.resolve();
      },
    },
    facts,
  });
  await call(gated);
  return spent;
}

const chargeId = '6f1d2a8e-54c0-4c0e-9d7b-0c2f7a1b3e11';

describe('the approval gate', () => {
  it('holds a capture below the authorized amount, not a full one', async () => {
    const capture = (amount: number) => (handlers: HandlerTable) =>
      handlers['flows:start-capture']({ chargeId, amount: toMinorUnits(amount), currency: 'JPY' });
    expect(await askedFor(capture(2_000))).toEqual(['partial_capture']);
    expect(await askedFor(capture(3_000))).toEqual([]);
  });

  it('holds a sale above the store’s confirmation threshold, not one at it', async () => {
    const sale = (amount: number) => (handlers: HandlerTable) =>
      handlers['flows:start-sale']({
        token: { payment_type: 'qr_scan', data: { scanned_qr: 'x' } },
        charge: { amount, currency: 'JPY' },
      } as never);
    expect(await askedFor(sale(50_001))).toEqual(['sale_above_threshold']);
    expect(await askedFor(sale(50_000))).toEqual([]);
  });

  it('holds leaving training, not entering it', async () => {
    const training = (enabled: boolean) => (handlers: HandlerTable) =>
      handlers['training:set']({ enabled });
    expect(await askedFor(training(false))).toEqual(['leave_training']);
    expect(await askedFor(training(true))).toEqual([]);
  });

  it('lets a cashier open the customer display but not turn it off', async () => {
    const display = (customerDisplay: boolean) => (handlers: HandlerTable) =>
      handlers['settings:set']({ customerDisplay });
    expect(await askedFor(display(true))).toEqual([]);
    expect(await askedFor(display(false))).toEqual(['settings']);
  });

  it('holds every change of a store profile and every setting but the language', async () => {
    expect(
      await askedFor((handlers) => handlers['profiles:remove']({ profileId: chargeId })),
    ).toEqual(['profiles']);
    expect(await askedFor((handlers) => handlers['settings:set']({ language: 'ja' }))).toEqual([]);
    expect(
      await askedFor((handlers) => handlers['settings:set']({ language: 'ja', printerName: 'P' })),
    ).toEqual(['settings']);
  });
});
