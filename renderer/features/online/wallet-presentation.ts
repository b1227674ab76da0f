import type { CustomerAction } from '../../../shared/flows/flow-progress';

type WalletAction = Extract<CustomerAction, { type: 'wallet' }>;

/** The call methods whose customer approves in the wallet's own software on their phone. */
const appCallMethods = ['sdk', 'app', 'web'] as const;
type AppCallMethod = (typeof appCallMethods)[number];

/**
 * What the counter shows for a wallet's issuer token (spec: Issuer token object,
 * call_method). http_get and http_get_mobile name a page: a QR code takes it to the
 * customer's phone, and main has also opened it in a window here. http_post must be posted,
 * which a phone's camera cannot do, so only main's window shows it. sdk, app and web hand an
 * opaque token to the wallet's software: the customer approves there.
 */
export type WalletPresentation =
  /** `host` is the page's, to show the cashier; null for one on this machine, or none. */
  | { kind: 'qr'; url: string; host: string | null }
  | { kind: 'window'; host: string | null }
  | { kind: 'app'; callMethod: AppCallMethod | 'other' };

/** An address a phone or window can open: http or https only. */
function webUrl(text: string): URL | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
}

/**
 * The page's host as the cashier may read it. A loopback page is the training simulator's,
 * whose `127.0.0.1:port` tells a cashier nothing, so it is not named.
 */
function shownHost(url: URL | null): string | null {
  if (url === null) return null;
  const loopback =
    url.hostname === 'localhost' || url.hostname === '[::1]' || /^127\./.test(url.hostname);
  return loopback ? null : url.host;
}

function isAppCallMethod(callMethod: string): callMethod is AppCallMethod {
  return (appCallMethods as readonly string[]).includes(callMethod);
}

export function walletPresentationOf(
  action: Pick<WalletAction, 'callMethod' | 'issuerToken'>,
): WalletPresentation {
  const url = webUrl(action.issuerToken);
  switch (action.callMethod) {
    case 'http_get':
    case 'http_get_mobile':
      return url === null
        ? { kind: 'app', callMethod: 'other' }
        : { kind: 'qr', url: action.issuerToken, host: shownHost(url) };
    case 'http_post':
      return { kind: 'window', host: shownHost(url) };
    default:
      return {
        kind: 'app',
        callMethod: isAppCallMethod(action.callMethod) ? action.callMethod : 'other',
      };
  }
}
