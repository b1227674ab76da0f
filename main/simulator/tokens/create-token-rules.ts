import type { Mode } from '../../../shared/service/common';
import { isCardExpired } from '../../../shared/service/token-card';
import type { CreateTokenBody } from '../../../shared/service/token-create';
import { isPaymentType } from '../../../shared/service/tokens';
import type { SimulatorStore } from '../accounts';
import { SimulatorError } from '../simulator-error';
import { cardProfile } from './card-profile';
import { cardOutcomes } from './test-cards';
import type { TokenRecord } from './token-record';

/*
 * The create-token rules only the server can check, after the body passed `createTokenBody`:
 * they need the clock, the store's account settings or the tokens already made. The first rule
 * broken answers, in this order:
 *   card past its expiry month on the simulator's clock   400 VALIDATION_ERROR
 *                                                          (data.exp_year or data.exp_month,
 *                                                          INVALID_CARD_EXPIRATION)
 *   test card with a live-mode app token                  400 NO_TEST_CARD_IN_LIVE_MODE
 *   recurring, no usage_limit, store without the
 *   permission for infinitely chargeable tokens            400 RECURRING_USAGE_LIMIT_REQUIRED
 *   3DS asked of a store without 3DS configured            400 NOT_SUPPORTED_BY_PROCESSOR
 *   recurring card token for a card that already has an
 *   active recurring token in the store and mode           409 NON_UNIQUE_ACTIVE_TOKEN
 * Business refusals carry an empty `errors` list: the code says everything (conventions: Errors).
 */

interface CreateTokenRulesContext {
  readonly store: SimulatorStore;
  readonly mode: Mode;
  readonly now: number;
  /** Every token of the simulator, for the uniqueness rule. */
  readonly tokens: readonly TokenRecord[];
}

type CardBody = Extract<CreateTokenBody, { payment_type: 'card' }>;

/** The field at fault: the year when the whole year is past, else the month within this year. */
function checkExpiry(data: CardBody['data'], now: number): void {
  const today = new Date(now);
  if (!isCardExpired(data.exp_month, data.exp_year, today)) return;
  const field = Number(data.exp_year) < today.getUTCFullYear() ? 'data.exp_year' : 'data.exp_month';
  throw new SimulatorError('VALIDATION_ERROR', [{ field, reason: 'INVALID_CARD_EXPIRATION' }]);
}

/**
 * A token whose 3DS authentication failed or erred cannot be charged, so it does not hold the
 * card: the customer may try again with a new token.
 */
function holdsCard(record: TokenRecord): boolean {
  const { token } = record;
  if (!isPaymentType(token, 'card') || token.type !== 'recurring' || token.active !== true) {
    return false;
  }
  const status = token.data.three_ds?.status;
  return status !== 'failed' && status !== 'error';
}

/**
 * Conventions: Errors, NON_UNIQUE_ACTIVE_TOKEN. The card number is not kept (nor is any digest
 * of it), so "the same card" is the same BIN, last four digits and expiry month, which is all
 * the token shows of a card.
 */
function checkUniqueRecurring(body: CardBody, context: CreateTokenRulesContext): void {
  if (body.type !== 'recurring') return;
  const profile = cardProfile(body.data.card_number);
  const expMonth = Number(body.data.exp_month);
  const expYear = Number(body.data.exp_year);
  const taken = context.tokens.some((record) => {
    const { token } = record;
    return (
      isPaymentType(token, 'card') &&
      token.store_id === context.store.id &&
      token.mode === context.mode &&
      holdsCard(record) &&
      token.data.card.card_bin === profile.card_bin &&
      token.data.card.last_four === profile.last_four &&
      token.data.card.exp_month === expMonth &&
      token.data.card.exp_year === expYear
    );
  });
  if (taken) throw new SimulatorError('NON_UNIQUE_ACTIVE_TOKEN');
}

export function checkCreateTokenRules(
  body: CreateTokenBody,
  context: CreateTokenRulesContext,
): void {
  const card = body.payment_type === 'card' ? body : undefined;
  if (card) {
    checkExpiry(card.data, context.now);
    // Conventions: Test mode, "a test card in live mode is NO_TEST_CARD_IN_LIVE_MODE".
    if (context.mode === 'live' && cardOutcomes(card.data.card_number).isTestCard) {
      throw new SimulatorError('NO_TEST_CARD_IN_LIVE_MODE');
    }
  }
  // Spec: Create a transaction token (type) and Errors 3; Authentication 4 (the permission).
  if (
    body.type === 'recurring' &&
    body.usage_limit === undefined &&
    !context.store.settings.infiniteRecurringAllowed
  ) {
    throw new SimulatorError('RECURRING_USAGE_LIMIT_REQUIRED');
  }
  // Spec: Authentication 4, "3DS requires merchant account configuration". Not a permission of
  // the app token (403 would send the cashier to the token), so the 3DS code says what is missing.
  if (card?.data.three_ds?.enabled === true && !context.store.settings.threeDsConfigured) {
    throw new SimulatorError('NOT_SUPPORTED_BY_PROCESSOR');
  }
  if (card) checkUniqueRecurring(card, context);
}
