import { z } from 'zod';

/**
 * Issuer token of an online or bank-transfer charge (spec: Issuer token object). Online
 * charges carry `issuer_token` and `call_method`; bank-transfer charges carry account
 * details. Older responses omit `payment_type`, so every field is optional and the flows
 * check what their method needs.
 */
export const issuerTokenCallMethod = z.enum([
  'http_get',
  'http_get_mobile',
  'http_post',
  'sdk',
  'web',
  'app',
]);

export const issuerToken = z.looseObject({
  payment_type: z.enum(['online', 'bank_transfer']).optional(),
  issuer_token: z.string().optional(),
  payload: z.record(z.string(), z.unknown()).nullable().optional(),
  call_method: z.union([issuerTokenCallMethod, z.string()]).optional(),
  account_id: z.string().optional(),
  bank_code: z.string().optional(),
  bank_name: z.string().optional(),
  branch_code: z.string().optional(),
  branch_name: z.string().optional(),
  account_holder_name: z.string().optional(),
  account_number: z.string().optional(),
});
export type IssuerToken = z.infer<typeof issuerToken>;

/**
 * 3DS issuer token (spec: 3DS issuer token object): the client posts `payload` to
 * `issuer_token` encoded as `content_type` (key=value pairs joined by & for a form). The real
 * service may send `payload` null or leave it out (conventions: Checked against the provider's
 * own clients): there is then nothing to post but the page itself.
 */
export const threeDsIssuerToken = z.looseObject({
  payment_type: z.literal('card'),
  issuer_token: z.string(),
  payload: z.record(z.string(), z.unknown()).nullable().optional(),
  content_type: z.string(),
  call_method: z.literal('http_post'),
});
export type ThreeDsIssuerToken = z.infer<typeof threeDsIssuerToken>;

/** The body to send to the issuer, in the content type the issuer expects (spec rule 3). */
export function encodeThreeDsPayload(token: ThreeDsIssuerToken): string {
  const payload = token.payload ?? {};
  if (token.content_type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    // shared/ has no DOM or Node globals, so the form is encoded by hand.
    return Object.entries(payload)
      .map(([key, value]) => {
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        return `${encodeURIComponent(key)}=${encodeURIComponent(text)}`;
      })
      .join('&');
  }
  return JSON.stringify(payload);
}
