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

/** Why the journal, its record log or the audit trail refused a call. */
export const journalFailureCode = z.enum([
  /** The record log's own failures (main/journal/log-error.ts). */
  'LOG_LOCKED',
  'LOG_CORRUPT',
  'LOG_FOREIGN',
  'LOG_IO_FAILED',
  'LOG_FAILED',
  'LOG_CLOSED',
  'LOG_RECORD_TOO_LARGE',
  'JOURNAL_RECORD_INVALID',
  'OPERATION_NOT_FOUND',
  'OPERATION_EXISTS',
  'OPERATION_TERMINAL',
  'NOT_IN_REVIEW',
  'ALREADY_ACKNOWLEDGED',
  /** One sale would have two charges. */
  'FACT_CONFLICT',
  /** Only the active profile's operations may be read or resolved. */
  'OPERATION_OF_OTHER_PROFILE',
  'AUDIT_RECORD_INVALID',
  /** The change was not made, as the audit trail could not record it first. */
  'AUDIT_WRITE_FAILED',
  /** The change may have been made, but the trail could not record how it ended. */
  'AUDIT_OUTCOME_NOT_RECORDED',
]);
