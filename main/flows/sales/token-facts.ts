import { isPaymentType, type TransactionToken } from '../../../shared/service/tokens';
import { operationFacts, type OperationFacts } from '../../journal/operation';

/**
 * What the journal keeps of a created transaction token: its id and, for a card, the brand
 * and last four digits the service answered with. Never the card number, which only the
 * request held (DESIGN.md: Security).
 */
export function tokenFacts(token: TransactionToken): OperationFacts {
  if (!isPaymentType(token, 'card')) return { transactionTokenId: token.id };
  const card = operationFacts.shape.card.safeParse({
    brand: token.data.card.brand.toLowerCase(),
    lastFour: token.data.card.last_four,
  });
  return {
    transactionTokenId: token.id,
    ...(card.success && card.data !== undefined && { card: card.data }),
  };
}
