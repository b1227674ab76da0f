/**
 * Conventions: Test mode. What a card number means to the simulator: whether it is a test card
 * (refused in live mode with NO_TEST_CARD_IN_LIVE_MODE) and how payments with it end.
 */

/**
 * The card networks' and payment processors' published test numbers, beyond those the
 * conventions name by their ending. None is a real card, so none may be used in live mode.
 */
const wellKnownTestNumbers: ReadonlySet<string> = new Set([
  '4000000000000002',
  '4000000000003220',
  '4000002500003155',
  '4000056655665556',
  '2223003122003222',
  '5105105105105100',
  '5200828282828210',
  '5454545454545454',
  '5555555555554444',
  '371449635398431',
  '378282246310005',
  '378734493671000',
  '3530111333300000',
  '3566002020360505',
  '3566111111111113',
  '30569309025904',
  '36227206271667',
  '38520000023237',
  '6011000990139424',
  '6011111111111117',
]);

/**
 * Payment error code of a card charge that is declined (conventions: Errors, 306); what a card
 * ending 1111 ends in.
 */
const declined = 306;

interface CardOutcomes {
  readonly isTestCard: boolean;
  /** The payment error code a charge fails with; null succeeds. */
  readonly chargeFailure: number | null;
  readonly refundFails: boolean;
  readonly cancelFails: boolean;
}

/**
 * Conventions: Test mode, a number ending 1111 fails the charge, 4242 succeeds but its refund
 * fails, 1881 succeeds but its cancel fails; any other valid number succeeds.
 */
export function cardOutcomes(cardNumber: string): CardOutcomes {
  const ending = cardNumber.slice(-4);
  return {
    isTestCard:
      ending === '1111' ||
      ending === '4242' ||
      ending === '1881' ||
      wellKnownTestNumbers.has(cardNumber),
    chargeFailure: ending === '1111' ? declined : null,
    refundFails: ending === '4242',
    cancelFails: ending === '1881',
  };
}
