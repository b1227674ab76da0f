import type { Refund } from '../../../shared/service/refunds';
import type { Collection } from '../collection';

/**
 * Each charge's refunds, in the order they were made, without scanning every refund: the ids
 * per charge are kept as refunds are inserted (a refund never changes its charge) and
 * gathered again, once, after the collection is reloaded (a reset, a restore, a seeding).
 */
export function refundsByCharge(refunds: Collection<Refund>): (chargeId: string) => Refund[] {
  let byCharge: Map<string, string[]> | undefined;
  refunds.watch((refund) => {
    if (refund === undefined) {
      byCharge = undefined;
      return;
    }
    const ids = byCharge?.get(refund.charge_id);
    if (ids === undefined) byCharge?.set(refund.charge_id, [refund.id]);
    else if (!ids.includes(refund.id)) ids.push(refund.id);
  });
  const gathered = (): Map<string, string[]> => {
    const all = new Map<string, string[]>();
    for (const refund of refunds.values()) {
      const ids = all.get(refund.charge_id);
      if (ids === undefined) all.set(refund.charge_id, [refund.id]);
      else ids.push(refund.id);
    }
    return all;
  };
  return (chargeId) => {
    byCharge ??= gathered();
    return (byCharge.get(chargeId) ?? []).flatMap((id) => refunds.get(id) ?? []);
  };
}
