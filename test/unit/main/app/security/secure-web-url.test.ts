import { describe, expect, it } from 'vitest';
import { isLoopbackUrl, secureWebUrl } from '../../../../../main/app/security/secure-web-url';

describe('secureWebUrl', () => {
  it.each([
    'https://issuer.example/acs',
    'http://127.0.0.1:4010/issuer',
    'http://localhost:4010/issuer',
    'http://[::1]:4010/issuer',
  ])('accepts https and loopback http: %s', (url) => {
    expect(secureWebUrl(url)?.href).toBe(new URL(url).href);
  });

  it.each([
    ['http to a non-loopback host', 'http://issuer.example/acs'],
    ['http to a host named like loopback', 'http://localhost.evil.com/'],
    ['http to a private address', 'http://192.168.1.10/'],
    ['credentials', 'https://user:pass@issuer.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,hi'],
    ['file:', 'file:///etc/passwd'],
    ['ws:', 'ws://127.0.0.1/'],
    ['garbage', 'issuer.example'],
  ])('refuses %s', (_name, url) => {
    expect(secureWebUrl(url)).toBeUndefined();
  });
});

describe('isLoopbackUrl', () => {
  it('knows loopback hosts and nothing else', () => {
    expect(isLoopbackUrl(new URL('https://127.0.0.1/'))).toBe(true);
    expect(isLoopbackUrl(new URL('https://127.0.0.2/'))).toBe(false);
    expect(isLoopbackUrl(new URL('https://issuer.example/'))).toBe(false);
  });
});
