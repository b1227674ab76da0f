import { shell } from 'electron';
import { externalUrlDecision } from './security/external-url';

export type OpenExternalResult =
  { ok: true } | { ok: false; error: { code: 'external-url-refused' | 'external-open-failed' } };

/**
 * The one way Counter hands a link to the operating system (help pages, the service's
 * dashboard): https only, as externalUrlDecision rules. Nothing else calls shell.openExternal.
 */
export async function openExternal(url: string): Promise<OpenExternalResult> {
  const decision = externalUrlDecision(url);
  if (!decision.ok) return decision;
  try {
    await shell.openExternal(decision.url);
  } catch {
    // The OS has no handler for https or refused to start it; the renderer says so.
    return { ok: false, error: { code: 'external-open-failed' } };
  }
  return { ok: true };
}
