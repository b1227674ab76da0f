/**
 * A binary min-heap: `push` and `pop` in O(log n) whatever the order items arrive in, where a
 * sorted array pays a shift of everything after the insertion point. Items that compare equal
 * come out in no particular order, so the comparison must break ties itself.
 */
export class MinHeap<Item> {
  readonly #before: (a: Item, b: Item) => number;
  #items: Item[] = [];

  /** `before(a, b) < 0` when `a` comes out first. */
  constructor(before: (a: Item, b: Item) => number) {
    this.#before = before;
  }

  get size(): number {
    return this.#items.length;
  }

  /** The item `pop` would return, left in place. */
  peek(): Item | undefined {
    return this.#items[0];
  }

  push(item: Item): void {
    const items = this.#items;
    let at = items.push(item) - 1;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      const above = items[parent] as Item;
      if (this.#before(item, above) >= 0) break;
      items[at] = above;
      at = parent;
    }
    items[at] = item;
  }

  pop(): Item | undefined {
    const items = this.#items;
    const first = items[0];
    const last = items.pop();
    if (items.length === 0 || last === undefined) return first;
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= items.length) break;
      const right = left + 1;
      const child =
        right < items.length && this.#before(items[right] as Item, items[left] as Item) < 0
          ? right
          : left;
      const below = items[child] as Item;
      if (this.#before(below, last) >= 0) break;
      items[at] = below;
      at = child;
    }
    items[at] = last;
    return first;
  }

  /** Replaces the contents; a sorted array is already a heap, so it is sorted once. */
  reset(items: readonly Item[]): void {
    this.#items = [...items].sort(this.#before);
  }

  /** Every item in the order `pop` would return them, without taking them out. */
  sorted(): Item[] {
    return [...this.#items].sort(this.#before);
  }
}
