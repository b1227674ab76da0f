import { z } from 'zod';

/**
 * What an authentication window (3DS or an online wallet) is opened for: the issuer URL the
 * service returned, the redirect endpoint if one was registered when the token or charge was
 * created (spec: data.three_ds.redirect_endpoint, redirect_three_ds.endpoint; card sales at
 * the counter register none, and the flow ends the window itself), and, on the built-in
 * simulator, the origin that serves the simulated issuer pages. The issuer URL comes from
 * the network, so it is parsed here before any window opens.
 */
export const authenticationFlow = z.strictObject({
  issuerUrl: z.url(),
  redirectEndpoint: z.url().optional(),
  simulatorOrigin: z.url().optional(),
});
export type AuthenticationFlow = z.infer<typeof authenticationFlow>;

/**
 * The flow an authentication window is opened for. The simulator's origin joins it only while
 * the till trains: a real store's issuer or wallet page must not be able to send the customer
 * to the training simulator's pages (its own issuer's origin is all it needs).
 */
export function authenticationFlowOf(
  request: { readonly url: string; readonly redirectEndpoint?: string | undefined },
  till: { readonly training: boolean; readonly simulatorOrigin: string | undefined },
): AuthenticationFlow {
  return {
    issuerUrl: request.url,
    ...(request.redirectEndpoint !== undefined && { redirectEndpoint: request.redirectEndpoint }),
    ...(till.training &&
      till.simulatorOrigin !== undefined && {
        simulatorOrigin: till.simulatorOrigin,
      }),
  };
}

/**
 * Where the customer came back to: the service appends the creation-time metadata and the
 * token's id (token flow) or the charge's (charge flow) to the redirect endpoint, under
 * `redirectIdParameters` (spec: Get the 3DS issuer token, rule 4; conventions: 3DS redirect).
 *
 * @public The one source of its type; nothing parses with it at run time yet.
 */
export const authenticationRedirect = z.strictObject({
  tokenId: z.string().min(1).optional(),
  chargeId: z.string().min(1).optional(),
  metadata: z.record(z.string(), z.string()),
});
export type AuthenticationRedirect = z.infer<typeof authenticationRedirect>;
