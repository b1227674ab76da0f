import { z } from 'zod';
import { uuid } from '../../service/common';
import {
  auditVerification,
  operationDetail,
  operationOutcome,
  operationSummary,
  reviewList,
} from '../ipc-payloads';
import { channel, emptyInput, operationRef } from './channel';

/** The journal's review list and operations, and the audit trail. */
export const journalChannels = {
  'journal:list-review': channel(emptyInput, reviewList),
  'journal:resolve-review': channel(
    z.strictObject({
      operationId: uuid,
      outcome: operationOutcome,
      note: z.string().trim().max(500, { error: 'OUT_OF_RANGE' }).optional(),
    }),
    operationSummary,
  ),
  'journal:get-operation': channel(operationRef, operationDetail),
  'audit:export': channel(z.strictObject({ format: z.enum(['jsonl', 'csv']) }), z.string()),
  'audit:verify': channel(emptyInput, auditVerification),
};

export const journalEvents = {
  /**
   * The review list changed: an operation entered it, or a person resolved one. The count is
   * of every profile's; the id is null when the operation is another profile's.
   */
  'journal:review-changed': z.strictObject({
    operationId: uuid.nullable(),
    inReview: z.boolean(),
    reviewCount: z.number().int().nonnegative(),
  }),
};
