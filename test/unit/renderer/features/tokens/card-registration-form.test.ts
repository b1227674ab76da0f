import { describe, expect, it } from 'vitest';
import {
  cardRegistrationRequest,
  emptyCardRegistrationForm,
  registrationErrorsByField,
} from '../../../../../renderer/features/tokens/card-registration-form';

const now = new Date('2026-11-27T00:00:00Z');
const filled = {
  ...emptyCardRegistrationForm,
  cardholder: 'Hanako Member',
  cardNumber: '4000000000003220',
  expiry: '1230',
  cvv: '123',
  email: 'member@example.com',
};

describe('the card registration form', () => {
  it('asks for a recurring card token with its usage limit and 3DS', () => {
    const request = cardRegistrationRequest(filled, now);
    if (!request.ok) throw new Error('the filled form was refused');
    expect(request.input.token).toMatchObject({
      payment_type: 'card',
      type: 'recurring',
      usage_limit: 'monthly',
      email: 'member@example.com',
      data: {
        card_number: '4000000000003220',
        exp_month: '12',
        exp_year: '2030',
        three_ds: { enabled: true },
      },
    });
  });

  it('sends no usage limit when the clerk chose none', () => {
    const request = cardRegistrationRequest({ ...filled, usageLimit: '' }, now);
    expect(request.ok && 'usage_limit' in request.input.token).toBe(false);
  });

  it('registers the card to a customer id through univapay-customer-id', () => {
    const customerId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const request = cardRegistrationRequest({ ...filled, customerId }, now);
    expect(request.ok && request.input.token.metadata).toEqual({
      'univapay-customer-id': customerId,
    });
  });

  it('refuses a customer id that is not the service’s UUID', () => {
    const request = cardRegistrationRequest({ ...filled, customerId: 'M-1001' }, now);
    expect(request.ok ? [] : registrationErrorsByField(request.errors)).toEqual({
      customerId: { field: 'token.metadata.univapay-customer-id', reason: 'INVALID_UUID' },
    });
  });

  it('names every missing field on its own', () => {
    const request = cardRegistrationRequest(emptyCardRegistrationForm, now);
    const byField = request.ok ? {} : registrationErrorsByField(request.errors);
    expect(Object.keys(byField).sort()).toEqual(
      ['cardNumber', 'cardholder', 'cvv', 'email', 'expiry'].sort(),
    );
  });

  it('refuses a card whose expiry month has passed', () => {
    const request = cardRegistrationRequest({ ...filled, expiry: '1025' }, now);
    expect(request.ok ? {} : registrationErrorsByField(request.errors)).toEqual({
      expiry: { field: 'token.data.exp_year', reason: 'INVALID_CARD_EXPIRATION' },
    });
  });
});
