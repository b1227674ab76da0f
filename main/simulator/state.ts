import { Collection, type CollectionDefinition } from './collection';

type AnyItem = { readonly id: string };

/**
 * The simulator's resource state: the collections every module declared. It is also the
 * change feed: every mutation calls `changed()`, which wakes `polling=true` holds and
 * schedules a save of the data file.
 */
export class SimulatorState {
  readonly #definitions = new Map<string, CollectionDefinition<AnyItem>>();
  readonly #collections = new Map<string, Collection<AnyItem>>();
  readonly #listeners = new Set<() => void>();

  declare(definition: CollectionDefinition<AnyItem>): void {
    if (this.#definitions.has(definition.name)) {
      throw new Error(`Collection ${definition.name} is declared twice`);
    }
    this.#definitions.set(definition.name, definition);
    this.#collections.set(
      definition.name,
      new Collection(() => this.changed(), definition.createdAt?.bind(definition)),
    );
  }

  collection<Item extends AnyItem>(definition: CollectionDefinition<Item>): Collection<Item> {
    const collection = this.#collections.get(definition.name);
    if (!collection || this.#definitions.get(definition.name) !== definition) {
      throw new Error(`Collection ${definition.name} is not declared by any module`);
    }
    // The definition object is the key, so the item type is the one it was declared with.
    return collection as unknown as Collection<Item>;
  }

  changed(): void {
    for (const listener of this.#listeners) listener();
  }

  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Empties every collection (`POST /_sim/reset`). */
  clear(): void {
    for (const collection of this.#collections.values()) collection.load([]);
    this.changed();
  }

  counts(): Record<string, number> {
    return Object.fromEntries([...this.#collections].map(([name, c]) => [name, c.size]));
  }

  snapshot(): Record<string, unknown[]> {
    return Object.fromEntries([...this.#collections].map(([name, c]) => [name, c.values()]));
  }

  /**
   * Loads collections saved in a data file. Each item must still match its module's schema;
   * a collection no module declares any more is refused rather than silently dropped.
   */
  restore(saved: Readonly<Record<string, readonly unknown[]>>): void {
    for (const [name, items] of Object.entries(saved)) {
      const definition = this.#definitions.get(name);
      const collection = this.#collections.get(name);
      if (!definition || !collection) throw new Error(`unknown collection ${name}`);
      collection.load(
        items.map((item, index) => {
          const parsed = definition.item.safeParse(item);
          if (!parsed.success) throw new Error(`item ${index} of collection ${name} is invalid`);
          return parsed.data;
        }),
      );
    }
  }
}
