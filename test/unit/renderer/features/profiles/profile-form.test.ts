import { describe, expect, it } from 'vitest';
import { toMinorUnits } from '../../../../../shared/money';
import {
  credentialsFormFields,
  credentialsRequest,
  emptyProfileForm,
  profileFormFields,
  profileSaveRequest,
  refusalProblems,
  saleLimitsForm,
  saleLimitsRequest,
  type ProfileForm,
} from '../../../../../renderer/features/profiles/profile-form';

const storeId = '11efd2ab-1d4f-7a3b-9b9c-7c3d4e5f6a71';
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhcHBfdG9rZW4ifQ.c2lnbmF0dXJl';

const filled: ProfileForm = {
  name: 'Shibuya Flagship',
  storeId,
  mode: 'live',
  baseUrl: 'https://api.example.com',
  currency: 'JPY',
  maximumSale: '',
  confirmSaleAbove: '',
  secret: 'Sekrit-0123456789',
  jwt,
};

describe('the add-profile form', () => {
  it('starts as a yen store in test mode', () => {
    expect(emptyProfileForm).toMatchObject({ mode: 'test', currency: 'JPY', secret: '', jwt: '' });
  });

  it('starts with the real service’s production address', () => {
    expect(emptyProfileForm.baseUrl).toBe('https://api.univapay.com');
  });

  it('sends the profile and its credentials as the contract’s schemas read them', () => {
    const request = profileSaveRequest({ ...filled, storeId: ` ${storeId} `, jwt: `${jwt}\n` });
    expect(request).toEqual({
      ok: true,
      value: {
        profile: {
          name: 'Shibuya Flagship',
          storeId,
          mode: 'live',
          baseUrl: 'https://api.example.com',
          currency: 'JPY',
        },
        credentials: { secret: 'Sekrit-0123456789', jwt },
      },
    });
  });

  it('names each field’s mistake with the service’s reason', () => {
    const request = profileSaveRequest({
      ...filled,
      name: ' ',
      storeId: 'store-1',
      baseUrl: 'api.example.com',
      currency: 'yen',
      secret: 'has.dot.inside',
      jwt: 'not-a-jwt',
    });
    expect(request.ok).toBe(false);
    if (request.ok) return;
    expect(request.error).toEqual({
      name: { kind: 'reason', reason: 'REQUIRED_VALUE' },
      storeId: { kind: 'reason', reason: 'INVALID_UUID' },
      baseUrl: { kind: 'reason', reason: 'INVALID_FORMAT' },
      currency: { kind: 'reason', reason: 'INVALID_CURRENCY' },
      secret: { kind: 'reason', reason: 'INVALID_FORMAT' },
      jwt: { kind: 'reason', reason: 'INVALID_FORMAT' },
    });
  });

  it('refuses a three-letter code that is not an ISO-4217 currency, such as YEN', () => {
    const request = profileSaveRequest({ ...filled, currency: 'YEN' });
    expect(request.ok).toBe(false);
    if (request.ok) return;
    expect(request.error).toEqual({ currency: { kind: 'reason', reason: 'INVALID_CURRENCY' } });
  });

  it('checks replacement credentials with the same schema', () => {
    expect(credentialsRequest({ secret: ' Sekrit-0123456789 ', jwt })).toEqual({
      ok: true,
      value: { secret: 'Sekrit-0123456789', jwt },
    });
    const refused = credentialsRequest({ secret: 'short', jwt: '' });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(Object.keys(refused.error).sort()).toEqual(['jwt', 'secret']);
  });
});

describe('main’s refusal on the form', () => {
  it('shows the IPC layer’s field reasons under the fields they name', () => {
    const problems = refusalProblems(
      {
        code: 'INVALID_INPUT',
        message: 'x',
        fields: [{ field: 'profile.baseUrl', reason: 'INVALID_FORMAT' }],
      },
      profileFormFields,
      'form',
    );
    expect(problems).toEqual({ baseUrl: { kind: 'reason', reason: 'INVALID_FORMAT' } });
  });

  it('shows a code that says more than its field’s reason, such as a token for another store', () => {
    const problems = refusalProblems(
      {
        code: 'STORE_ID_MISMATCH',
        message: 'x',
        fields: [{ field: 'storeId', reason: 'DEPENDS_ON_OTHER_FIELD' }],
      },
      profileFormFields,
      'form',
    );
    expect(problems).toEqual({ storeId: { kind: 'code', code: 'STORE_ID_MISMATCH' } });
  });

  it('puts a refused token under the JWT field, and anything else by the submit button', () => {
    expect(
      refusalProblems({ code: 'MALFORMED_APP_TOKEN', message: 'x' }, credentialsFormFields, 'form'),
    ).toEqual({ jwt: { kind: 'code', code: 'MALFORMED_APP_TOKEN' } });
    expect(
      refusalProblems({ code: 'KEYCHAIN_UNAVAILABLE', message: 'x' }, profileFormFields, 'form'),
    ).toEqual({ form: { kind: 'code', code: 'KEYCHAIN_UNAVAILABLE' } });
  });

  it('puts a token whose claims are wrong under the JWT field, not the field a claim is named like', () => {
    const problems = refusalProblems(
      {
        code: 'INVALID_APP_TOKEN_CLAIMS',
        message: 'x',
        fields: [{ field: 'mode', reason: 'INVALID_FORMAT' }],
      },
      profileFormFields,
      'form',
    );
    expect(problems).toEqual({ jwt: { kind: 'code', code: 'INVALID_APP_TOKEN_CLAIMS' } });
  });

  describe('changing a store’s sale limits', () => {
    it('sends blank limits as the currency default and typed ones in minor units', () => {
      expect(saleLimitsRequest({ maximumSale: '', confirmSaleAbove: '' }, 'USD')).toEqual({
        ok: true,
        value: null,
      });
      expect(
        saleLimitsRequest({ maximumSale: '5,000', confirmSaleAbove: '500.50' }, 'USD'),
      ).toEqual({ ok: true, value: { maximum: 500_000, confirmAbove: 50_050 } });
    });

    it('says under the threshold when it stands above the largest sale', () => {
      expect(saleLimitsRequest({ maximumSale: '1000', confirmSaleAbove: '2000' }, 'JPY')).toEqual({
        ok: false,
        error: { confirmSaleAbove: { kind: 'reason', reason: 'DEPENDS_ON_OTHER_FIELD' } },
      });
    });

    it('starts from the store’s own limits in major units, or blank for the default', () => {
      expect(saleLimitsForm({ currency: 'USD' })).toEqual({
        maximumSale: '',
        confirmSaleAbove: '',
      });
      expect(
        saleLimitsForm({
          currency: 'USD',
          saleLimits: { maximum: toMinorUnits(500_000), confirmAbove: toMinorUnits(50_050) },
        }),
      ).toEqual({ maximumSale: '5000.00', confirmSaleAbove: '500.50' });
    });
  });

  describe('sale limits', () => {
    it('leaves blank limits to the currency default', () => {
      const request = profileSaveRequest(filled);
      expect(request.ok && request.value.profile.saleLimits).toBeUndefined();
    });

    it('reads typed limits in major units, a blank threshold at most the maximum', () => {
      const request = profileSaveRequest({
        ...filled,
        currency: 'USD',
        maximumSale: '2,500.50',
        confirmSaleAbove: '',
      });
      expect(request.ok && request.value.profile.saleLimits).toEqual({
        maximum: 250050,
        confirmAbove: 250050,
      });
    });

    it('names a typed mistake under its own field', () => {
      const request = profileSaveRequest({
        ...filled,
        maximumSale: '19.80',
        confirmSaleAbove: 'x',
      });
      expect(request).toMatchObject({
        ok: false,
        error: {
          maximumSale: { kind: 'amount', error: 'NO_DECIMALS_IN_CURRENCY' },
          confirmSaleAbove: { kind: 'amount', error: 'NOT_A_NUMBER' },
        },
      });
    });

    it('refuses a threshold above the maximum, under the threshold', () => {
      const request = profileSaveRequest({
        ...filled,
        maximumSale: '100000',
        confirmSaleAbove: '200000',
      });
      expect(request).toMatchObject({
        ok: false,
        error: { confirmSaleAbove: { kind: 'reason', reason: 'DEPENDS_ON_OTHER_FIELD' } },
      });
    });
  });
});
