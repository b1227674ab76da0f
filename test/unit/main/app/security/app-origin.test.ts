import { describe, expect, it } from 'vitest';
import { appPageUrl, appPages, isAppUrl } from '../../../../../main/app/security/app-origin';

describe('isAppUrl', () => {
  it.each(['app://counter/index.html', 'app://counter/', 'app://counter/assets/app.js?v=1#top'])(
    'accepts the app origin: %s',
    (url) => {
      expect(isAppUrl(url)).toBe(true);
    },
  );

  it.each([
    ['file:// pages', 'file:///opt/counter/index.html'],
    ['another app:// host', 'app://other/index.html'],
    ['a host that only starts like the app', 'app://counter.evil.com/index.html'],
    ['an explicit port', 'app://counter:8080/index.html'],
    ['credentials', 'app://user:pass@counter/index.html'],
    ['https with the same host name', 'https://counter/index.html'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['about:blank', 'about:blank'],
    ['garbage', 'not a url'],
    ['the empty string', ''],
  ])('refuses %s', (_name, url) => {
    expect(isAppUrl(url)).toBe(false);
  });

  it('names every app page on the app origin', () => {
    for (const page of Object.values(appPages)) {
      expect(isAppUrl(appPageUrl(page))).toBe(true);
    }
    expect(appPageUrl(appPages.main)).toBe('app://counter/index.html');
  });
});
