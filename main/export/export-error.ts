import type { ExportErrorCode } from '../../shared/back-office/export-request';
import { ServiceClientError } from '../service/service-client-error';

/**
 * Why an export ended without its file, as a code the renderer and the headless export turn
 * into words. `serviceCode` keeps the service client's code when the service failed.
 */
export class ExportError extends Error {
  override readonly name = 'ExportError';
  readonly code: ExportErrorCode;
  readonly serviceCode: string | undefined;

  constructor(code: ExportErrorCode, options?: { cause?: unknown; serviceCode?: string }) {
    super(code, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.serviceCode = options?.serviceCode;
  }
}

/** File-system errors by what the clerk can do about them. */
const diskFull = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);
// EEXIST: a file stands where the folder should be (making the folder fails so).
const unwritable = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOENT', 'ENOTDIR', 'EISDIR', 'EEXIST']);

function errnoOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/**
 * `error` as an ExportError: a cancel, the service's failure, or the file system's; null for
 * anything else (a bug), which the caller rethrows as it is.
 */
export function exportErrorOf(error: unknown, signal: AbortSignal | undefined): ExportError | null {
  if (error instanceof ExportError) return error;
  if (signal?.aborted === true) return new ExportError('EXPORT_CANCELLED', { cause: error });
  if (error instanceof ServiceClientError) {
    return new ExportError('EXPORT_SERVICE_FAILED', { cause: error, serviceCode: error.code });
  }
  const errno = errnoOf(error);
  if (errno !== undefined && diskFull.has(errno)) {
    return new ExportError('EXPORT_DISK_FULL', { cause: error });
  }
  if (errno !== undefined && unwritable.has(errno)) {
    return new ExportError('EXPORT_FOLDER_UNWRITABLE', { cause: error });
  }
  if (errno !== undefined) return new ExportError('EXPORT_WRITE_FAILED', { cause: error });
  return null;
}
