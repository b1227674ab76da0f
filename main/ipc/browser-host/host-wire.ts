/*
 * What the browser host and its bridge agree on, apart from the IPC contract itself. The
 * bridge is bundled for the page, so this module imports nothing and touches no Node API.
 */

/**
 * The header that carries the per-run token. Being a custom header, it also makes any
 * cross-origin request need a CORS preflight, which the host never grants.
 */
export const tokenHeader = 'x-counter-token';

/** `POST /ipc/{channel}`, the invoke channels of the contract. */
export const ipcPathPrefix = '/ipc/';

/** `GET /events`, the contract's event channels and the host's notices as text/event-stream. */
export const eventsPath = '/events';

/** The bridge script, served to the page before the renderer's own modules. */
export const bridgePath = '/_host/bridge.js';

/**
 * The customer display's page gets its own bridge and stream, which carry its one channel
 * and need no token: what they show is what the customer's screen shows anyway, and the page
 * must hold nothing that reaches the core (docs/architecture.md: The customer display).
 */
export const customerDisplayBridgePath = '/_host/customer-display-bridge.js';
export const customerDisplayEventsPath = '/_host/customer-display/events';

/** The attribute of the bridge's script element that carries the token into the page. */
export const tokenAttribute = 'data-counter-token';

/** `GET` opens an authentication's issuer page; `POST …/closed` reports the customer closed it. */
export function authenticationPath(id: string, report?: 'closed'): string {
  const path = `/_host/authentication/${encodeURIComponent(id)}`;
  return report === undefined ? path : `${path}/${report}`;
}

/**
 * Notices the host sends besides the contract's events. Their names have no `:`, so they can
 * never be mistaken for an `area:event` channel, and window.pos never carries them.
 */
export const hostNotices = ['authentication-open', 'authentication-close'] as const;
export type HostNotice = (typeof hostNotices)[number];

/** One Server-Sent Event; JSON.stringify escapes line breaks, so `data` is one line. */
export function serverSentEvent(name: string, payload: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`;
}
