import type { Collection } from '../collection';

/**
 * Each charge's refunds or cancels, in the order they were made, without scanning them all:
 * the ids per charge are kept as they are inserted (neither ever changes its charge) and
 * gathered again, once, after the collection is reloaded (a reset, a restore, a seeding).
 */
export function byCharge<Item extends { readonly id: string; readonly charge_id: string }>(
  items: Collection<Item>,
): (chargeId: string) => Item[] {
  let idsByCharge: Map<string, string[]> | undefined;
  items.watch((item) => {
    if (item === undefined) {
      idsByCharge = undefined;
      return;
    }
    const ids = idsByCharge?.get(item.charge_id);
    if (ids === undefined) idsByCharge?.set(item.charge_id, [item.id]);
    else if (!ids.includes(item.id)) ids.push(item.id);
  });
  const gathered = (): Map<string, string[]> => {
    const all = new Map<string, string[]>();
    for (const item of items.values()) {
      const ids = all.get(item.charge_id);
      if (ids === undefined) all.set(item.charge_id, [item.id]);
      else ids.push(item.id);
    }
    return all;
  };
  return (chargeId) => {
    idsByCharge ??= gathered();
    return (idsByCharge.get(chargeId) ?? []).flatMap((id) => items.get(id) ?? []);
  };
}
