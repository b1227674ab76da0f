import { describe, expect, it } from 'vitest';
import { SimulatorClock } from '../../../../../main/simulator/clock';
import { SimulatorError } from '../../../../../main/simulator/simulator-error';
import { SimulatorState } from '../../../../../main/simulator/state';
import { newTokenRecord } from '../../../../../main/simulator/tokens/new-token-record';
import { tokensCollection } from '../../../../../main/simulator/tokens/token-record';
import {
  completeTokenThreeDs,
  threeDsReady,
} from '../../../../../main/simulator/tokens/token-three-ds';

const start = Date.UTC(2030, 0, 15, 12);

/** A state holding one recurring 3DS card token, pending or already awaiting. */
function withThreeDsToken(awaiting: boolean) {
  const state = new SimulatorState();
  state.declare(tokensCollection);
  const clock = new SimulatorClock({ realNow: () => start });
  const tokens = state.collection(tokensCollection);
  const record = tokens.insert(
    newTokenRecord(
      {
        payment_type: 'card',
        type: 'recurring',
        email: 'taro@example.com',
        metadata: { order: 'A-1' },
        data: {
          cardholder: 'TARO YAMADA',
          card_number: '4556737586899855',
          exp_month: '12',
          exp_year: '2099',
          cvv: '123',
          three_ds: { enabled: true, redirect_endpoint: 'https://shop.example/done' },
        },
      },
      {
        store: {
          id: '00000000-0000-4000-8000-000000000001',
          name: 'Training store',
          settings: {
            infiniteRecurringAllowed: true,
            threeDsConfigured: true,
            baseCurrency: 'JPY',
          },
        },
        merchantId: '00000000-0000-4000-8000-000000000002',
        mode: 'test',
        now: start,
      },
    ),
  );
  if (awaiting) {
    const ready = threeDsReady(record, start + 2000);
    if (!ready) throw new Error('a pending 3DS token must become awaiting');
    tokens.replace(ready);
  }
  clock.advance(5000);
  return { state, clock, tokens, id: record.id };
}

function codeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof SimulatorError) return error.code;
    throw error;
  }
  return undefined;
}

describe("completing a token's 3DS (for the issuer page)", () => {
  it('marks an awaiting token successful and answers the record for the redirect', () => {
    const { state, clock, tokens, id } = withThreeDsToken(true);
    const done = completeTokenThreeDs(state, clock, id, 'successful');
    expect(done.creationMetadata).toEqual({ order: 'A-1' });
    expect(done.token.data).toMatchObject({
      three_ds: {
        status: 'successful',
        redirect_endpoint: 'https://shop.example/done',
        error: null,
      },
    });
    expect(done.token.updated_on).toBe(new Date(start + 5000).toISOString());
    expect(tokens.get(id)).toEqual(done);
  });

  it('marks an awaiting token failed with the 3DS failure error', () => {
    const { state, clock, id } = withThreeDsToken(true);
    const done = completeTokenThreeDs(state, clock, id, 'failed');
    expect(done.token.data).toMatchObject({
      three_ds: { status: 'failed', error: { code: 358 } },
    });
  });

  it('refuses a token that is not awaiting, and an unknown token', () => {
    const { state, clock, id } = withThreeDsToken(false);
    expect(codeOf(() => completeTokenThreeDs(state, clock, id, 'successful'))).toBe(
      'INVALID_THREE_DS_STATUS',
    );
    expect(codeOf(() => completeTokenThreeDs(state, clock, 'no-such-token', 'failed'))).toBe(
      'NOT_FOUND',
    );
  });

  it('does not complete a token twice', () => {
    const { state, clock, id } = withThreeDsToken(true);
    completeTokenThreeDs(state, clock, id, 'successful');
    expect(codeOf(() => completeTokenThreeDs(state, clock, id, 'failed'))).toBe(
      'INVALID_THREE_DS_STATUS',
    );
  });
});
