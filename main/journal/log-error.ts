import type { FrameProblem } from './frame';

/** Failures of the record log (docs/reliability.md: Recovery rules). */
export type LogError =
  /** Another live process holds the log's lock file. */
  | { readonly code: 'LOG_LOCKED'; readonly path: string; readonly pid: number | null }
  /**
   * A damaged record is followed by intact ones: not a torn append but damage to data that
   * was once durable. Nothing is dropped or truncated; a person has to look.
   */
  | {
      readonly code: 'LOG_CORRUPT';
      readonly path: string;
      readonly offset: number;
      readonly problem: FrameProblem;
      readonly recordsBefore: number;
      readonly recordsAfter: number;
    }
  /** The file is not a record log of the expected kind (or of a newer format version). */
  | { readonly code: 'LOG_FOREIGN'; readonly path: string; readonly expectedKind: string }
  | {
      readonly code: 'LOG_IO_FAILED';
      readonly path: string;
      readonly operation: string;
      readonly cause: string;
    }
  /**
   * An earlier write or fsync failed, so what is on disk is unknown (a failed fsync may
   * have lost data that a retry would wrongly report as durable). Only reopening recovers.
   */
  | { readonly code: 'LOG_FAILED'; readonly path: string; readonly cause: string }
  | { readonly code: 'LOG_CLOSED'; readonly path: string }
  | { readonly code: 'LOG_RECORD_TOO_LARGE'; readonly bytes: number; readonly limit: number };

export function ioFailure(path: string, operation: string, cause: unknown): LogError {
  return { code: 'LOG_IO_FAILED', path, operation, cause: describeCause(cause) };
}

/** The errno code (ENOSPC, EACCES...) when there is one: stable, translatable, no file contents. */
export function describeCause(cause: unknown): string {
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    return code ?? cause.message;
  }
  return String(cause);
}
