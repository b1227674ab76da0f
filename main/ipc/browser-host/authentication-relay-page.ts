import { escapeHtml } from '../../../shared/escape-html';
import type { IssuerPage } from './browser-authenticator';

export interface RelayPage {
  readonly html: string;
  readonly contentSecurityPolicy: string;
}

/** The frame the customer's page loads in; e2e tests find it by this name. */
export const customerFrameName = 'counter-customer-page';

/**
 * The host's own page that a popup opens and keeps for the whole authentication: the issuer's
 * page loads in a frame filling it, posted as a form (spec: Get the 3DS issuer token, rule 3)
 * or by its URL. The popup's top document so stays the host's, which is what lets the bridge
 * close it after cutting `window.opener` (authentication-popups.ts): a page may close a
 * popup only while it is of the same origin or still its opener. Its one script and style run
 * by nonce; the frame and the form may go to the issuer (and the redirect endpoint's origin,
 * should the issuer answer with that redirect) only.
 */
export function authenticationRelayPage(page: IssuerPage, nonce: string): RelayPage {
  const target = escapeHtml(page.url.href);
  const frame = `<iframe name="${customerFrameName}" title="Customer authentication"${
    page.method === 'GET' ? ` src="${target}"` : ''
  }></iframe>`;
  const form =
    page.method === 'GET'
      ? ''
      : `<form id="issuer" method="post" action="${target}" target="${customerFrameName}" accept-charset="UTF-8">${page.fields
          .map(
            ([name, value]) =>
              `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
          )
          .join('')}</form>
<script nonce="${nonce}">document.getElementById('issuer').submit();</script>`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>Counter</title>
<style nonce="${nonce}">html, body, iframe { margin: 0; border: 0; width: 100%; height: 100%; display: block; }</style>
</head>
<body>${frame}${form}
</body>
</html>
`;
  const redirectOrigin = page.method === 'POST' ? page.redirectOrigin : undefined;
  const issuerOrigins = [
    ...new Set([page.url.origin, redirectOrigin].filter((origin) => origin !== undefined)),
  ].join(' ');
  const contentSecurityPolicy = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    `frame-src ${issuerOrigins}`,
    `form-action ${page.method === 'GET' ? "'none'" : issuerOrigins}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, contentSecurityPolicy };
}
