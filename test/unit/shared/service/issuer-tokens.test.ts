import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  encodeThreeDsPayload,
  issuerToken,
  threeDsIssuerToken,
} from '../../../../shared/service/issuer-tokens';

const fixtures = join(
  import.meta.dirname,
  '../../../../../shared/fixtures/service-responses/issuerToken',
);
const fixture = (name: string): unknown => JSON.parse(readFileSync(join(fixtures, name), 'utf8'));

describe('issuer token schemas', () => {
  it('accept the 3DS issuer tokens the service returned for a token and a charge', () => {
    for (const name of [
      'get-issuer-token-three-ds-token.json',
      'get-issuer-token-three-ds-charge.json',
    ]) {
      expect(threeDsIssuerToken.safeParse(fixture(name)).success).toBe(true);
    }
  });

  it('accept an older online issuer token without payment_type', () => {
    const parsed = issuerToken.parse(fixture('get-issuer-token.json'));
    expect(parsed.issuer_token).toBe('TOKEN');
    expect(parsed.call_method).toBe('http_get');
  });

  it('encode a form payload as key=value pairs joined by &', () => {
    const token = threeDsIssuerToken.parse(fixture('get-issuer-token-three-ds-charge.json'));
    expect(encodeThreeDsPayload(token)).toBe(
      'resource_id=11efdfaf-1e1d-899c-9c99-8718c995d6c0&resource_type=charge',
    );
  });

  it('encode a JSON payload as JSON', () => {
    const token = threeDsIssuerToken.parse({
      ...(fixture('get-issuer-token-three-ds-token.json') as object),
      content_type: 'application/json',
    });
    expect(JSON.parse(encodeThreeDsPayload(token))).toEqual(token.payload);
  });
});
