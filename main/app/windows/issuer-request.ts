import type { LoadURLOptions } from 'electron';
import { z } from 'zod';

/**
 * How the issuer URL is opened (spec: call_method). http_post sends the payload as the body
 * in the issuer's content type; that type comes from the network and becomes a request
 * header, so a line break (header injection) is refused.
 */
export const issuerRequest = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('GET') }),
  z.strictObject({
    method: z.literal('POST'),
    body: z.string(),
    contentType: z
      .string()
      .min(1)
      .regex(/^[^\r\n]+$/),
  }),
]);
export type IssuerRequest = z.infer<typeof issuerRequest>;

export function issuerLoadOptions(request: IssuerRequest): LoadURLOptions {
  switch (request.method) {
    case 'GET':
      return {};
    case 'POST':
      return {
        postData: [{ type: 'rawData', bytes: Buffer.from(request.body, 'utf8') }],
        extraHeaders: `Content-Type: ${request.contentType}\n`,
      };
  }
}
