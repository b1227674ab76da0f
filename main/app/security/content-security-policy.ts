import type { AppMode } from '../../../shared/ipc/ipc-payloads';

/**
 * The Content-Security-Policy header of every app:// response. The renderer is a pure view
 * that reaches everything through window.pos, so it needs no network (`connect-src 'none'`),
 * no eval, no plugins, no frames and no forms; QR codes are rendered as data: images.
 */
export function contentSecurityPolicy({ mode }: { mode: AppMode }): string {
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self'",
    'img-src': "'self' data:",
    'font-src': "'self'",
    // Development allows same-origin requests so the browser host's bridge can reach the
    // handler table on its own loopback origin; production renderers make no requests.
    'connect-src': mode === 'production' ? "'none'" : "'self'",
    'media-src': "'none'",
    'object-src': "'none'",
    'frame-src': "'none'",
    'worker-src': "'none'",
    'manifest-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'none'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}
