import { describe, expect, it } from 'vitest';
import {
  compareCreated,
  createdWithin,
  inCreationOrder,
  inMode,
  paginate,
  paginateInOrder,
} from '../../../../main/simulator/pagination';
import { SimulatorError } from '../../../../main/simulator/simulator-error';

const id = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** n items, created one second apart, in insertion (creation) order. */
const items = (n: number, mode: 'test' | 'live' = 'test') =>
  Array.from({ length: n }, (_, i) => ({
    id: id(i),
    created_on: new Date(Date.UTC(2024, 0, 1, 0, 0, i)).toISOString(),
    mode,
  }));

const ids = (page: { items: { id: string }[] }): string[] => page.items.map((item) => item.id);

describe('simulator pagination', () => {
  it('answers nothing from nothing', () => {
    expect(paginate([], {})).toEqual({ items: [], has_more: false, total_hits: 0 });
  });

  it('puts the newest first by default and the oldest first with asc', () => {
    const list = items(3);
    expect(ids(paginate(list, {}))).toEqual([id(2), id(1), id(0)]);
    expect(ids(paginate(list, { cursor_direction: 'asc' }))).toEqual([id(0), id(1), id(2)]);
  });

  it('orders by created_on, not by insertion, mixing both timestamp forms', () => {
    const list = [
      { id: id(1), created_on: Date.UTC(2024, 0, 2) },
      { id: id(0), created_on: '2024-01-01T00:00:00.000000+09:00' },
    ];
    expect(ids(paginate(list, { cursor_direction: 'asc' }))).toEqual([id(0), id(1)]);
  });

  it('keeps insertion order among items created in the same millisecond', () => {
    const list = [0, 1, 2].map((n) => ({ id: id(n), created_on: '2024-01-01T00:00:00Z' }));
    expect(ids(paginate(list, { cursor_direction: 'asc' }))).toEqual([id(0), id(1), id(2)]);
    expect(ids(paginate(list, {}))).toEqual([id(2), id(1), id(0)]);
  });

  it('gives has_more exactly when items follow the page', () => {
    expect(paginate(items(10), {}).has_more).toBe(false);
    expect(paginate(items(11), {}).has_more).toBe(true);
    expect(paginate(items(11), { limit: 11 }).has_more).toBe(false);
  });

  it('starts after the cursor, excluding it, and gives total_hits only without a cursor', () => {
    const page = paginate(items(5), { cursor: id(3) });
    expect(ids(page)).toEqual([id(2), id(1), id(0)]);
    expect(page).not.toHaveProperty('total_hits');
  });

  it('keeps paging when the cursor item no longer matches a filter', () => {
    const list = items(4);
    const notTwo = (item: { id: string }) => item.id !== id(2);
    expect(ids(paginate(list, { cursor: id(2) }, notTwo))).toEqual([id(1), id(0)]);
  });

  it('refuses a cursor outside the list with a validation error on cursor', () => {
    const error: unknown = (() => {
      try {
        return paginate(items(2), { cursor: id(9) });
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(SimulatorError);
    expect(error).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'cursor', reason: 'INVALID_FORMAT' }],
    });
  });

  it('counts total_hits over the filtered matches', () => {
    const list = [
      ...items(3, 'test'),
      ...items(2, 'live').map((item, i) => ({ ...item, id: id(10 + i) })),
    ];
    expect(paginate(list, {}, inMode('live')).total_hits).toBe(2);
  });

  it('takes from inclusive and to exclusive', () => {
    const list = items(5);
    const within = createdWithin({ from: list[1]?.created_on, to: list[3]?.created_on });
    expect(ids(paginate(list, { cursor_direction: 'asc' }, within))).toEqual([id(1), id(2)]);
  });

  it('matches both modes when no mode is asked', () => {
    expect(inMode(undefined)({ mode: 'live' })).toBe(true);
    expect(inMode('test')({ mode: 'live' })).toBe(false);
  });

  it('pages items said to be in creation order as they come, without sorting them', () => {
    const list = items(3).reverse();
    expect(ids(paginateInOrder(list, {}))).toEqual([id(0), id(1), id(2)]);
    expect(ids(paginate(list, {}))).toEqual([id(2), id(1), id(0)]);
  });

  it('with a cursor, stops filtering once it knows whether more follow', () => {
    const seen: string[] = [];
    const spy = (item: { id: string }) => {
      seen.push(item.id);
      return true;
    };
    const page = paginate(items(50), { cursor: id(40), limit: 10 }, spy);
    expect(ids(page)).toEqual(Array.from({ length: 10 }, (_, i) => id(39 - i)));
    expect(page.has_more).toBe(true);
    expect(seen).toHaveLength(11);
  });
});

describe('simulator creation order', () => {
  const sign = (value: number): number => Math.sign(value);

  it('compares ISO timestamps laid out alike to the millisecond, as a Date reads them', () => {
    expect(sign(compareCreated('2024-01-01T00:00:00.123999Z', '2024-01-01T00:00:00.123000Z'))).toBe(
      0,
    );
    expect(sign(compareCreated('2024-01-01T00:00:00.122999Z', '2024-01-01T00:00:00.123000Z'))).toBe(
      -1,
    );
    expect(sign(compareCreated('2024-01-02T00:00Z', '2024-01-01T23:59Z'))).toBe(1);
    expect(sign(compareCreated('2024-01-01T00:00:00.5Z', '2024-01-01T00:00:00.4Z'))).toBe(1);
  });

  it('compares timestamps of different forms by the time they name', () => {
    expect(sign(compareCreated('2024-01-01T09:00:00+09:00', '2024-01-01T00:00:00.000Z'))).toBe(0);
    expect(sign(compareCreated('2024-01-01T00:00:00.001000Z', '2024-01-01T00:00:00.002Z'))).toBe(
      -1,
    );
    expect(sign(compareCreated(Date.UTC(2024, 0, 1, 0, 0, 1), '2024-01-01T00:00:00Z'))).toBe(1);
    expect(sign(compareCreated(5, 7))).toBe(-1);
  });

  it('gives back the very list it was given when that is in creation order already', () => {
    const list = items(20);
    expect(inCreationOrder(list)).toBe(list);
  });

  it('sorts a list out of creation order, keeping the given order within a millisecond', () => {
    const list = [
      { id: id(0), created_on: '2024-01-01T00:00:02.000000Z' },
      { id: id(1), created_on: '2024-01-01T00:00:01.000Z' },
      { id: id(2), created_on: Date.UTC(2024, 0, 1, 0, 0, 2) },
      { id: id(3), created_on: '2024-01-01T00:00:01Z' },
    ];
    expect(inCreationOrder(list).map((item) => item.id)).toEqual([id(1), id(3), id(0), id(2)]);
  });
});
