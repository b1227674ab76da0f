/**
 * A small deterministic random source (mulberry32): the same seed gives the same sequence on
 * every machine, so a seeded history is the same for the same count, days and seed.
 */
export class SeededRandom {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let value = this.#state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** A whole number from `min` to `max`, both included. */
  integer(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Whether an event of this probability happens. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<Value>(values: readonly [Value, ...Value[]]): Value {
    return values[Math.floor(this.next() * values.length)] ?? values[0];
  }

  /** A version-4 UUID drawn from the sequence, so seeded ids repeat with the seed too. */
  uuid(): string {
    const hex = Array.from({ length: 4 }, () =>
      Math.floor(this.next() * 4_294_967_296)
        .toString(16)
        .padStart(8, '0'),
    ).join('');
    const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
}
