import { isAppUrl } from './app-origin';
import type { AuthenticationFlow, AuthenticationRedirect } from './authentication-flow';
import { matchRedirectEndpoint } from './authentication-redirect';
import { isLoopbackUrl, secureWebUrl } from './secure-web-url';
import type { AppWindow } from './window-kind';

export type NavigationDecision =
  | { action: 'allow' }
  | {
      action: 'deny';
      code: 'unknown-window' | 'not-app-origin' | 'insecure-url' | 'outside-issuer-flow';
    }
  | { action: 'complete'; redirect: AuthenticationRedirect };

export interface Navigation {
  url: string;
  isMainFrame: boolean;
}

const allow: NavigationDecision = { action: 'allow' };

/**
 * Whether a window may navigate (or follow a server redirect) to `url`. App windows stay on
 * the app origin. An authentication window stays inside its issuer flow, and reaching the
 * registered redirect endpoint, if there is one, ends the flow instead of loading it. A web contents Counter
 * did not register (`undefined`) may go nowhere.
 */
export function navigationDecision(
  window: AppWindow | undefined,
  navigation: Navigation,
): NavigationDecision {
  if (window === undefined) return { action: 'deny', code: 'unknown-window' };
  switch (window.kind) {
    case 'main':
    case 'customer-display':
      return isAppUrl(navigation.url) ? allow : { action: 'deny', code: 'not-app-origin' };
    case 'authentication':
      return issuerFlowNavigation(window.flow, navigation);
  }
}

function issuerFlowNavigation(
  flow: AuthenticationFlow,
  { url, isMainFrame }: Navigation,
): NavigationDecision {
  const redirect =
    flow.redirectEndpoint === undefined
      ? undefined
      : matchRedirectEndpoint(flow.redirectEndpoint, url);
  if (redirect !== undefined) return { action: 'complete', redirect };

  const target = secureWebUrl(url);
  if (target === undefined) return { action: 'deny', code: 'insecure-url' };
  // Issuer pages frame their own steps (3DS method and challenge frames on the bank's
  // origin); a frame cannot leave the window, so only its scheme is checked.
  if (!isMainFrame) return allow;
  return flowOrigins(flow).includes(target.origin)
    ? allow
    : { action: 'deny', code: 'outside-issuer-flow' };
}

function flowOrigins(flow: AuthenticationFlow): string[] {
  const origins: string[] = [];
  const issuer = secureWebUrl(flow.issuerUrl);
  if (issuer !== undefined) origins.push(issuer.origin);
  if (flow.simulatorOrigin !== undefined) {
    // Only a loopback simulator is trusted, so the option cannot widen the flow to the web.
    const simulator = secureWebUrl(flow.simulatorOrigin);
    if (simulator !== undefined && isLoopbackUrl(simulator)) origins.push(simulator.origin);
  }
  return origins;
}
