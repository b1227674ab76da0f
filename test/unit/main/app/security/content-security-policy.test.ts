import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../../../main/app/security/content-security-policy';

function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  const production = directives(contentSecurityPolicy({ mode: 'production' }));

  it.each([
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['img-src', "'self' data:"],
    ['connect-src', "'none'"],
    ['object-src', "'none'"],
    ['frame-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
    ['frame-ancestors', "'none'"],
  ])('sets %s to %s in production', (name, value) => {
    expect(production.get(name)).toBe(value);
  });

  it('allows no eval, inline code or remote hosts in any mode', () => {
    for (const mode of ['production', 'development'] as const) {
      const policy = contentSecurityPolicy({ mode });
      expect(policy).not.toMatch(/unsafe-eval|unsafe-inline|wasm-unsafe-eval|https?:|\*/);
    }
  });

  it('lets only development reach its own origin', () => {
    const development = directives(contentSecurityPolicy({ mode: 'development' }));
    expect(development.get('connect-src')).toBe("'self'");
    for (const [name, value] of production) {
      if (name !== 'connect-src') expect(development.get(name)).toBe(value);
    }
  });
});
