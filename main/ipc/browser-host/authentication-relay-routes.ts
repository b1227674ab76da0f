import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticationRelayPage } from './authentication-relay-page';
import { authenticationReturnPage, authenticationReturnPath } from './authentication-return';
import type { BrowserAuthentications } from './browser-authenticator';
import { authorize, requireMethod } from './request-refusal';

/*
 * The browser host's routes for an authentication's popup (browser-authenticator.ts):
 * `GET /_host/authentication/{id}` serves the relay page, the bridge reports the popup
 * closed with `POST /_host/authentication/{id}/closed`, and the service sends the customer
 * back to `GET /_host/authentication-return?univapayChargeId=…` (authentication-return.ts).
 */

const authenticationRoute = /^\/_host\/authentication\/([0-9a-f-]{36})(\/closed)?$/;

export function isAuthenticationPath(path: string): boolean {
  return path === authenticationReturnPath || authenticationRoute.test(path);
}

/**
 * Serves a path `isAuthenticationPath` matched. `token` is this run's, which the closed report
 * must carry like any request that reaches the core.
 */
export function authenticationRelayRoutes(authentications: BrowserAuthentications, token: string) {
  return (request: IncomingMessage, response: ServerResponse, path: string, host: string) => {
    if (path === authenticationReturnPath) {
      requireMethod(request, 'GET');
      // Like the relay page, a navigation with no header: the charge's or token's id in the
      // query, which only the service and this till know, is what names an authentication.
      const url = new URL(request.url ?? path, `http://${host}`).href;
      const page = authenticationReturnPage(authentications.reportReturned(url));
      response.writeHead(page.status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': page.contentSecurityPolicy,
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
        'X-Content-Type-Options': 'nosniff',
      });
      response.end(page.html);
      return;
    }
    const [, id = '', closed] = authenticationRoute.exec(path) ?? [];
    if (closed !== undefined) {
      requireMethod(request, 'POST');
      authorize(request, host, token);
      response.writeHead(authentications.reportClosed(id) ? 204 : 404).end();
      return;
    }
    requireMethod(request, 'GET');
    // A popup's navigation carries no header; the unguessable id, live only while its
    // authentication is open, is what admits it. The page holds no secret, only the payload.
    const page = authentications.page(id);
    if (page === undefined) {
      response.writeHead(404).end();
      return;
    }
    const relay = authenticationRelayPage(page, randomBytes(16).toString('base64'));
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': relay.contentSecurityPolicy,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    });
    response.end(relay.html);
  };
}
