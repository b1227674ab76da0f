import { describe, expect, it } from 'vitest';
import {
  authenticationRelayPage,
  customerFrameName,
} from '../../../../../main/ipc/browser-host/authentication-relay-page';

describe('the authentication relay page', () => {
  it('posts the payload to the issuer with its fields escaped, by its nonce only', () => {
    const page = authenticationRelayPage(
      {
        method: 'POST',
        url: new URL('https://issuer.example/3ds?a=1&b=2'),
        fields: [['resource_id', '"><script>alert(1)</script>']],
        redirectOrigin: 'https://shop.example',
      },
      'n0nce',
    );
    expect(page.html).toContain('action="https://issuer.example/3ds?a=1&amp;b=2"');
    expect(page.html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page.html).not.toContain('<script>alert');
    expect(page.html).toContain('<script nonce="n0nce">');
    expect(page.html).toContain(`target="${customerFrameName}"`);
    expect(page.html).toContain(`<iframe name="${customerFrameName}"`);
    expect(page.html).toContain('.submit()');
    expect(page.contentSecurityPolicy).toContain("script-src 'nonce-n0nce'");
    expect(page.contentSecurityPolicy).toContain(
      'form-action https://issuer.example https://shop.example',
    );
    expect(page.contentSecurityPolicy).toContain(
      'frame-src https://issuer.example https://shop.example',
    );
    expect(page.contentSecurityPolicy).toContain("default-src 'none'");
  });

  it('follows a wallet URL without allowing any form', () => {
    const page = authenticationRelayPage(
      { method: 'GET', url: new URL('https://wallet.example/pay?x=1') },
      'n0nce',
    );
    expect(page.html).toContain(
      `<iframe name="${customerFrameName}" title="Customer authentication" src="https://wallet.example/pay?x=1">`,
    );
    expect(page.html).not.toContain('<form');
    expect(page.html).not.toContain('<script');
    expect(page.contentSecurityPolicy).toContain('frame-src https://wallet.example;');
    expect(page.contentSecurityPolicy).toContain("form-action 'none'");
  });
});
