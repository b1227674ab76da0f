/**
 * Web pages outside the app are loaded over https only. The one exception is plain http to
 * this machine's loopback, where the built-in simulator serves its issuer pages.
 */
const loopbackHosts: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isLoopbackUrl(url: URL): boolean {
  return loopbackHosts.has(url.hostname);
}

/** The parsed URL when it is https, or http to loopback, and carries no credentials. */
export function secureWebUrl(url: string): URL | undefined {
  const parsed = URL.parse(url);
  if (parsed === null || parsed.username !== '' || parsed.password !== '') return undefined;
  if (parsed.protocol === 'https:') return parsed;
  if (parsed.protocol === 'http:' && isLoopbackUrl(parsed)) return parsed;
  return undefined;
}
