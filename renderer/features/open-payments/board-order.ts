import type { OpenPayment } from '../../../shared/ipc/ipc-payloads';

/**
 * The board's order, most urgent first: what main flags near (or past) its deadline, then by
 * the soonest deadline, those without one last; the operation id keeps the order stable.
 */
function byUrgency(a: OpenPayment, b: OpenPayment): number {
  if (a.nearingExpiry !== b.nearingExpiry) return a.nearingExpiry ? -1 : 1;
  if (a.expiresAt !== b.expiresAt) {
    if (a.expiresAt === null) return 1;
    if (b.expiresAt === null) return -1;
    const difference = Date.parse(a.expiresAt) - Date.parse(b.expiresAt);
    if (difference !== 0) return difference;
  }
  return a.operationId.localeCompare(b.operationId);
}

export function sortByUrgency(payments: readonly OpenPayment[]): OpenPayment[] {
  return [...payments].sort(byUrgency);
}
