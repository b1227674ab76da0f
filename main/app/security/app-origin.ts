/**
 * The UI is served from a custom standard scheme instead of file://, so it has a real origin
 * that CSP, the IPC sender check and the navigation rules can name (DESIGN.md: Security).
 */
export const appScheme = 'app';
const appHost = 'counter';
export const appOrigin = `${appScheme}://${appHost}`;

/** The HTML entry points the renderer build emits, one per window that shows app pages. */
export const appPages = {
  main: 'index.html',
  customerDisplay: 'customer-display.html',
} as const;

export function appPageUrl(page: (typeof appPages)[keyof typeof appPages]): string {
  return `${appOrigin}/${page}`;
}

export function isAppUrl(url: string): boolean {
  const parsed = URL.parse(url);
  return (
    parsed !== null &&
    parsed.protocol === `${appScheme}:` &&
    parsed.hostname === appHost &&
    parsed.port === '' &&
    parsed.username === '' &&
    parsed.password === ''
  );
}
