import { z } from 'zod';
import { amountInput, currencyInput } from '../money';
import { chargeParams } from './charges';
import { defineRoute } from './route';

/**
 * Spec: Capture a charge. Both are required; whether the amount fits the authorization and
 * the currency matches it is the service's business rule (CAPTURE_AMOUNT_TOO_LARGE,
 * CURRENCY_MUST_MATCH_CHARGE), not a shape check.
 */
export const captureChargeBody = z.strictObject({
  amount: amountInput,
  currency: currencyInput,
});

/** Conventions: Charges (the capture response is an empty object: fetch the charge after). */
export const captureChargeResponse = z.looseObject({});

export const captureRoutes = {
  // Spec: Errors 1 (200 for every route not named as 201).
  captureCharge: defineRoute({
    method: 'POST',
    path: '/stores/{storeId}/charges/{chargeId}/capture',
    auth: 'secret',
    params: chargeParams,
    body: captureChargeBody,
    response: captureChargeResponse,
    status: 200,
    idempotent: true,
  }),
};
