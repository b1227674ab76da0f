import { describe, expect, it } from 'vitest';
import { externalUrlDecision } from '../../../../../main/app/security/external-url';

describe('externalUrlDecision', () => {
  it('passes on an https link as parsed', () => {
    expect(externalUrlDecision('HTTPS://Help.Example/guide?q=3ds')).toEqual({
      ok: true,
      url: 'https://help.example/guide?q=3ds',
    });
  });

  it.each([
    ['http', 'http://help.example/'],
    ['loopback http', 'http://127.0.0.1:4010/'],
    ['file:', 'file:///C:/Windows/System32/calc.exe'],
    ['smb:', 'smb://server/share'],
    ['a custom app handler', 'ms-settings:privacy'],
    ['javascript:', 'javascript:alert(1)'],
    ['mailto:', 'mailto:someone@example.com'],
    ['credentials', 'https://user:pass@help.example/'],
    ['garbage', 'help.example'],
  ])('refuses %s', (_name, url) => {
    expect(externalUrlDecision(url)).toEqual({
      ok: false,
      error: { code: 'external-url-refused' },
    });
  });
});
