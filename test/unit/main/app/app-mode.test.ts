import { describe, expect, it } from 'vitest';
import { appMode } from '../../../../main/app/app-mode';

describe('appMode', () => {
  it('runs packaged builds in production and unpackaged runs in development', () => {
    expect(appMode(true)).toBe('production');
    expect(appMode(false)).toBe('development');
  });
});
