import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { z } from 'zod';

/*
 * A PIN kept as a slow salted hash (docs/architecture.md: Operators and sign-in). Four digits
 * are only 10,000 guesses, so the hash is slow on purpose (scrypt) and salted per operator, so
 * one table of precomputed hashes serves no two tills or operators.
 */

const base64 = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'INVALID_FORMAT' });

/** The stored form; the cost is kept with it, so a later version can raise it. */
export const pinHash = z.strictObject({
  algorithm: z.literal('scrypt'),
  cost: z.int().min(2),
  blockSize: z.int().min(1),
  parallelization: z.int().min(1),
  salt: base64,
  hash: base64,
});
export type PinHash = z.infer<typeof pinHash>;

const keyLength = 32;
// About 100 ms on a till; scrypt needs 128 * cost * blockSize bytes, above Node's 32 MiB default.
export const tillPinCost = 2 ** 15;
const blockSize = 8;
const parallelization = 1;

function derive(pin: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(pin, salt, keyLength, options, (error, key) => {
      if (error === null) resolve(key);
      else reject(error);
    });
  });
}

function optionsOf(stored: Pick<PinHash, 'cost' | 'blockSize' | 'parallelization'>): ScryptOptions {
  return {
    N: stored.cost,
    r: stored.blockSize,
    p: stored.parallelization,
    maxmem: 256 * stored.cost * stored.blockSize,
  };
}

/**
 * `cost` is a power of two; tests pass a small one so a busy CI machine is not slowed by work
 * that only a till needs. The cost is stored with the hash, so `pinMatches` checks either.
 */
export async function hashPin(pin: string, cost = tillPinCost): Promise<PinHash> {
  const salt = randomBytes(16);
  const params = { cost, blockSize, parallelization };
  const key = await derive(pin, salt, optionsOf(params));
  return {
    algorithm: 'scrypt',
    ...params,
    salt: salt.toString('base64'),
    hash: key.toString('base64'),
  };
}

/** Compared in constant time, so how long a wrong PIN takes tells nothing of the right one. */
export async function pinMatches(pin: string, stored: PinHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64');
  const key = await derive(pin, Buffer.from(stored.salt, 'base64'), optionsOf(stored));
  return key.length === expected.length && timingSafeEqual(key, expected);
}
