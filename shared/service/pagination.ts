import { z } from 'zod';
import { queryInteger, uuid } from './common';

/** Spec: Limits (pagination), identical for every list. */
export const paginationQuery = z.strictObject({
  limit: queryInteger
    .min(10, { error: 'OUT_OF_RANGE' })
    .max(100, { error: 'OUT_OF_RANGE' })
    .optional(),
  cursor: uuid.optional(),
  cursor_direction: z.enum(['asc', 'desc'], { error: 'INVALID_FORMAT' }).optional(),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;
export const defaultPageSize = 10;
export const maxPageSize = 100;

/** The paginated list envelope of every list (spec: Paginated list envelope). */
export function paginated<Item extends z.ZodType>(item: Item) {
  return z.looseObject({
    items: z.array(item),
    has_more: z.boolean(),
    total_hits: z.number().int().optional(),
    // Transaction history may carry it (conventions: Checked against the provider's own clients).
    next_cursor: z.string().nullable().optional(),
  });
}
