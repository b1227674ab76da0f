import { describe, expect, it } from 'vitest';
import {
  isOwnHost,
  isOwnOrigin,
  isRunToken,
} from '../../../../../main/ipc/browser-host/host-request-checks';

describe('the browser host’s request checks', () => {
  it('accepts only its own loopback names and port as Host', () => {
    expect(isOwnHost('127.0.0.1:4100', 4100)).toBe(true);
    expect(isOwnHost('localhost:4100', 4100)).toBe(true);
    expect(isOwnHost('127.0.0.1:4101', 4100)).toBe(false);
    expect(isOwnHost('attacker.example:4100', 4100)).toBe(false);
    expect(isOwnHost('127.0.0.1', 4100)).toBe(false);
    expect(isOwnHost(undefined, 4100)).toBe(false);
  });

  it('accepts no Origin or the page’s own, and refuses any other', () => {
    expect(isOwnOrigin(undefined, '127.0.0.1:4100')).toBe(true);
    expect(isOwnOrigin('http://127.0.0.1:4100', '127.0.0.1:4100')).toBe(true);
    expect(isOwnOrigin('http://localhost:4100', '127.0.0.1:4100')).toBe(false);
    expect(isOwnOrigin('http://attacker.example:4100', '127.0.0.1:4100')).toBe(false);
    expect(isOwnOrigin('null', '127.0.0.1:4100')).toBe(false);
  });

  it('accepts only the run token itself', () => {
    expect(isRunToken('run-token', 'run-token')).toBe(true);
    expect(isRunToken('run-token', 'run-tokem')).toBe(false);
    expect(isRunToken('run-token', 'run-token-longer')).toBe(false);
    expect(isRunToken('run-token', '')).toBe(false);
    expect(isRunToken('run-token', undefined)).toBe(false);
    expect(isRunToken('run-token', ['run-token', 'run-token'])).toBe(false);
  });
});
