import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printMessages } from '../../../../main/printing/print-messages';
import { layoutDocument } from '../../../../main/printing/render-document';
import { formatMoney, toMinorUnits } from '../../../../shared/money';
import { storeFacts } from '../../../../shared/printing/document-header';
import { buildReceiptDocument } from '../../../../shared/printing/receipt-document';
import { charge as chargeSchema, chargedAmountOf } from '../../../../shared/service/charges';
import { refund as refundSchema } from '../../../../shared/service/refunds';

/*
 * A receipt is made from the service's current charge, after captures, refunds and cancels,
 * never from the sale as it was asked. The service is played here by the conventions' rules
 * (Charges, Capture, Refunds, Cancels): an authorization captured once, in full or in part;
 * refunds of a successful charge that add up to at most what it charged, some of them failing;
 * a cancel of an authorization. Whatever the sequence, the receipt's printed
 * total, status and refund lines are what the service then holds.
 */

const chargeId = '0f7b3c2e-1d2a-4b5c-8d9e-0a1b2c3d4e5f';
const storeId = '11111111-2222-4333-8444-555555555555';

type Step =
  | { type: 'capture'; share: number }
  | { type: 'refund'; share: number; succeeds: boolean }
  | { type: 'cancel' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    type: fc.constant('capture' as const),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  fc.record({
    type: fc.constant('refund' as const),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
    succeeds: fc.boolean(),
  }),
  fc.record({ type: fc.constant('cancel' as const) }),
);

interface ServiceState {
  status: 'authorized' | 'successful' | 'canceled';
  requested: number;
  charged: number | null;
  refunds: { amount: number; status: 'successful' | 'failed'; at: number }[];
  capturedAt: string | null;
}

/** A whole share of `of`, at least 1: the amounts a cashier types are whole minor units. */
function shareOf(of: number, share: number): number {
  return Math.max(1, Math.floor(of * share));
}

/** What the service does with each step it is asked, refusing what the conventions refuse. */
function apply(state: ServiceState, next: Step, index: number): ServiceState {
  const at = new Date(Date.UTC(2025, 2, 14, 6, index)).toISOString();
  switch (next.type) {
    case 'capture': {
      if (state.status !== 'authorized') return state;
      const authorized = state.charged ?? state.requested;
      return {
        ...state,
        status: 'successful',
        charged: shareOf(authorized, next.share),
        capturedAt: at,
      };
    }
    case 'refund': {
      if (state.status !== 'successful' || state.charged === null) return state;
      const refunded = state.refunds
        .filter((refund) => refund.status === 'successful')
        .reduce((sum, refund) => sum + refund.amount, 0);
      const left = state.charged - refunded;
      if (left <= 0) return state;
      const status = next.succeeds ? ('successful' as const) : ('failed' as const);
      return {
        ...state,
        refunds: [...state.refunds, { amount: shareOf(left, next.share), status, at: index }],
      };
    }
    case 'cancel':
      return state.status === 'authorized' ? { ...state, status: 'canceled' } : state;
  }
}

const store = storeFacts.parse({
  name: 'Cafe Minato',
  timeZone: 'Asia/Tokyo',
  language: 'en',
  training: false,
});

describe('a receipt made from the service’s charge', () => {
  it('prints the total, status and refunds the service holds after any captures, refunds and cancel', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom('authorized', 'successful'),
        fc.boolean(),
        fc.array(step, { maxLength: 8 }),
        fc.constantFrom('en', 'ja'),
        (requested, firstStatus, chargedOnAuthorization, steps, language) => {
          const start: ServiceState = {
            status: firstStatus,
            requested,
            charged: firstStatus === 'successful' || chargedOnAuthorization ? requested : null,
            refunds: [],
            capturedAt: null,
          };
          const held = steps.reduce(apply, start);
          const charge = chargeSchema.parse({
            id: chargeId,
            store_id: storeId,
            requested_amount: held.requested,
            requested_currency: 'JPY',
            charged_amount: held.charged,
            charged_currency: held.charged === null ? null : 'JPY',
            status: held.status,
            error: null,
            metadata: {},
            created_on: '2025-03-14T05:07:00.000Z',
          });
          const refunds = held.refunds.map((refund, index) =>
            refundSchema.parse({
              id: `22222222-3333-4444-8555-${String(index).padStart(12, '0')}`,
              store_id: storeId,
              charge_id: chargeId,
              status: refund.status,
              amount: refund.amount,
              currency: 'JPY',
              mode: 'test',
              created_on: new Date(Date.UTC(2025, 2, 15, 1, refund.at)).toISOString(),
            }),
          );
          const built = buildReceiptDocument({
            charge,
            store: { ...store, language },
            payment: { method: 'card', brand: null, card: null },
            capturedAt: held.capturedAt,
            refunds,
          });
          if (!built.ok) throw new Error(JSON.stringify(built.error));
          const messages = printMessages[language];
          const money = (amount: number) =>
            formatMoney(toMinorUnits(amount), 'JPY', messages.locale);
          const blocks = layoutDocument(built.document).blocks;
          const rows = blocks.flatMap((block) => (block.type === 'rows' ? block.rows : []));

          const { amount: charged } = chargedAmountOf(charge);
          expect(blocks).toContainEqual({
            type: 'total',
            label: messages.total,
            value: money(charged),
          });

          const refunded = held.refunds.filter((refund) => refund.status === 'successful');
          const refundedTotal = refunded.reduce((sum, refund) => sum + refund.amount, 0);
          const state =
            held.status === 'successful' && refundedTotal >= charged ? 'refunded' : held.status;
          expect(rows).toContainEqual({
            label: messages.status,
            value: messages.states[state],
            style: 'strong',
          });

          const refundRows = rows.filter((line) => line.label.startsWith(messages.refunded));
          expect(refundRows.map((line) => line.value)).toEqual(
            refunded.map((refund) => `-${money(refund.amount)}`),
          );
          const captureRows = rows.filter((line) => line.label.startsWith(messages.captured));
          expect(captureRows.map((line) => line.value)).toEqual(
            held.capturedAt === null ? [] : [money(charged)],
          );
        },
      ),
    );
  });
});
