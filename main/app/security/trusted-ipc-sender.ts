import { isAppUrl } from './app-origin';

/** What the IPC wrapper knows about who sent a message (event.sender and event.senderFrame). */
export interface IpcSender {
  /** The sending frame's URL; null when the frame was destroyed or navigated away. */
  frameUrl: string | null;
  isMainFrame: boolean;
  webContentsId: number;
}

/**
 * Whether an IPC message may reach a handler: it must come from the app's window (the main
 * window's web contents), from its top frame, and from a page on the app's origin. Anything
 * else (a frame, a window Counter did not open, a page that navigated away) is refused before
 * the input is even parsed (DESIGN.md: IPC).
 */
export function isTrustedIpcSender(
  sender: IpcSender,
  expected: { webContentsId: number },
): boolean {
  return (
    sender.webContentsId === expected.webContentsId &&
    sender.isMainFrame &&
    sender.frameUrl !== null &&
    isAppUrl(sender.frameUrl)
  );
}
