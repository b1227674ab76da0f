import { deserialize, serialize } from 'node:v8';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { invokeChannels, type InvokeChannel } from '../../../../shared/ipc/channel-names';
import { invokeContract } from '../../../../shared/ipc/ipc-contract';
import type { HandlerTable } from '../../../../main/ipc/handler-table';
import { createIpcDispatch } from '../../../../main/ipc/ipc-dispatch';

/*
 * Whatever a compromised renderer or a local process sends on any channel, the dispatch ends in
 * a typed refusal or hands the handler an input its contract accepts: it never throws, never
 * rejects, and never lets a value the contract refuses through (DESIGN.md: IPC). A hang would
 * fail the test by its timeout.
 */

const prototypeKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf'];

/** Keys and strings from every Unicode plane, lone surrogates included, and prototype names. */
const hostileKey = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom(...prototypeKeys),
);
const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.constantFrom('', '\u0000', '\uFEFF', '\uD800', '\uDFFF', '\u{10FFFF}', '𝟘', '０１２３'),
);

const anything = fc.anything({
  key: hostileKey,
  values: [
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.bigInt(),
  ],
  maxDepth: 4,
  maxKeys: 6,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
});

/** An object whose own keys are the prototype names, as JSON.parse makes them. */
const prototypeKeyed = fc
  .record({ key: fc.constantFrom(...prototypeKeys), value: anything })
  .map(({ key, value }) => {
    const parsed = JSON.parse(`{${JSON.stringify(key)}: {"polluted": true}}`) as object;
    return Object.assign(parsed, { value });
  });

/** Strings and arrays past the budget. */
const huge = fc.oneof(
  fc.integer({ min: 270_000, max: 400_000 }).map((length) => ({ text: 'あ'.repeat(length) })),
  fc.integer({ min: 270_000, max: 400_000 }).map((length) => new Array<number>(length).fill(7)),
  fc
    .integer({ min: 40_000, max: 60_000 })
    .map((count) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i]))),
);

/**
 * Arrays of up to a million holes, alone or with a few values, anywhere in an input: free to
 * make, and each slot a parse would walk.
 */
const holey = fc
  .record({
    length: fc.integer({ min: 2, max: 1_000_000 }),
    filled: fc.array(fc.nat(), { maxLength: 3 }),
    wrapped: fc.boolean(),
  })
  .map(({ length, filled, wrapped }) => {
    const array: unknown[] = new Array<unknown>(length);
    // Leave the last slot a hole, so every array here has at least one.
    for (const index of filled) array[index % (length - 1)] = 7;
    return wrapped ? { tags: array, items: array } : array;
  });

/** Nesting from just inside the budget's depth to far past what a recursive walk survives. */
const deep = fc
  .record({ depth: fc.integer({ min: 10, max: 20_000 }), arrays: fc.boolean() })
  .map(({ depth, arrays }) => {
    let value: unknown = 'bottom';
    for (let level = 0; level < depth; level++) value = arrays ? [value] : { operationId: value };
    return value;
  });

/**
 * Every kind of object structured clone delivers that is neither a plain object nor an Array,
 * from empty to large: a typed array's or a String object's keys are its indices.
 */
const typedArrayConstructors = [
  Int8Array,
  Uint8Array,
  Uint8ClampedArray,
  Int16Array,
  Uint16Array,
  Int32Array,
  Uint32Array,
  Float32Array,
  Float64Array,
  BigInt64Array,
  BigUint64Array,
] as const;
const notPlain = fc.oneof(
  fc
    .record({
      make: fc.constantFrom(...typedArrayConstructors),
      length: fc.oneof(fc.nat(16), fc.integer({ min: 1_000_000, max: 4_000_000 })),
    })
    .map(({ make, length }): object => new make(length)),
  fc
    .oneof(fc.nat(16), fc.integer({ min: 1_000_000, max: 8_000_000 }))
    .map((length) => Object('4'.repeat(length)) as object),
  fc.oneof(fc.integer(), fc.double()).map((number) => Object(number) as object),
  fc.boolean().map((flag) => Object(flag) as object),
  fc.bigInt().map((big) => Object(big) as object),
  fc.nat(1_000_000).map((length) => new ArrayBuffer(length)),
  fc.nat(1_000).map((length) => new DataView(new ArrayBuffer(length))),
  fc.array(fc.string(), { maxLength: 5 }).map((keys) => new Map(keys.map((k) => [k, k]))),
  fc.array(fc.string(), { maxLength: 5 }).map((keys) => new Set(keys)),
  fc.date({ noInvalidDate: false }),
  fc.constant(/regexp/g),
  fc.constant(new Error('thrown')),
);

/** A value anywhere in an input: alone, as a field, or inside an array. */
const placed = (value: fc.Arbitrary<unknown>) =>
  fc.oneof(
    value,
    fc
      .record({ key: fc.constantFrom('language', 'operationId', 'metadata'), value })
      .map(({ key, value: inner }) => ({ [key]: inner })),
    value.map((inner) => [inner]),
  );

/** Nesting past the budget's depth, as deep as V8's deserialiser takes in a test worker. */
const clonedDeep = fc
  .record({ depth: fc.integer({ min: 10, max: 400 }), arrays: fc.boolean() })
  .map(({ depth, arrays }) => {
    let value: unknown = new Uint8Array(4);
    for (let level = 0; level < depth; level++) value = arrays ? [value] : { operationId: value };
    return value;
  });

/** Whatever a page can post: every structured-clone shape, including the ones above. */
const cloneable = fc.oneof(anything, placed(notPlain), placed(holey), clonedDeep);

/** The input as Electron's IPC delivers it: serialised and deserialised by V8. */
function structuredCloned(value: unknown): unknown {
  return deserialize(serialize(value));
}

function dispatcher() {
  const calls: [InvokeChannel, unknown][] = [];
  const handlers = Object.fromEntries(
    invokeChannels.map((channel) => [
      channel,
      vi.fn((input: unknown) => {
        calls.push([channel, input]);
        return Promise.resolve(null);
      }),
    ]),
  ) as unknown as HandlerTable;
  return { calls, dispatch: createIpcDispatch({ handlers, validateOutput: false }) };
}

/** The property: a typed refusal, or the handler ran once with what the contract accepts. */
async function holds(channel: InvokeChannel, input: unknown): Promise<void> {
  const { calls, dispatch } = dispatcher();
  const result = await dispatch(channel, input);
  if (result.ok) {
    expect(calls).toHaveLength(1);
    const accepted = invokeContract[channel].input.safeParse(input === undefined ? {} : input);
    expect(accepted.success).toBe(true);
    return;
  }
  expect(calls).toEqual([]);
  expect(result.error.code).toBe('INVALID_INPUT');
  expect(typeof result.error.message).toBe('string');
  for (const field of result.error.fields ?? []) {
    expect(field.reason).toMatch(/^[A-Z][A-Z0-9_]*$/);
  }
}

const channel = fc.constantFrom(...invokeChannels);

describe('the IPC dispatch under hostile input', () => {
  it('refuses or accepts any value of any shape, on every channel', async () => {
    await fc.assert(fc.asyncProperty(channel, anything, holds), { numRuns: 500 });
  }, 120_000);

  it('is not fooled by own keys named like the prototype', async () => {
    await fc.assert(fc.asyncProperty(channel, prototypeKeyed, holds), { numRuns: 200 });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  }, 120_000);

  it('refuses strings, arrays and objects past the input budget', async () => {
    await fc.assert(
      fc.asyncProperty(channel, huge, async (name, input) => {
        const result = await dispatcher().dispatch(name, input);
        expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it('refuses arrays with holes, up to a million of them, on every channel', async () => {
    await fc.assert(
      fc.asyncProperty(channel, holey, async (name, input) => {
        const { calls, dispatch } = dispatcher();
        const result = await dispatch(name, input);
        expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
        expect(calls).toEqual([]);
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('ends in a typed refusal or a correct answer for any structured-clone value', async () => {
    await fc.assert(
      fc.asyncProperty(channel, cloneable, (name, input) => holds(name, structuredCloned(input))),
      { numRuns: 300 },
    );
  }, 120_000);

  it('refuses every object that is neither plain nor an Array, as cloned', async () => {
    await fc.assert(
      fc.asyncProperty(channel, placed(notPlain), async (name, input) => {
        const { calls, dispatch } = dispatcher();
        const result = await dispatch(name, structuredCloned(input));
        expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
        expect(calls).toEqual([]);
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  it('refuses a typed array, a String object, a Map or a Date without listing its keys', async () => {
    await fc.assert(
      fc.asyncProperty(channel, notPlain, async (name, value) => {
        let reads = 0;
        const counted = new Proxy(value, {
          ownKeys: (target) => {
            reads += 1;
            return Reflect.ownKeys(target);
          },
          getOwnPropertyDescriptor: (target, key) => {
            reads += 1;
            return Reflect.getOwnPropertyDescriptor(target, key);
          },
          has: (target, key) => {
            reads += 1;
            return Reflect.has(target, key);
          },
          get: (target, key) => {
            reads += 1;
            return Reflect.get(target, key) as unknown;
          },
        });
        const result = await dispatcher().dispatch(name, { language: counted });
        expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
        expect(reads).toBe(0);
      }),
      { numRuns: 100 },
    );
  });

  it('survives nesting deeper than any call stack', async () => {
    await fc.assert(fc.asyncProperty(channel, deep, holds), { numRuns: 40 });
  }, 120_000);
});
