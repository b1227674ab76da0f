import { escapeHtml } from '../../../shared/escape-html';
import { matchRedirectEndpoint } from '../../app/security/authentication-redirect';
import type { AuthenticatedResource } from '../../flows/engine/flow-definition';

/*
 * The browser host's page the customer comes back to from 3DS (spec: Get the 3DS issuer token,
 * rule 4). A popup's frame on the issuer's origin is out of the host's reach, so the host sees
 * the return only where it lands on the host itself: card sales register this page as their
 * redirect endpoint when they name none (Authenticator.returnEndpoint), and the service sends
 * the customer back to it with the charge's or token's id.
 */

/** Where the host receives the customer back, on its own origin. */
export const authenticationReturnPath = '/_host/authentication-return';

/** An open authentication that registered a redirect endpoint, as a return may name it. */
export interface AwaitedReturn {
  readonly id: string;
  readonly redirectEndpoint: string;
  readonly resource: AuthenticatedResource;
}

/**
 * The open authentication a return to `url` ends: the one whose redirect endpoint `url` is
 * (matchRedirectEndpoint, as Electron's window decides it) and whose charge or token it names
 * under the service's own parameters, `univapayChargeId` or `univapayTokenId` (conventions:
 * Checked against the provider's own clients, Identifiers). Every authentication may share
 * the host's one endpoint, so the id is what tells them apart: a return naming none (the
 * spec's `svcChargeId`, which the real service never sends, is mere metadata) ends none.
 */
export function returnedAuthentication(
  awaited: Iterable<AwaitedReturn>,
  url: string,
): string | undefined {
  for (const { id, redirectEndpoint, resource } of awaited) {
    const redirect = matchRedirectEndpoint(redirectEndpoint, url);
    if (redirect === undefined) continue;
    const named =
      'chargeId' in resource
        ? redirect.chargeId === resource.chargeId
        : redirect.tokenId === resource.tokenId;
    if (named) return id;
  }
  return undefined;
}

/** What the customer reads, in both of the till's languages: the host knows not theirs. */
const words = {
  returned: {
    ja: '本人認証が終わりました。レジにお戻りください。',
    en: 'Authentication is finished. Please return to the counter.',
  },
  unknown: {
    ja: 'この戻り先は、このレジで開いている本人認証のものではありません。',
    en: 'This return is for no authentication open at this counter.',
  },
} as const;

/** The page answered for a return: 200 when it ended an authentication, else 404. */
export function authenticationReturnPage(returned: boolean): {
  readonly status: number;
  readonly html: string;
  readonly contentSecurityPolicy: string;
} {
  const text = returned ? words.returned : words.unknown;
  const html = `<!doctype html>
<html lang="ja">
<head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>Counter</title></head>
<body><p>${escapeHtml(text.ja)}</p><p lang="en">${escapeHtml(text.en)}</p></body>
</html>
`;
  return {
    status: returned ? 200 : 404,
    html,
    // Shown in the relay page's frame, so only the host's own pages may frame it.
    contentSecurityPolicy: "default-src 'none'; base-uri 'none'; frame-ancestors 'self'",
  };
}
