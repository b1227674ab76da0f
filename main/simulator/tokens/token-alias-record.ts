import { z } from 'zod';
import { currencyCode, minorUnits } from '../../../shared/money';
import { metadata } from '../../../shared/service/common';
import { defineCollection } from '../collection';

/**
 * An alias of a transaction token (spec: Get a transaction token by alias). The spec shows no
 * route that creates one, so the simulator's control route does (docs/simulator.md:
 * Transaction tokens); the id is the alias itself, the last segment of the alias path.
 */
const tokenAliasRecord = z.strictObject({
  id: z.string(),
  storeId: z.string(),
  tokenId: z.string(),
  /** Spec: Transaction token, `amount` and `currency` (alias response only); both or neither. */
  amount: minorUnits.nullable(),
  currency: currencyCode.nullable(),
  aliasMetadata: metadata,
});
export type TokenAliasRecord = z.infer<typeof tokenAliasRecord>;

export const tokenAliasesCollection = defineCollection('token-aliases', tokenAliasRecord);
