import { z } from 'zod';

const errorCode = z.string().regex(/^[A-Z][A-Z0-9_]{0,63}$/);
/**
 * Why a call failed, as a code the renderer translates (STYLE.md: errors are values). The
 * code is the IPC layer's own (INVALID_INPUT, UNKNOWN_CHANNEL, ...), the service's
 * (ServiceClientError) or the credentials store's; `message` is for logs and carries no
 * secret; `fields` names the inputs at fault in the service's `{field, reason}` form.
 */
export const ipcError = z.strictObject({
  code: errorCode,
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

/** Codes the IPC layer itself answers with, before or around a handler. */
export const ipcLayerCode = z.enum([
  /** The input failed the channel's schema; `fields` says where. The handler never ran. */
  'INVALID_INPUT',
  /** No such invoke channel. */
  'UNKNOWN_CHANNEL',
  /** The sender is not the app window's top frame on the app's origin. */
  'UNTRUSTED_SENDER',
  /** A handler failed in a way nothing more specific describes; the details are in main's log. */
  'INTERNAL_ERROR',
  /** Development only: main answered something the contract does not allow. */
  'INVALID_OUTPUT',
  /** The browser host did not answer at all: the till's process is not running. */
  'HOST_UNAVAILABLE',
]);
export type IpcLayerCode = z.infer<typeof ipcLayerCode>;
