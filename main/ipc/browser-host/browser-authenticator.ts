import { randomUUID } from 'node:crypto';
import { secureWebUrl } from '../../app/security/secure-web-url';
import { AuthenticationEnded, type Authenticator } from '../../flows/engine/flow-definition';
import { returnedAuthentication, type AwaitedReturn } from './authentication-return';

type AuthenticationRequest = Parameters<Authenticator['open']>[0];
type AuthenticationOutcome = Awaited<ReturnType<Authenticator['open']>>;

/**
 * The issuer page an authentication opens (spec: Issuer token object, call_method), as a
 * browser can open it: a GET, or a form posted with the payload's fields.
 */
export type IssuerPage =
  | { readonly method: 'GET'; readonly url: URL }
  | {
      readonly method: 'POST';
      readonly url: URL;
      readonly fields: readonly (readonly [string, string])[];
      /** Where the issuer sends the customer back, if the flow registered it. */
      readonly redirectOrigin: string | undefined;
    };

export type AuthenticationNotice = { readonly type: 'open' | 'close'; readonly id: string };

export type BrowserAuthenticationErrorCode = 'ISSUER_URL_REFUSED' | 'UNSUPPORTED_CONTENT_TYPE';

/** Why an issuer page cannot be opened from the browser host; the flow reports it. */
export class BrowserAuthenticationError extends Error {
  override readonly name = 'BrowserAuthenticationError';
  readonly code: BrowserAuthenticationErrorCode;

  constructor(code: BrowserAuthenticationErrorCode) {
    super(code);
    this.code = code;
  }
}

/**
 * A page can post only the form encodings; 3DS and wallet payloads come urlencoded
 * (fixtures: issuerToken/), and a JSON body has no form to travel in.
 */
const formContentType = /^application\/x-www-form-urlencoded\s*(;|$)/i;

function issuerPage(request: AuthenticationRequest): IssuerPage {
  // The same rule as the Electron window: https, or http to the loopback simulator.
  const url = secureWebUrl(request.url);
  if (url === undefined) throw new BrowserAuthenticationError('ISSUER_URL_REFUSED');
  if (request.method === 'GET') return { method: 'GET', url };
  if (!formContentType.test(request.contentType ?? '')) {
    throw new BrowserAuthenticationError('UNSUPPORTED_CONTENT_TYPE');
  }
  const redirect =
    request.redirectEndpoint === undefined ? undefined : secureWebUrl(request.redirectEndpoint);
  return {
    method: 'POST',
    url,
    fields: [...new URLSearchParams(request.body ?? '')],
    redirectOrigin: redirect?.origin,
  };
}

/**
 * What the flow's abort means (flow-definition.ts: Authenticator), as the Electron window
 * answers it too: its polling saw the authentication or payment end, or it stopped following.
 */
function answerToFlowAbort(reason: unknown): AuthenticationOutcome {
  return reason instanceof AuthenticationEnded ? 'completed' : 'aborted';
}

/**
 * The flows' Authenticator when there is no Electron window: each issuer page is announced
 * to the page through the host's event stream, and the bridge opens it in a popup. A popup on
 * the issuer's origin is out of the app's reach, so the redirect back is seen only when it
 * lands on the host's own return page (authentication-return.ts), which card sales register
 * (`returnEndpoint`, once the host listens): that return answers 'completed'. The flow learns
 * the outcome by polling either way (spec: Get the 3DS issuer token, rule 5) and then aborts
 * the page with AuthenticationEnded, which closes the popup and answers 'completed'; any other
 * abort answers 'aborted', and the customer closing the popup first answers 'closed'.
 */
export function createBrowserAuthentications() {
  const open = new Map<
    string,
    {
      readonly page: IssuerPage;
      readonly awaited: AwaitedReturn | undefined;
      readonly settle: (outcome: AuthenticationOutcome) => void;
    }
  >();
  let returnEndpoint: string | undefined;
  const listeners = new Set<(notice: AuthenticationNotice) => void>();
  const notify = (notice: AuthenticationNotice) => {
    for (const listener of listeners) listener(notice);
  };

  const authenticator: Authenticator = {
    open(request, signal) {
      let page: IssuerPage;
      try {
        page = issuerPage(request);
      } catch (error) {
        // The flows chain on the returned promise, so a refusal must arrive through it.
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      if (signal.aborted) return Promise.resolve(answerToFlowAbort(signal.reason));
      const id = randomUUID();
      return new Promise((resolve) => {
        const onAbort = () => settle(answerToFlowAbort(signal.reason));
        const settle = (outcome: AuthenticationOutcome) => {
          if (!open.delete(id)) return;
          signal.removeEventListener('abort', onAbort);
          notify({ type: 'close', id });
          resolve(outcome);
        };
        const { redirectEndpoint, resource } = request;
        const awaited =
          redirectEndpoint === undefined || resource === undefined
            ? undefined
            : { id, redirectEndpoint, resource };
        open.set(id, { page, awaited, settle });
        signal.addEventListener('abort', onAbort, { once: true });
        notify({ type: 'open', id });
      });
    },
    returnEndpoint: () => returnEndpoint,
  };

  return {
    authenticator,
    /** Open authentications, for a page that connects (or reconnects) in the middle of one. */
    openIds: (): string[] => [...open.keys()],
    /** The page to open for `id` while its authentication is open. */
    page: (id: string): IssuerPage | undefined => open.get(id)?.page,
    /** The host receives the customer back at `endpoint` from now on (authentication-return.ts). */
    receiveReturnsAt(endpoint: string): void {
      returnEndpoint = endpoint;
    },
    /**
     * The customer came back to `url`: the authentication it names ends as 'completed'. False
     * when it names none that is open.
     */
    reportReturned(url: string): boolean {
      const awaited = [...open.values()].flatMap(({ awaited }) => awaited ?? []);
      const id = returnedAuthentication(awaited, url);
      if (id === undefined) return false;
      open.get(id)?.settle('completed');
      return true;
    },
    /** The customer closed the popup; false when `id` is not open. */
    reportClosed(id: string): boolean {
      const authentication = open.get(id);
      authentication?.settle('closed');
      return authentication !== undefined;
    },
    subscribe(listener: (notice: AuthenticationNotice) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type BrowserAuthentications = ReturnType<typeof createBrowserAuthentications>;
