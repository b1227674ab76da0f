import { describe, expect, it } from 'vitest';
import { matchRedirectEndpoint } from '../../../../../main/app/security/authentication-redirect';

const endpoint = 'https://shop.example/3ds/done';

describe('matchRedirectEndpoint', () => {
  it('reads univapayChargeId and the creation-time metadata', () => {
    expect(
      matchRedirectEndpoint(
        endpoint,
        'https://shop.example/3ds/done?order=A-17&univapayChargeId=11ef-charge&univapay-customer-id=c1',
      ),
    ).toEqual({
      chargeId: '11ef-charge',
      metadata: { order: 'A-17', 'univapay-customer-id': 'c1' },
    });
  });

  it('reads univapayTokenId without any metadata', () => {
    expect(matchRedirectEndpoint(endpoint, `${endpoint}?univapayTokenId=11ef-token`)).toEqual({
      tokenId: '11ef-token',
      metadata: {},
    });
  });

  it('detects the endpoint even when the service appends nothing', () => {
    expect(matchRedirectEndpoint(endpoint, endpoint)).toEqual({ metadata: {} });
  });

  it("keeps the endpoint's own query parameters out of the metadata but requires them", () => {
    const withQuery = 'https://shop.example/3ds/done?terminal=7';
    expect(matchRedirectEndpoint(withQuery, `${withQuery}&univapayChargeId=c&note=x`)).toEqual({
      chargeId: 'c',
      metadata: { note: 'x' },
    });
    expect(
      matchRedirectEndpoint(withQuery, `${endpoint}?terminal=8&univapayChargeId=c`),
    ).toBeUndefined();
  });

  it('decodes parameters and keeps the first of a repeated id', () => {
    expect(
      matchRedirectEndpoint(
        endpoint,
        `${endpoint}?univapayChargeId=a&univapayChargeId=b&name=%E5%B1%B1`,
      ),
    ).toEqual({ chargeId: 'a', metadata: { name: '山' } });
  });

  it('reads the spec’s svcChargeId as metadata, since the real service never sends it', () => {
    expect(matchRedirectEndpoint(endpoint, `${endpoint}?svcChargeId=c`)).toEqual({
      metadata: { svcChargeId: 'c' },
    });
  });

  it('treats an empty id as absent', () => {
    expect(matchRedirectEndpoint(endpoint, `${endpoint}?univapayTokenId=`)).toEqual({
      metadata: {},
    });
  });

  it('keeps a parameter named __proto__ as plain metadata', () => {
    const redirect = matchRedirectEndpoint(endpoint, `${endpoint}?__proto__=x`);
    expect(Object.getPrototypeOf(redirect?.metadata)).toBe(Object.prototype);
    expect(Object.entries(redirect?.metadata ?? {})).toEqual([['__proto__', 'x']]);
  });

  it.each([
    ['another path', 'https://shop.example/3ds/done/extra?univapayChargeId=c'],
    ['a path prefix', 'https://shop.example/3ds/don?univapayChargeId=c'],
    ['http instead of https', 'http://shop.example/3ds/done?univapayChargeId=c'],
    ['another port', 'https://shop.example:8443/3ds/done?univapayChargeId=c'],
    ['a look-alike host', 'https://shop.example.evil.com/3ds/done?univapayChargeId=c'],
    ['credentials before the host', 'https://shop.example@evil.com/3ds/done?univapayChargeId=c'],
    ['credentials on the host', 'https://user:pw@shop.example/3ds/done?univapayChargeId=c'],
    ['the endpoint named in the query of another page', `https://evil.com/?next=${endpoint}`],
    ['javascript:', 'javascript:alert(1)'],
    ['garbage', 'nonsense'],
  ])('does not mistake %s for the endpoint', (_name, url) => {
    expect(matchRedirectEndpoint(endpoint, url)).toBeUndefined();
  });
});
