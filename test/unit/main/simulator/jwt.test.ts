import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from '../../../../main/simulator/jwt';

const key = randomBytes(32);

describe('simulator JWTs', () => {
  it('verifies a token it signed and answers its claims', () => {
    expect(verifyJwt(signJwt({ sub: 'app_token', version: 2 }, key), key)).toEqual({
      sub: 'app_token',
      version: 2,
    });
  });

  it('refuses a token signed with another key', () => {
    expect(verifyJwt(signJwt({ sub: 'app_token' }, randomBytes(32)), key)).toBeUndefined();
  });

  it('refuses a token whose payload was changed after signing', () => {
    const [header, , signature] = signJwt({ version: 1 }, key).split('.');
    const forged = Buffer.from(JSON.stringify({ version: 2 })).toString('base64url');
    expect(verifyJwt(`${header}.${forged}.${signature}`, key)).toBeUndefined();
  });

  it('refuses a token that claims another algorithm', () => {
    const [, payload, signature] = signJwt({ sub: 'app_token' }, key).split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyJwt(`${none}.${payload}.${signature}`, key)).toBeUndefined();
  });

  it('refuses text that is not three segments', () => {
    expect(verifyJwt('a.b', key)).toBeUndefined();
    expect(verifyJwt('', key)).toBeUndefined();
  });
});
