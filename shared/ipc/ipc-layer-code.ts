import { z } from 'zod';

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
  /** The service answered a code this version has no words for; main's log names it. */
  'SERVICE_ERROR',
]);
export type IpcLayerCode = z.infer<typeof ipcLayerCode>;
