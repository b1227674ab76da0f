import { z } from 'zod';
import { failureCode } from './failure-codes';

const errorCode = z.string().regex(/^[A-Z][A-Z0-9_]{0,63}$/);
/**
 * Why a call failed, as a code the renderer translates (STYLE.md: errors are values): one of
 * failure-codes.ts, whoever raised it; `message` is for logs and carries no secret; `fields`
 * names the inputs at fault in the service's `{field, reason}` form.
 *
 * @public The one source of its type; nothing parses with it at run time yet.
 */
export const ipcError = z.strictObject({
  code: failureCode,
  message: z.string().max(1000),
  fields: z
    // The service may answer reasons this app does not know yet, so any code passes.
    .array(z.strictObject({ field: z.string().max(200), reason: errorCode }))
    .max(100)
    .optional(),
});
export type IpcError = z.infer<typeof ipcError>;

/**
 * Every invoke channel answers with this union rather than throwing: a thrown error would reach
 * the renderer as a bare message (DESIGN.md: IPC).
 */
export type IpcResult<Data> =
  { readonly ok: true; readonly data: Data } | { readonly ok: false; readonly error: IpcError };
