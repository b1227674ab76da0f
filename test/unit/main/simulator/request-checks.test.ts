import { describe, expect, it } from 'vitest';
import {
  isControlContentType,
  isLoopbackHost,
  isOwnOrigin,
} from '../../../../main/simulator/request-checks';

describe('the simulator request checks', () => {
  it('takes loopback names only as Host, with or without a port', () => {
    for (const host of ['localhost', 'LOCALHOST:4010', '127.0.0.1:4010', '127.1.2.3', '[::1]:80']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      undefined,
      '',
      'attacker.example',
      'attacker.example:4010',
      'localhost.attacker.example',
      '127.0.0.1.attacker.example',
      '10.0.0.1:4010',
      '[::2]:4010',
      '[::1',
      '127.0.0.1:4010:1',
    ]) {
      expect(isLoopbackHost(host), String(host)).toBe(false);
    }
  });

  it("takes no Origin or the simulator's own", () => {
    expect(isOwnOrigin(undefined, '127.0.0.1:4010')).toBe(true);
    expect(isOwnOrigin('http://127.0.0.1:4010', '127.0.0.1:4010')).toBe(true);
    expect(isOwnOrigin('http://127.0.0.1:5173', '127.0.0.1:4010')).toBe(false);
    expect(isOwnOrigin('null', '127.0.0.1:4010')).toBe(false);
    expect(isOwnOrigin('http://127.0.0.1:4010', undefined)).toBe(false);
  });

  it('takes a control change only with a body declared JSON', () => {
    expect(isControlContentType('GET', undefined)).toBe(true);
    expect(isControlContentType('POST', 'application/json; charset=utf-8')).toBe(true);
    expect(isControlContentType('DELETE', 'application/json')).toBe(true);
    for (const type of [undefined, 'text/plain', 'application/x-www-form-urlencoded']) {
      expect(isControlContentType('POST', type), String(type)).toBe(false);
    }
  });
});
