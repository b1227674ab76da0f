import type { LogError } from './log-error';
import type { ResourceId } from './operation';
import type { ValidationIssue } from './validation-issue';

/** Failures of the operations journal; the record log's own failures pass through as they are. */
export type JournalError =
  | LogError
  /** A stored record with a valid checksum that is not a valid record: written by a newer app, or a bug. */
  | {
      readonly code: 'JOURNAL_RECORD_INVALID';
      readonly index: number;
      readonly issues: readonly ValidationIssue[];
    }
  /** The record to write was refused before touching the disk (a card number in a note, an unknown field...). */
  | { readonly code: 'INVALID_INPUT'; readonly issues: readonly ValidationIssue[] }
  | { readonly code: 'OPERATION_NOT_FOUND'; readonly operationId: string }
  | { readonly code: 'OPERATION_EXISTS'; readonly operationId: string }
  | { readonly code: 'OPERATION_TERMINAL'; readonly operationId: string; readonly state: string }
  | { readonly code: 'NOT_IN_REVIEW'; readonly operationId: string }
  | { readonly code: 'ALREADY_ACKNOWLEDGED'; readonly operationId: string }
  /** A resource id differs from the one already recorded: one sale would have two charges. */
  | {
      readonly code: 'FACT_CONFLICT';
      readonly operationId: string;
      readonly fact: ResourceId;
      readonly recorded: string;
      readonly given: string;
    };
