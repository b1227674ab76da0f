import { describe, expect, it } from 'vitest';
import { cardOutcomes } from '../../../../../main/simulator/tokens/test-cards';

describe('test card outcomes (conventions: Test mode)', () => {
  it('fails the charge of a card ending 1111 as declined', () => {
    expect(cardOutcomes('4111111111111111')).toEqual({
      isTestCard: true,
      chargeFailure: 306,
      refundFails: false,
      cancelFails: false,
    });
  });

  it('fails the refund of a card ending 4242', () => {
    expect(cardOutcomes('4242424242424242')).toMatchObject({
      isTestCard: true,
      chargeFailure: null,
      refundFails: true,
      cancelFails: false,
    });
  });

  it('fails the cancel of a card ending 1881', () => {
    expect(cardOutcomes('4012888888881881')).toMatchObject({
      isTestCard: true,
      refundFails: false,
      cancelFails: true,
    });
  });

  it("counts the networks' published test numbers as test cards that succeed", () => {
    expect(cardOutcomes('5555555555554444')).toEqual({
      isTestCard: true,
      chargeFailure: null,
      refundFails: false,
      cancelFails: false,
    });
  });

  it('lets any other number succeed, as no test card', () => {
    expect(cardOutcomes('4556737586899855')).toEqual({
      isTestCard: false,
      chargeFailure: null,
      refundFails: false,
      cancelFails: false,
    });
  });
});
