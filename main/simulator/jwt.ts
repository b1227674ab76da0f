import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * HS256 JSON Web Tokens, enough for the simulator to issue and check its own app tokens
 * (conventions: Authentication). Only tokens this simulator signed are ever accepted, so the
 * header is fixed rather than negotiated: anything but HS256 is refused.
 */

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function signature(signingInput: string, key: Buffer): Buffer {
  return createHmac('sha256', key).update(signingInput).digest();
}

export function signJwt(claims: Readonly<Record<string, unknown>>, key: Buffer): string {
  const signingInput = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${signingInput}.${signature(signingInput, key).toString('base64url')}`;
}

/** The payload of a token this key signed, or `undefined` for anything else. */
export function verifyJwt(token: string, key: Buffer): unknown {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [encodedHeader = '', encodedPayload = '', encodedSignature = ''] = parts;
  if (encodedHeader !== header) return undefined;
  const given = Buffer.from(encodedSignature, 'base64url');
  const expected = signature(`${encodedHeader}.${encodedPayload}`, key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    return JSON.parse(Buffer.from(encodedPayload, 'base64url').toString('utf8'));
  } catch (error) {
    // A valid signature over bytes that are not JSON cannot come from signJwt; treat it as
    // any other foreign token.
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}
