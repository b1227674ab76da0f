import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCustomerDisplayFeed } from '../../../../main/core/customer-display-feed';
import type { FlowProgress, FlowStep } from '../../../../shared/flows/flow-progress';
import type { CustomerDisplayState } from '../../../../shared/ipc/customer-display-state';
import { minorUnits } from '../../../../shared/money';

const saleId = '0190d5a4-7b3c-7def-8abc-000000000001';
const nextSaleId = '0190d5a4-7b3c-7def-8abc-000000000002';
const holdMs = 10_000;

function progress(step: FlowStep, operationId = saleId): FlowProgress {
  return {
    operationId,
    kind: 'qr_merchant_sale',
    step,
    at: '2026-11-22T10:00:00Z',
    amount: minorUnits.parse(880),
    currency: 'JPY',
    abortable: false,
    ...(step === 'awaiting_customer' && {
      action: { type: 'qr_code', brand: 'pay_pay_merchant', content: 'qr-1', expiresAt: null },
    }),
  };
}

function setUp(context: Omit<CustomerDisplayState, 'sale'> = { language: 'ja', training: false }) {
  const settings = { ...context };
  const errors: unknown[] = [];
  const feed = createCustomerDisplayFeed({
    context: () => settings,
    endedHoldMs: holdMs,
    onError: (error) => errors.push(error),
  });
  const shown: CustomerDisplayState[] = [];
  feed.subscribe((state) => shown.push(state));
  return { feed, settings, shown, errors };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the customer display feed', () => {
  it('welcomes between sales, in the till’s language and mode', () => {
    const { feed } = setUp({ language: 'en', training: true });
    expect(feed.current()).toEqual({ language: 'en', training: true, sale: null });
  });

  it('follows a merchant QR sale to paid, then welcomes the next customer after the hold', () => {
    const { feed, shown } = setUp();
    feed.follow(progress('started'));
    feed.follow(progress('awaiting_customer'));
    feed.follow(progress('succeeded'));
    expect(shown.map((state) => state.sale?.status ?? 'welcome')).toEqual([
      'in_progress',
      'awaiting_payment',
      'paid',
    ]);
    expect(shown[1]?.sale).toMatchObject({
      instruction: { type: 'merchant_qr', content: 'qr-1' },
    });

    vi.advanceTimersByTime(holdMs - 1);
    expect(feed.current().sale?.status).toBe('paid');
    vi.advanceTimersByTime(1);
    expect(feed.current().sale).toBeNull();
    expect(shown).toHaveLength(4);
  });

  it('welcomes the next customer at once when the counter leaves a waiting sale', () => {
    const { feed, shown } = setUp();
    feed.follow(progress('started'));
    feed.follow(progress('awaiting_customer'));
    feed.leave(saleId);
    expect(feed.current().sale).toBeNull();
    // The sale goes on without the counter; its later events do not bring it back.
    feed.follow(progress('succeeded'));
    expect(feed.current().sale).toBeNull();
    expect(shown.map((state) => state.sale?.status ?? 'welcome')).toEqual([
      'in_progress',
      'awaiting_payment',
      'welcome',
    ]);
  });

  it('welcomes at once when the counter leaves an ended sale, and ignores a sale it does not show', () => {
    const { feed } = setUp();
    feed.follow(progress('started'));
    feed.follow(progress('succeeded'));
    feed.leave(nextSaleId);
    expect(feed.current().sale?.status).toBe('paid');
    feed.leave(saleId);
    expect(feed.current().sale).toBeNull();
    vi.advanceTimersByTime(holdMs);
    expect(feed.current().sale).toBeNull();
  });

  it('holds a failed or cancelled sale on screen, then welcomes', () => {
    for (const step of ['failed', 'abandoned', 'needs_review'] as const) {
      const { feed } = setUp();
      feed.follow(progress('started'));
      feed.follow(progress(step));
      expect(feed.current().sale).not.toBeNull();
      vi.advanceTimersByTime(holdMs);
      expect(feed.current().sale).toBeNull();
    }
  });

  it('keeps a waiting sale on screen however long the customer takes', () => {
    const { feed } = setUp();
    feed.follow(progress('started'));
    feed.follow(progress('awaiting_customer'));
    vi.advanceTimersByTime(holdMs * 100);
    expect(feed.current().sale?.status).toBe('awaiting_payment');
  });

  it('lets a sale started during the hold keep the screen when the hold ends', () => {
    const { feed } = setUp();
    feed.follow(progress('started'));
    feed.follow(progress('succeeded'));
    feed.follow(progress('started', nextSaleId));
    vi.advanceTimersByTime(holdMs);
    expect(feed.current().sale?.status).toBe('in_progress');
  });

  it('ignores the end of a sale it does not follow', () => {
    const { feed, shown } = setUp();
    feed.follow(progress('started'));
    feed.follow(progress('succeeded', nextSaleId));
    expect(shown).toHaveLength(1);
    expect(feed.current().sale?.status).toBe('in_progress');
  });

  it('tells of a language or training change, and of nothing that did not change', () => {
    const { feed, settings, shown } = setUp();
    feed.refresh();
    expect(shown).toHaveLength(0);
    settings.language = 'en';
    feed.refresh();
    expect(shown).toEqual([{ language: 'en', training: false, sale: null }]);
  });

  it('keeps telling the other listeners when one throws', () => {
    const { feed, shown, errors } = setUp();
    feed.subscribe(() => {
      throw new Error('a broken window');
    });
    feed.follow(progress('started'));
    expect(shown).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });

  it('stops its hold timer when closed', () => {
    const { feed } = setUp();
    feed.follow(progress('started'));
    feed.follow(progress('succeeded'));
    feed.close();
    vi.advanceTimersByTime(holdMs);
    expect(feed.current().sale?.status).toBe('paid');
  });

  describe('a sale the cashier confirmed', () => {
    const confirmed = {
      amount: minorUnits.parse(1200),
      currency: 'JPY',
      method: 'card_sale',
    } as const;

    it('shows the confirmed amount and method before the payment runs', () => {
      const { feed, shown } = setUp();
      feed.present(confirmed);
      expect(feed.current().sale).toEqual({ status: 'confirmed', ...confirmed });
      expect(shown).toHaveLength(1);
    });

    it('clears it when the cashier changes the amount', () => {
      const { feed } = setUp();
      feed.present(confirmed);
      feed.present({ ...confirmed, amount: minorUnits.parse(1500) });
      expect(feed.current().sale).toMatchObject({ status: 'confirmed', amount: 1500 });
      feed.present(null);
      expect(feed.current().sale).toBeNull();
    });

    it('gives way to the sale once it starts, and does not come back after its end', () => {
      const { feed, shown } = setUp();
      feed.present(confirmed);
      feed.follow(progress('started'));
      expect(feed.current().sale?.status).toBe('in_progress');
      feed.follow(progress('succeeded'));
      vi.advanceTimersByTime(holdMs);
      expect(feed.current().sale).toBeNull();
      expect(shown.map((state) => state.sale?.status ?? 'welcome')).toEqual([
        'confirmed',
        'in_progress',
        'paid',
        'welcome',
      ]);
    });

    it('takes the place of the last sale’s held end for the next customer', () => {
      const { feed } = setUp();
      feed.follow(progress('started'));
      feed.follow(progress('failed'));
      feed.present(confirmed);
      expect(feed.current().sale).toEqual({ status: 'confirmed', ...confirmed });
      // The held end's timer no longer welcomes over the confirmed sale.
      vi.advanceTimersByTime(holdMs);
      expect(feed.current().sale?.status).toBe('confirmed');
    });

    it('stays behind a sale still running, which the customer is paying', () => {
      const { feed } = setUp();
      feed.follow(progress('started'));
      feed.follow(progress('awaiting_customer'));
      feed.present(confirmed);
      expect(feed.current().sale?.status).toBe('awaiting_payment');
    });
  });
});
