/*
 * The contract's schemas bound what they can, but some service request fields (a search text,
 * metadata values) have no length of their own. Every input is first measured against one
 * budget, without serialising it, so nothing oversized or absurdly nested reaches a parse.
 */

export interface InputBudget {
  /** Characters of every string and key, plus one per value. */
  readonly maxUnits: number;
  readonly maxDepth: number;
}

export const defaultInputBudget: InputBudget = { maxUnits: 256 * 1024, maxDepth: 16 };

/** Whether `value` fits the budget; stops at the first excess, so a huge input costs little. */
export function fitsInputBudget(value: unknown, budget: InputBudget): boolean {
  let units = 0;
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (next === undefined) break;
    units += 1;
    if (typeof next.value === 'string') units += next.value.length;
    else if (typeof next.value === 'object' && next.value !== null) {
      if (next.depth >= budget.maxDepth) return false;
      const object = next.value as Record<string, unknown>;
      for (const key in object) {
        if (!Object.hasOwn(object, key)) continue;
        units += key.length;
        if (units > budget.maxUnits) return false;
        pending.push({ value: object[key], depth: next.depth + 1 });
      }
    }
    if (units > budget.maxUnits) return false;
  }
  return true;
}
