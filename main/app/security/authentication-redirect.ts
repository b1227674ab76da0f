import { redirectIdParameters } from '../../../shared/service/identifiers';
import type { AuthenticationRedirect } from './authentication-flow';

/** Which of the redirect's fields each id parameter fills. */
const idFieldOfParameter = new Map<string, keyof typeof redirectIdParameters>(
  Object.entries(redirectIdParameters).map(([field, parameter]) => [
    parameter,
    field as keyof typeof redirectIdParameters,
  ]),
);

/**
 * The redirect the service sends the customer to when authentication ends, or undefined when
 * `url` is not the registered endpoint. The endpoint matches on origin and path; the service
 * may append query parameters, so the endpoint's own parameters must all be present and only
 * the others are read as the flow's ids and metadata.
 */
export function matchRedirectEndpoint(
  endpoint: string,
  url: string,
): AuthenticationRedirect | undefined {
  const expected = URL.parse(endpoint);
  const actual = URL.parse(url);
  if (expected === null || actual === null) return undefined;
  if (actual.origin === 'null' || actual.origin !== expected.origin) return undefined;
  if (actual.pathname !== expected.pathname) return undefined;
  if (actual.username !== '' || actual.password !== '') return undefined;

  const own = new Set<string>();
  for (const [name, value] of expected.searchParams) {
    if (!actual.searchParams.getAll(name).includes(value)) return undefined;
    own.add(name);
  }

  const redirect: AuthenticationRedirect = { metadata: {} };
  // A Map keeps a parameter named like an Object.prototype member from reaching a prototype.
  const metadata = new Map<string, string>();
  for (const [name, value] of actual.searchParams) {
    if (own.has(name)) continue;
    const idField = idFieldOfParameter.get(name);
    if (idField !== undefined) {
      if (value !== '') redirect[idField] ??= value;
    } else if (!metadata.has(name)) {
      metadata.set(name, value);
    }
  }
  redirect.metadata = Object.fromEntries(metadata);
  return redirect;
}
