/*
 * What `npm run start:browser` tells the person who ran it: what is running, where to open
 * it, on what money, and how to stop it. Scripts and tests ask for JSON with --json instead.
 */

export interface HostAddresses {
  readonly url: string;
  readonly customerDisplayUrl: string;
}

/** The lines a person reads once the host is up. */
export function startLines(host: HostAddresses, realStores: boolean): string {
  const money = realStores
    ? 'Real store profiles are allowed (development only); the built-in simulator is the training store.'
    : 'It runs in training on the built-in payment simulator: no real money moves.';
  return [
    `Counter, the browser version, is running. Open ${host.url} in Chrome or Chromium.`,
    `The customer display is at ${host.customerDisplayUrl}`,
    money,
    'Press Ctrl+C to stop it.',
  ].join('\n');
}

/** The one JSON line scripts parse (--json). */
export function startJson(host: HostAddresses): string {
  return JSON.stringify({ url: host.url, customerDisplayUrl: host.customerDisplayUrl });
}
