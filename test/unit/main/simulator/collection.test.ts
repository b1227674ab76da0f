import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCollection } from '../../../../main/simulator/collection';
import { SimulatorState } from '../../../../main/simulator/state';
import { waitUntil } from '../../../../main/simulator/wait-until';

const things = defineCollection('things', z.strictObject({ id: z.string(), n: z.number() }));

function stateWithThings() {
  const state = new SimulatorState();
  state.declare(things);
  return { state, collection: state.collection(things) };
}

describe('simulator state', () => {
  it('announces every insert and replace', () => {
    const { state, collection } = stateWithThings();
    const listener = vi.fn();
    state.onChange(listener);
    collection.insert({ id: 'a', n: 1 });
    collection.replace({ id: 'a', n: 2 });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(collection.get('a')).toEqual({ id: 'a', n: 2 });
  });

  it('tells watchers the item inserted or replaced, and nothing when items are reloaded', () => {
    const { state, collection } = stateWithThings();
    const seen: unknown[] = [];
    const stop = collection.watch((item) => seen.push(item));
    collection.insert({ id: 'a', n: 1 });
    collection.replace({ id: 'a', n: 2 });
    state.restore({ things: [{ id: 'b', n: 1 }] });
    state.clear();
    stop();
    collection.insert({ id: 'c', n: 1 });
    expect(seen).toEqual([{ id: 'a', n: 1 }, { id: 'a', n: 2 }, undefined, undefined]);
  });

  it('freezes items so a change cannot bypass replace', () => {
    const { collection } = stateWithThings();
    const item = collection.insert({ id: 'a', n: 1 });
    expect(() => {
      (item as { n: number }).n = 2;
    }).toThrow(TypeError);
  });

  it('freezes the objects and arrays inside items too, inserted, replaced or restored', () => {
    const boxes = defineCollection(
      'boxes',
      z.strictObject({ id: z.string(), inner: z.strictObject({ tags: z.array(z.string()) }) }),
    );
    const state = new SimulatorState();
    state.declare(boxes);
    const collection = state.collection(boxes);
    const inserted = collection.insert({ id: 'a', inner: { tags: ['x'] } });
    const replaced = collection.replace({ id: 'a', inner: { tags: ['y'] } });
    state.restore({ boxes: [{ id: 'b', inner: { tags: ['z'] } }] });
    const restored = collection.get('b');
    for (const item of [inserted, replaced, restored]) {
      expect(() => {
        (item?.inner as { tags: string[] }).tags = [];
      }).toThrow(TypeError);
      expect(() => (item?.inner.tags as string[]).push('w')).toThrow(TypeError);
    }
  });

  it('keeps creation order when an item is replaced', () => {
    const { collection } = stateWithThings();
    collection.insert({ id: 'a', n: 1 });
    collection.insert({ id: 'b', n: 1 });
    collection.replace({ id: 'a', n: 2 });
    expect(collection.values().map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('refuses a collection declared twice or never declared', () => {
    const { state } = stateWithThings();
    expect(() => state.declare(things)).toThrow(/twice/);
    const other = defineCollection('others', z.strictObject({ id: z.string() }));
    expect(() => state.collection(other)).toThrow(/not declared/);
  });

  it('round-trips through a snapshot and refuses items its schema rejects', () => {
    const { state, collection } = stateWithThings();
    collection.insert({ id: 'a', n: 1 });
    const copy = stateWithThings();
    copy.state.restore(state.snapshot());
    expect(copy.collection.values()).toEqual([{ id: 'a', n: 1 }]);
    expect(() => copy.state.restore({ things: [{ id: 'b' }] })).toThrow(/things/);
    expect(() => copy.state.restore({ unknown: [] })).toThrow(/unknown/);
  });
});

describe('simulator waitUntil', () => {
  it('resolves true as soon as a change makes the predicate true', async () => {
    const { state, collection } = stateWithThings();
    collection.insert({ id: 'a', n: 1 });
    const held = waitUntil(state, () => collection.get('a')?.n === 2, {
      holdMs: 60_000,
      signal: new AbortController().signal,
    });
    collection.replace({ id: 'a', n: 2 });
    expect(await held).toBe(true);
  });

  it('resolves false when the hold bound passes', async () => {
    vi.useFakeTimers();
    try {
      const { state } = stateWithThings();
      const held = waitUntil(state, () => false, {
        holdMs: 5000,
        signal: new AbortController().signal,
      });
      await vi.advanceTimersByTimeAsync(5000);
      expect(await held).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('resolves false when the caller goes away', async () => {
    const { state } = stateWithThings();
    const gone = new AbortController();
    const held = waitUntil(state, () => false, { holdMs: 60_000, signal: gone.signal });
    gone.abort();
    expect(await held).toBe(false);
  });
});

describe('a collection with creation times', () => {
  const dated = defineCollection(
    'dated',
    z.strictObject({ id: z.string(), at: z.number() }),
    (item) => item.at,
  );
  function datedCollection() {
    const state = new SimulatorState();
    state.declare(dated);
    return { state, collection: state.collection(dated) };
  }
  const ids = (items: readonly { id: string }[]) => items.map(({ id }) => id);

  it('keeps creation order when an item dated earlier is inserted, and knows each place', () => {
    const { collection } = datedCollection();
    collection.insert({ id: 'a', at: 10 });
    collection.insert({ id: 'c', at: 30 });
    collection.insert({ id: 'b', at: 20 });
    collection.insert({ id: 'b2', at: 20 });
    expect(ids(collection.values())).toEqual(['a', 'b', 'b2', 'c']);
    expect(['a', 'b', 'b2', 'c'].map((id) => collection.positionOf(id))).toEqual([0, 1, 2, 3]);
    expect(collection.at(3)).toEqual({ id: 'c', at: 30 });
    collection.replace({ id: 'b', at: 20 });
    expect(collection.positionOf('b')).toBe(1);
  });

  it('merges many items by date, ties in the order given, announcing one reload', () => {
    const { state, collection } = datedCollection();
    collection.insert({ id: 'new', at: 50 });
    const seen: unknown[] = [];
    collection.watch((item) => seen.push(item));
    const listener = vi.fn();
    state.onChange(listener);
    collection.insertMany([
      { id: 'x', at: 5 },
      { id: 'y', at: 50 },
      { id: 'z', at: 60 },
    ]);
    expect(ids(collection.values())).toEqual(['x', 'new', 'y', 'z']);
    expect(collection.positionOf('z')).toBe(3);
    expect(seen).toEqual([undefined]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(() => collection.insertMany([{ id: 'x', at: 1 }])).toThrow('Duplicate id x');
  });

  it('orders a data file read back out of order', () => {
    const { state, collection } = datedCollection();
    state.restore({
      dated: [
        { id: 'late', at: 9 },
        { id: 'early', at: 1 },
      ],
    });
    expect(ids(collection.values())).toEqual(['early', 'late']);
    expect(collection.get('late')).toEqual({ id: 'late', at: 9 });
  });
});
