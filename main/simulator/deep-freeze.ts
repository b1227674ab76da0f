/**
 * Values frozen all the way down by `deepFreeze`. Such a value can never change, so what is
 * worked out from it once (a route's response check and JSON, see response-check.ts) holds for
 * as long as the value lives.
 */
const deeplyFrozen = new WeakSet<object>();

/**
 * Freezes `value` and everything it holds. Parts already deeply frozen are skipped, so a
 * replaced item that shares most of its parts with the one before costs only its new parts.
 * For the plain JSON-like data the simulator keeps (no cycles, no accessors).
 */
export function deepFreeze<Value>(value: Value): Value {
  if (typeof value !== 'object' || value === null || deeplyFrozen.has(value)) return value;
  for (const part of Object.values(value)) deepFreeze(part);
  Object.freeze(value);
  deeplyFrozen.add(value);
  return value;
}

export function isDeeplyFrozen(value: unknown): value is object {
  return typeof value === 'object' && value !== null && deeplyFrozen.has(value);
}
