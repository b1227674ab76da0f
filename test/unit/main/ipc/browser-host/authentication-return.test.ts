import { describe, expect, it } from 'vitest';
import {
  authenticationReturnPage,
  returnedAuthentication,
} from '../../../../../main/ipc/browser-host/authentication-return';

const endpoint = 'http://127.0.0.1:4100/_host/authentication-return';
const sale = { id: 'a', redirectEndpoint: endpoint, resource: { chargeId: 'charge-1' } };
const registration = { id: 'b', redirectEndpoint: endpoint, resource: { tokenId: 'token-1' } };

describe('returnedAuthentication', () => {
  it('names the sale whose charge the return names as univapayChargeId', () => {
    expect(
      returnedAuthentication(
        [registration, sale],
        `${endpoint}?univapayChargeId=charge-1&counter-operation-id=op`,
      ),
    ).toBe('a');
  });

  it('names the card registration whose token the return names as univapayTokenId', () => {
    expect(
      returnedAuthentication([sale, registration], `${endpoint}?univapayTokenId=token-1`),
    ).toBe('b');
  });

  it('ends nothing for the spec’s svcChargeId, which the real service never sends', () => {
    expect(returnedAuthentication([sale], `${endpoint}?svcChargeId=charge-1`)).toBeUndefined();
  });

  it('ends nothing for another charge, a charge id given for a token, or no id', () => {
    expect(returnedAuthentication([sale], `${endpoint}?univapayChargeId=charge-2`)).toBeUndefined();
    expect(
      returnedAuthentication([registration], `${endpoint}?univapayChargeId=token-1`),
    ).toBeUndefined();
    expect(returnedAuthentication([sale], endpoint)).toBeUndefined();
  });

  it('ends nothing off the registered endpoint', () => {
    expect(
      returnedAuthentication(
        [sale],
        'http://127.0.0.1:4101/_host/authentication-return?univapayChargeId=charge-1',
      ),
    ).toBeUndefined();
    expect(
      returnedAuthentication([sale], 'https://shop.example/back?univapayChargeId=charge-1'),
    ).toBeUndefined();
  });
});

describe('authenticationReturnPage', () => {
  it('tells the customer to return to the counter in both languages once returned', () => {
    const page = authenticationReturnPage(true);
    expect(page.status).toBe(200);
    expect(page.html).toContain('レジにお戻りください');
    expect(page.html).toContain('Please return to the counter.');
  });

  it('says a return that ended nothing belongs to no open authentication', () => {
    const page = authenticationReturnPage(false);
    expect(page.status).toBe(404);
    expect(page.html).toContain('This return is for no authentication open at this counter.');
    expect(page.contentSecurityPolicy).toContain("frame-ancestors 'self'");
  });
});
