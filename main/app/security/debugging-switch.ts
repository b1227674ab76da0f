/*
 * Chromium's remote debugging opens every page of the app to whatever connects: a local
 * process could read the cashier's screen, call window.pos and drive sales. Electron's fuses
 * switch off Node's inspector in release builds but have none for these, so a production
 * start refuses them itself, before the app is ready (when Chromium would start the server).
 */

const debuggingSwitch = /^(?:--|-|\/)(remote-debugging-(?:port|pipe))(?:=|$)/i;

/**
 * The remote-debugging switch among the command-line arguments, if any. Chromium takes a
 * switch with `--`, `-` (and on Windows `/`) and in any case on Windows, so all of these count.
 */
export function remoteDebuggingSwitchIn(argv: readonly string[]): string | undefined {
  for (const argument of argv) {
    const found = debuggingSwitch.exec(argument);
    if (found !== null) return found[1]?.toLowerCase();
  }
  return undefined;
}
