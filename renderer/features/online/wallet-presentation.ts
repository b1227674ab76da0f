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
  | { kind: 'qr'; url: string; host: string }
  | { kind: 'window'; host: string | null }
  | { kind: 'app'; callMethod: AppCallMethod | 'other' };

/** An address a phone or window can open: http or https only. */
function webUrl(text: string): URL | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
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
        : { kind: 'qr', url: action.issuerToken, host: url.host };
    case 'http_post':
      return { kind: 'window', host: url?.host ?? null };
    default:
      return {
        kind: 'app',
        callMethod: isAppCallMethod(action.callMethod) ? action.callMethod : 'other',
      };
  }
}
