/*
 * Command-line switches a production start refuses, before the app is ready (when Chromium
 * would act on them). Electron's fuses switch off Node's inspector in release builds but have
 * nothing for Chromium's own switches:
 * - debugging: remote debugging opens every page of the app to whatever connects; a local
 *   process could read the cashier's screen, call window.pos and drive sales.
 * - network: a proxy, host resolver rules, ignored certificate errors or a TLS key log would let
 *   whoever starts the till read or rewrite the issuer's 3-D Secure and the wallets' pages,
 *   where the customer authenticates.
 */

export type RefusedSwitchKind = 'debugging' | 'network';

const refusedSwitches: Readonly<Record<RefusedSwitchKind, readonly string[]>> = {
  debugging: ['remote-debugging-port', 'remote-debugging-pipe'],
  network: [
    'ignore-certificate-errors',
    'ignore-certificate-errors-spki-list',
    'ignore-urlfetcher-cert-requests',
    'allow-insecure-localhost',
    'unsafely-treat-insecure-origin-as-secure',
    'disable-web-security',
    'proxy-server',
    'proxy-pac-url',
    'proxy-bypass-list',
    'proxy-auto-detect',
    'host-resolver-rules',
    'host-rules',
    'ssl-key-log-file',
    'log-net-log',
  ],
};

export interface RefusedSwitch {
  readonly name: string;
  readonly kind: RefusedSwitchKind;
}

const kindOf = new Map<string, RefusedSwitchKind>(
  (Object.entries(refusedSwitches) as [RefusedSwitchKind, readonly string[]][]).flatMap(
    ([kind, names]) => names.map((name): [string, RefusedSwitchKind] => [name, kind]),
  ),
);

/** A switch's name: after `--`, `-` or (on Windows) `/`, up to `=` or the end. */
const switchName = /^(?:--|-|\/)([a-z0-9-]+)(?:=|$)/i;

/**
 * The first refused switch among the command-line arguments, if any. Chromium takes a switch
 * with `--`, `-` (and on Windows `/`) and in any case on Windows, so all of these count.
 */
export function refusedSwitchIn(argv: readonly string[]): RefusedSwitch | undefined {
  for (const argument of argv) {
    const name = switchName.exec(argument)?.[1]?.toLowerCase();
    const kind = name === undefined ? undefined : kindOf.get(name);
    if (name !== undefined && kind !== undefined) return { name, kind };
  }
  return undefined;
}
