import type { z } from 'zod';
import { deepFreeze } from './deep-freeze';

/**
 * A named, typed collection a module keeps in the simulator's state. The definition is a key:
 * a module exports it, and any module (its own handlers, or a charge module reading tokens)
 * gets the live collection with `state.collection(definition)`.
 */
export interface CollectionDefinition<Item extends { readonly id: string }> {
  readonly name: string;
  /** Checks items read back from a data file, so a stale file fails loudly at start. */
  readonly item: z.ZodType<Item>;
  /**
   * When an item was created, in ms: the collection keeps its items in this order even when
   * one arrives out of it (seeded history), so a list can page from the index alone. Without
   * it, insertion order is creation order.
   */
  createdAt?(item: Item): number;
}

export function defineCollection<Item extends { readonly id: string }>(
  name: string,
  item: z.ZodType<Item>,
  createdAt?: (item: Item) => number,
): CollectionDefinition<Item> {
  return createdAt === undefined ? { name, item } : { name, item, createdAt };
}

/**
 * Items by id in creation order, with each item's position in that order (an index), so a
 * list finds its cursor and reads a page without copying or scanning the collection. Items
 * are frozen all the way down: a change is a `replace`, so every change is seen by state
 * watchers (`polling=true` holds) and by persistence, and an answer made from an item (its
 * response check, its JSON) stays true while the item is current.
 */
export class Collection<Item extends { readonly id: string }> {
  readonly #ordered: Item[] = [];
  readonly #positions = new Map<string, number>();
  readonly #createdAt: ((item: Item) => number) | undefined;
  readonly #onChange: () => void;
  readonly #watchers = new Set<(item: Item | undefined) => void>();

  constructor(onChange: () => void, createdAt?: (item: Item) => number) {
    this.#onChange = onChange;
    this.#createdAt = createdAt;
  }

  get(id: string): Item | undefined {
    const position = this.#positions.get(id);
    return position === undefined ? undefined : this.#ordered[position];
  }

  /** The item's place in creation order (0 the oldest), or undefined. */
  positionOf(id: string): number | undefined {
    return this.#positions.get(id);
  }

  /** The item at a place in creation order. */
  at(position: number): Item | undefined {
    return this.#ordered[position];
  }

  /**
   * The first position created at or after `time` (ms): binary search, as the items are in
   * creation order. Only a collection whose definition names creation times has it.
   */
  positionAt(time: number): number {
    const createdAt = this.#createdAt;
    if (createdAt === undefined) throw new Error('this collection keeps no creation times');
    let low = 0;
    let high = this.#ordered.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const at = this.#ordered[middle];
      if (at !== undefined && createdAt(at) < time) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  insert(item: Item): Item {
    if (this.#positions.has(item.id)) throw new Error(`Duplicate id ${item.id}`);
    const frozen = deepFreeze(item);
    const place = this.#placeFor(frozen);
    if (place === this.#ordered.length) {
      this.#positions.set(frozen.id, place);
      this.#ordered.push(frozen);
    } else {
      // Rare: the clock only moves forward, so only an item dated in the past lands here.
      this.#ordered.splice(place, 0, frozen);
      this.#renumberFrom(place);
    }
    this.#announce(frozen);
    return item;
  }

  /**
   * Inserts many items at once (seeding), in creation order among those already there, and
   * announces them as `load` does: watchers hear `undefined` (look at everything again), then
   * the state one change.
   */
  insertMany(items: readonly Item[]): void {
    for (const item of items) {
      if (this.#positions.has(item.id)) throw new Error(`Duplicate id ${item.id}`);
    }
    this.#fill([...this.#ordered, ...items.map((item) => deepFreeze(item))]);
    for (const watcher of this.#watchers) watcher(undefined);
    this.#onChange();
  }

  /** Replaces the item with the same id, keeping its place in creation order. */
  replace(item: Item): Item {
    const position = this.#positions.get(item.id);
    if (position === undefined) throw new Error(`No item ${item.id} to replace`);
    this.#ordered[position] = deepFreeze(item);
    this.#announce(item);
    return item;
  }

  /**
   * Calls `watcher` with each item inserted or replaced, before the state announces the
   * change, and with `undefined` when `load` swaps them all (a reset, a restore). A module that
   * follows some of the items reacts to the one that changed instead of scanning them all on
   * every change of the state. Returns the unsubscribe function.
   */
  watch(watcher: (item: Item | undefined) => void): () => void {
    this.#watchers.add(watcher);
    return () => this.#watchers.delete(watcher);
  }

  /** Every item, oldest first. */
  values(): Item[] {
    return [...this.#ordered];
  }

  get size(): number {
    return this.#ordered.length;
  }

  /** Used by the state only: load from a data file without announcing each item. */
  load(items: readonly Item[]): void {
    this.#fill(items.map((item) => deepFreeze(item)));
    for (const watcher of this.#watchers) watcher(undefined);
  }

  /** Holds `items` in creation order (a stable sort, so ties keep the order given). */
  #fill(items: readonly Item[]): void {
    const createdAt = this.#createdAt;
    const ordered =
      createdAt === undefined || inOrder(items, createdAt)
        ? items
        : items
            .map((item, at) => ({ item, at, time: createdAt(item) }))
            .sort((x, y) => x.time - y.time || x.at - y.at)
            .map(({ item }) => item);
    this.#ordered.length = 0;
    this.#ordered.push(...ordered);
    this.#positions.clear();
    this.#renumberFrom(0);
  }

  /** Where a new item goes: after every item created at or before it. */
  #placeFor(item: Item): number {
    const createdAt = this.#createdAt;
    const last = this.#ordered.at(-1);
    if (createdAt === undefined || last === undefined) return this.#ordered.length;
    const time = createdAt(item);
    if (createdAt(last) <= time) return this.#ordered.length;
    let low = 0;
    let high = this.#ordered.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const at = this.#ordered[middle];
      if (at !== undefined && createdAt(at) <= time) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  #renumberFrom(start: number): void {
    for (let position = start; position < this.#ordered.length; position += 1) {
      const item = this.#ordered[position];
      if (item !== undefined) this.#positions.set(item.id, position);
    }
  }

  #announce(item: Item): void {
    for (const watcher of this.#watchers) watcher(item);
    this.#onChange();
  }
}

function inOrder<Item>(items: readonly Item[], createdAt: (item: Item) => number): boolean {
  for (let index = 1; index < items.length; index += 1) {
    const before = items[index - 1];
    const after = items[index];
    if (before !== undefined && after !== undefined && createdAt(before) > createdAt(after)) {
      return false;
    }
  }
  return true;
}
