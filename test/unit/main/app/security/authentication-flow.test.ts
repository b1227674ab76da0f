import { describe, expect, it } from 'vitest';
import { authenticationFlowOf } from '../../../../../main/app/security/authentication-flow';
import { navigationDecision } from '../../../../../main/app/security/navigation-decision';

const simulatorOrigin = 'http://127.0.0.1:4010';
const request = {
  url: 'https://issuer.example/acs/start?session=1',
  redirectEndpoint: 'https://shop.example/3ds/done',
};
const simulatorPage = { url: `${simulatorOrigin}/issuer/3ds?charge=ch_1`, isMainFrame: true };

describe('authenticationFlowOf', () => {
  it("keeps a real store's issuer window off the training simulator's pages", () => {
    const flow = authenticationFlowOf(request, { training: false, simulatorOrigin });
    expect(flow).toEqual({ issuerUrl: request.url, redirectEndpoint: request.redirectEndpoint });
    expect(navigationDecision({ kind: 'authentication', flow }, simulatorPage)).toEqual({
      action: 'deny',
      code: 'outside-issuer-flow',
    });
  });

  it("lets a training sale's window reach the simulator's issuer pages", () => {
    const flow = authenticationFlowOf(request, { training: true, simulatorOrigin });
    expect(flow).toEqual({
      issuerUrl: request.url,
      redirectEndpoint: request.redirectEndpoint,
      simulatorOrigin,
    });
    expect(navigationDecision({ kind: 'authentication', flow }, simulatorPage)).toEqual({
      action: 'allow',
    });
  });

  it('names no simulator on a till without one, training or not', () => {
    for (const training of [true, false]) {
      expect(
        authenticationFlowOf({ url: request.url }, { training, simulatorOrigin: undefined }),
      ).toEqual({ issuerUrl: request.url });
    }
  });
});
