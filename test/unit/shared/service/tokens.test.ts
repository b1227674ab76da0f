import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../../shared/service/common';
import { threeDsIssuerToken } from '../../../../shared/service/issuer-tokens';
import { createTokenBody } from '../../../../shared/service/token-create';
import { listTokensQuery } from '../../../../shared/service/token-list-query';
import {
  isPaymentType,
  tokenRoutes,
  transactionToken,
  type TransactionToken,
} from '../../../../shared/service/tokens';

const fixtures = join(
  import.meta.dirname,
  '../../../../../shared/fixtures/service-responses/transactiontoken',
);
const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(fixtures, name), 'utf8')) as Record<string, unknown>;

const storeId = '11e75262-8c6a-60c4-9d8f-efa3568a7fa6';
const tokenId = '11efdeb4-8e17-56de-82bd-f38742139a7a';

describe('transaction token response', () => {
  const names = readdirSync(fixtures).filter((name) => name.endsWith('.json'));

  it('has fixtures to read', () => {
    expect(names.length).toBeGreaterThan(0);
  });

  it.each(names)('accepts the service response %s', (name) => {
    const result = transactionToken.safeParse(fixture(name));
    expect(result.error?.issues).toBeUndefined();
  });

  it('keeps fields the schema does not name', () => {
    const parsed = transactionToken.parse(fixture('get-qrbrand-mpm-unknown.json'));
    expect(parsed.data).toMatchObject({ qr_image_url: 'http://qr-image.png' });
  });

  it('accepts the create response with created_on in milliseconds', () => {
    const token = { ...fixture('post-card-three-ds.json'), created_on: 1738205253112 };
    expect(transactionToken.parse(token).created_on).toBe(1738205253112);
  });

  it('accepts the alias response with its amount, currency and alias metadata', () => {
    const token = {
      ...fixture('post-card-three-ds.json'),
      amount: 1000,
      currency: 'JPY',
      alias_metadata: { table: 4 },
    };
    const parsed = transactionToken.parse(token);
    expect(parsed.amount).toBe(1000);
    expect(parsed.platform_id).toBe('11e73ea1-d72c-8ce2-996d-4bb6671eb667');
    expect(transactionToken.parse({ ...token, amount: null, currency: null }).amount).toBeNull();
  });

  it('accepts a list page whose items carry merchant, store and user data', () => {
    const item = {
      ...fixture('get-card-cvv-auth-current.json'),
      updated_on: '2022-12-16T13:11:31.026624Z',
      merchant_name: 'Counter Cafe',
      store_name: 'Shibuya',
      user_data: {
        cardholder_name: 'TEST USER',
        brand: 'visa',
        gateway: null,
        service_provider: null,
      },
    };
    const page = tokenRoutes.listTokens.response.parse({ items: [item], has_more: false });
    expect(page.items[0]?.store_name).toBe('Shibuya');
  });

  it('passes a payment type it does not know through with its data', () => {
    const token = {
      ...fixture('get-qrbrand.json'),
      payment_type: 'crypto_wallet',
      data: { chain: 'x' },
    };
    const parsed = transactionToken.parse(token);
    expect(parsed.payment_type).toBe('crypto_wallet');
    expect(parsed.data).toEqual({ chain: 'x' });
  });

  it('refuses a known payment type whose data does not fit, rather than passing it as unknown', () => {
    const token = { ...fixture('get-card-full.json'), data: { brand: 'visa' } };
    expect(transactionToken.safeParse(token).success).toBe(false);
  });

  it('narrows a token to its payment type', () => {
    const token: TransactionToken = transactionToken.parse(fixture('post-card-three-ds.json'));
    expect(isPaymentType(token, 'card')).toBe(true);
    expect(isPaymentType(token, 'konbini')).toBe(false);
    if (isPaymentType(token, 'card')) {
      expect(token.data.card.last_four).toBe('5276');
      expect(token.data.three_ds?.status).toBe('pending');
    }
  });
});

describe('token routes', () => {
  it('declare each route once with its method, path, auth and status', () => {
    const table = Object.fromEntries(
      Object.entries(tokenRoutes).map(([name, route]) => [
        name,
        [route.method, route.path, route.auth, route.status, route.idempotent],
      ]),
    );
    expect(table).toEqual({
      createToken: ['POST', '/tokens', 'secret', 201, true],
      listStoreTokens: ['GET', '/stores/{storeId}/tokens', 'secret', 200, false],
      listTokens: ['GET', '/tokens', 'secret', 200, false],
      getToken: ['GET', '/stores/{storeId}/tokens/{tokenId}', 'secret', 200, false],
      getTokenByAlias: ['GET', '/stores/{storeId}/tokens/alias/{alias}', 'jwt', 200, false],
      getTokenThreeDsIssuerToken: [
        'GET',
        '/stores/{storeId}/tokens/{tokenId}/three_ds/issuer_token',
        'jwt',
        200,
        false,
      ],
    });
  });

  it('validate the create body and the list queries with the token schemas', () => {
    expect(tokenRoutes.createToken.body).toBe(createTokenBody);
    expect(tokenRoutes.listTokens.query).toBe(listTokensQuery);
    expect(tokenRoutes.listStoreTokens.query).toBe(listTokensQuery);
  });

  it('answer the 3DS issuer token route with the 3DS issuer token', () => {
    expect(tokenRoutes.getTokenThreeDsIssuerToken.response).toBe(threeDsIssuerToken);
  });

  it('name every path parameter in the params schema', () => {
    for (const [name, route] of Object.entries(tokenRoutes)) {
      const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(Object.keys(route.params.shape).sort(), name).toEqual(inPath);
    }
  });

  it('refuse an id that is no UUID, an empty alias and an extra parameter', () => {
    const token = tokenRoutes.getToken.params.safeParse(
      { storeId, tokenId: 'latest' },
      { reportInput: true },
    );
    expect(token.success ? [] : fieldErrors(token.error)).toEqual([
      { field: 'tokenId', reason: 'INVALID_UUID' },
    ]);
    const alias = tokenRoutes.getTokenByAlias.params.safeParse(
      { storeId, alias: '', tokenId },
      { reportInput: true },
    );
    expect(alias.success ? [] : fieldErrors(alias.error)).toEqual([
      { field: 'alias', reason: 'REQUIRED_VALUE' },
      { field: 'tokenId', reason: 'UNKNOWN_FIELD' },
    ]);
    expect(tokenRoutes.getTokenByAlias.params.parse({ storeId, alias: 'table-4' })).toEqual({
      storeId,
      alias: 'table-4',
    });
  });
});
