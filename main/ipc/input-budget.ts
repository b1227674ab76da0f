/*
 * The contract's schemas bound what they can, but some service request fields (a search text,
 * metadata values) have no length of their own. Every input is first measured against one
 * budget, without serialising it, so nothing oversized or absurdly nested reaches a parse.
 */

export interface InputBudget {
  /** Characters of every string and key, plus one per value and one per array slot. */
  readonly maxUnits: number;
  readonly maxDepth: number;
}

export const defaultInputBudget: InputBudget = { maxUnits: 256 * 1024, maxDepth: 16 };

/** What measuring an input found: it fits, or the first thing that refuses it. */
export type InputMeasure = 'fits' | 'too_large' | 'too_deep' | 'sparse_array' | 'not_plain';

/**
 * A plain object or an Array, the only objects a channel takes. Everything else structured
 * clone can deliver (typed arrays, String objects, Map, Set, Date, ArrayBuffer) is told by its
 * prototype alone: listing a typed array's or a String object's keys makes V8 build every
 * index first, which for 64 MiB takes a minute and gigabytes before any budget is checked.
 */
function isPlainContainer(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  if (Array.isArray(value)) return prototype === Array.prototype;
  return prototype === Object.prototype || prototype === null;
}

/** Measures `value` against the budget; stops at the first excess, so a huge input costs little. */
export function measureInput(value: unknown, budget: InputBudget): InputMeasure {
  let units = 0;
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (next === undefined) break;
    units += 1;
    if (typeof next.value === 'string') units += next.value.length;
    else if (typeof next.value === 'object' && next.value !== null) {
      if (!isPlainContainer(next.value)) return 'not_plain';
      if (next.depth >= budget.maxDepth) return 'too_deep';
      if (Array.isArray(next.value)) {
        // A parse walks every index up to `length`, holes included, so the length is what an
        // array costs; a hole is never a value a channel takes (structured clone keeps them).
        const array: readonly unknown[] = next.value;
        units += array.length;
        if (units > budget.maxUnits) return 'too_large';
        for (let index = 0; index < array.length; index++) {
          if (!Object.hasOwn(array, index)) return 'sparse_array';
        }
      }
      const object = next.value as Record<string, unknown>;
      for (const key in object) {
        if (!Object.hasOwn(object, key)) continue;
        units += key.length;
        if (units > budget.maxUnits) return 'too_large';
        pending.push({ value: object[key], depth: next.depth + 1 });
      }
    }
    if (units > budget.maxUnits) return 'too_large';
  }
  return 'fits';
}
