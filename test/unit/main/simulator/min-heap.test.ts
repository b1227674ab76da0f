import { describe, expect, it } from 'vitest';
import { MinHeap } from '../../../../main/simulator/min-heap';

const byValue = (a: number, b: number): number => a - b;

/** A fixed scramble of 0..count-1 with repeats folded in, so order and duplicates both show. */
function scrambled(count: number): number[] {
  return Array.from({ length: count }, (_, index) => (index * 7_919) % Math.ceil(count / 3));
}

describe('simulator min-heap', () => {
  it('pops every item in order whatever order they were pushed in', () => {
    const heap = new MinHeap(byValue);
    const values = scrambled(1_000);
    for (const value of values) heap.push(value);
    expect(heap.size).toBe(values.length);
    const popped: number[] = [];
    for (let value = heap.pop(); value !== undefined; value = heap.pop()) popped.push(value);
    expect(popped).toEqual([...values].sort(byValue));
    expect(heap.size).toBe(0);
  });

  it('pops the least item at every step when pushes and pops interleave', () => {
    const heap = new MinHeap(byValue);
    const held: number[] = [];
    for (const value of scrambled(300)) {
      heap.push(value);
      heap.push(value + 50);
      held.push(value, value + 50);
      held.sort(byValue);
      expect(heap.peek()).toBe(held[0]);
      expect(heap.pop()).toBe(held.shift());
    }
    expect(heap.sorted()).toEqual(held);
  });

  it('lists its items in pop order without taking them out, and starts over from a reset', () => {
    const heap = new MinHeap(byValue);
    heap.reset([5, 1, 4]);
    heap.push(2);
    expect(heap.sorted()).toEqual([1, 2, 4, 5]);
    expect(heap.size).toBe(4);
    heap.reset([]);
    expect(heap.peek()).toBeUndefined();
    expect(heap.pop()).toBeUndefined();
  });
});
