import { describe, expect, it } from 'vitest';
import { startJson, startLines } from '../../../../../main/ipc/browser-host/start-line';

const host = {
  url: 'http://127.0.0.1:5173/',
  customerDisplayUrl: 'http://127.0.0.1:5173/customer-display',
};

describe('what the browser host prints once it is up', () => {
  it('tells a person what runs, where to open it, on what money and how to stop it', () => {
    const lines = startLines(host, false);
    expect(lines).toContain('Counter, the browser version, is running.');
    expect(lines).toContain(`Open ${host.url} in`);
    expect(lines).toContain(host.customerDisplayUrl);
    expect(lines).toContain('training on the built-in payment simulator');
    expect(lines).toContain('Ctrl+C');
    expect(lines).not.toMatch(/^\{/);
  });

  it('does not claim training where real stores are allowed', () => {
    expect(startLines(host, true)).not.toContain('no real money');
  });

  it('keeps the one JSON line for scripts', () => {
    expect(JSON.parse(startJson(host))).toEqual(host);
  });
});
