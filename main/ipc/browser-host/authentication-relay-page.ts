import { escapeHtml } from '../../simulator/charges/page-html';
import type { IssuerPage } from './browser-authenticator';

export interface RelayPage {
  readonly html: string;
  readonly contentSecurityPolicy: string;
}

/**
 * The host's own page that a popup opens first and that takes the customer on to the issuer:
 * it posts the payload as a form (spec: Get the 3DS issuer token, rule 3) or follows the URL.
 * Its one script runs by nonce and its form may go to the issuer (and the redirect endpoint's
 * origin, should the issuer answer the post with that redirect) only. It leaves
 * `window.opener` alone: cutting it would also take the bridge's right to close the popup.
 */
export function authenticationRelayPage(page: IssuerPage, nonce: string): RelayPage {
  const target = escapeHtml(page.url.href);
  const body =
    page.method === 'GET'
      ? `<a id="issuer" href="${target}">Continue</a>`
      : `<form id="issuer" method="post" action="${target}" accept-charset="UTF-8">${page.fields
          .map(
            ([name, value]) =>
              `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
          )
          .join('')}<button>Continue</button></form>`;
  const go = page.method === 'GET' ? 'location.replace(issuer.href);' : 'issuer.submit();';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>Counter</title></head>
<body>${body}
<script nonce="${nonce}">const issuer = document.getElementById('issuer'); ${go}</script>
</body>
</html>
`;
  const formTargets =
    page.method === 'GET'
      ? "'none'"
      : [
          ...new Set(
            [page.url.origin, page.redirectOrigin].filter((origin) => origin !== undefined),
          ),
        ].join(' ');
  const contentSecurityPolicy = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `form-action ${formTargets}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, contentSecurityPolicy };
}
