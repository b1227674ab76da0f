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
}

export function defineCollection<Item extends { readonly id: string }>(
  name: string,
  item: z.ZodType<Item>,
): CollectionDefinition<Item> {
  return { name, item };
}

/**
 * Items by id in insertion order (which is creation order: the clock only moves forward).
 * Items are frozen all the way down: a change is a `replace`, so every change is seen by state
 * watchers (`polling=true` holds) and by persistence, and an answer made from an item (its
 * response check, its JSON) stays true while the item is current.
 */
export class Collection<Item extends { readonly id: string }> {
  readonly #items = new Map<string, Item>();
  readonly #onChange: () => void;
  readonly #watchers = new Set<(item: Item | undefined) => void>();

  constructor(onChange: () => void) {
    this.#onChange = onChange;
  }

  get(id: string): Item | undefined {
    return this.#items.get(id);
  }

  insert(item: Item): Item {
    if (this.#items.has(item.id)) throw new Error(`Duplicate id ${item.id}`);
    this.#items.set(item.id, deepFreeze(item));
    this.#announce(item);
    return item;
  }

  /** Replaces the item with the same id, keeping its place in creation order. */
  replace(item: Item): Item {
    if (!this.#items.has(item.id)) throw new Error(`No item ${item.id} to replace`);
    this.#items.set(item.id, deepFreeze(item));
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

  values(): Item[] {
    return [...this.#items.values()];
  }

  get size(): number {
    return this.#items.size;
  }

  /** Used by the state only: load from a data file without announcing each item. */
  load(items: readonly Item[]): void {
    this.#items.clear();
    for (const item of items) this.#items.set(item.id, deepFreeze(item));
    for (const watcher of this.#watchers) watcher(undefined);
  }

  #announce(item: Item): void {
    for (const watcher of this.#watchers) watcher(item);
    this.#onChange();
  }
}
