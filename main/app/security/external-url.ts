export type ExternalUrlDecision =
  { ok: true; url: string } | { ok: false; error: { code: 'external-url-refused' } };

/**
 * Whether a URL may be handed to the operating system (shell.openExternal): https only, with
 * no credentials, since other schemes (file:, smb:, custom app handlers) can run programs.
 * The URL passed on is the parsed one, so the OS sees exactly what was checked.
 */
export function externalUrlDecision(url: string): ExternalUrlDecision {
  const parsed = URL.parse(url);
  if (
    parsed === null ||
    parsed.protocol !== 'https:' ||
    parsed.hostname === '' ||
    parsed.username !== '' ||
    parsed.password !== ''
  ) {
    return { ok: false, error: { code: 'external-url-refused' } };
  }
  return { ok: true, url: parsed.href };
}
