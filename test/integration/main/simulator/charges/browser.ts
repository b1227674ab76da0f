import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';

/*
 * What the app's authentication window does with the simulated issuer and wallet pages, done
 * the way a browser does it: load the page with the issuer token's method and body, press a
 * button of its form, follow the redirect the answer gives.
 */

export interface Visit {
  readonly status: number;
  readonly location: string | undefined;
  readonly text: string;
}

export async function visit(
  url: string,
  init: { readonly method: 'GET' | 'POST'; readonly form?: string; readonly contentType?: string },
): Promise<Visit> {
  const response = await request(url, {
    method: init.method,
    ...(init.form === undefined
      ? {}
      : {
          body: init.form,
          headers: {
            'content-type': init.contentType ?? 'application/x-www-form-urlencoded',
          },
        }),
  });
  const location = response.headers.location;
  return {
    status: response.statusCode,
    location: Array.isArray(location) ? location[0] : location,
    text: await response.body.text(),
  };
}

const entities: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const decode = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);

/** The form body a browser sends when the button labelled `label` of the page's form is pressed. */
export function pressButton(html: string, label: string): string {
  const form = new URLSearchParams();
  for (const [, name = '', value = ''] of html.matchAll(
    /<input type="hidden" name="([^"]*)" value="([^"]*)">/g,
  )) {
    form.append(decode(name), decode(value));
  }
  const button = [
    ...html.matchAll(/<button type="submit" name="([^"]*)" value="([^"]*)">([^<]*)<\/button>/g),
  ].find((match) => decode(match[3] ?? '') === label);
  if (!button) throw new Error(`The page has no button labelled ${label}`);
  form.append(decode(button[1] ?? ''), decode(button[2] ?? ''));
  return form.toString();
}

/** A merchant's return page on loopback that records the address each visit came to. */
export interface ReturnPage {
  /** The redirect endpoint to register, with a query of its own the service must keep. */
  readonly endpoint: string;
  readonly visits: URL[];
  close(): Promise<void>;
}

export async function startReturnPage(): Promise<ReturnPage> {
  const visits: URL[] = [];
  const server = createServer((incoming, outgoing) => {
    visits.push(new URL(incoming.url ?? '/', 'http://127.0.0.1'));
    outgoing.writeHead(200, { 'content-type': 'text/plain' }).end('returned');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/return?shop=1`,
    visits,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Follows a 303 the way a browser does: a GET of its location. */
export async function follow(answer: Visit): Promise<Visit> {
  if (answer.status !== 303 || answer.location === undefined) {
    throw new Error(`Expected a 303 redirect, got ${answer.status}: ${answer.text}`);
  }
  return visit(answer.location, { method: 'GET' });
}
