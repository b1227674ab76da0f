import { z } from 'zod';
import { email, isoTimestamp, mode, uuid } from './common';
import { paginationQuery } from './pagination';
import { cardLastFour, choice, requiredText, shortId } from './token-fields';
import type { TokenType } from './token-options';

/** Spec: List transaction tokens (`type`: "recurring or subscription"). */
const listedTokenTypes = ['recurring', 'subscription'] as const satisfies readonly TokenType[];

/** References: which tokens a list shows by their `active` flag; `active` when not asked. */
const tokenActivityFilters = ['active', 'inactive', 'all'] as const;

/**
 * Spec: List transaction tokens; the pagination parameters also apply, and the references add
 * `search` and `active` (conventions: Checked against the provider's own clients, Token lists). The spec types
 * card_last_four and phone_number as numbers, but they are digits a leading zero belongs to,
 * so they stay text.
 */
export const listTokensQuery = paginationQuery.extend({
  from: isoTimestamp.optional(),
  to: isoTimestamp.optional(),
  id: uuid.optional(),
  short_id: shortId.optional(),
  type: choice(listedTokenTypes).optional(),
  email: email.optional(),
  cardholder: requiredText.optional(),
  card_exp: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'INVALID_FORMAT' })
    .optional(),
  card_last_four: cardLastFour.optional(),
  phone_number: z
    .string()
    .regex(/^\d{1,15}$/, { error: 'INVALID_PHONE_NUMBER' })
    .optional(),
  brand: requiredText.optional(),
  customer_id: uuid.optional(),
  mode: mode.optional(),
  // Spec: "the format of this value is not shown", so any text is passed on.
  metadata: requiredText.optional(),
  search: requiredText.optional(),
  active: choice(tokenActivityFilters).optional(),
});
export type ListTokensQuery = z.infer<typeof listTokensQuery>;
