import { describe, expect, it } from 'vitest';
import type { AuthenticationRedirect } from '../../../../../main/app/security/authentication-flow';
import { createWindowRegistry } from '../../../../../main/app/windows/window-registry';

describe('createWindowRegistry', () => {
  it('knows a registered window until it is released', () => {
    const registry = createWindowRegistry();
    registry.register(3, { kind: 'main' });
    expect(registry.lookup(3)).toEqual({ kind: 'main' });
    registry.release(3);
    expect(registry.lookup(3)).toBeUndefined();
  });

  it('knows nothing of web contents it was never told about', () => {
    const registry = createWindowRegistry();
    registry.register(3, { kind: 'customer-display' });
    expect(registry.lookup(4)).toBeUndefined();
  });

  it("hands an authentication window's redirect to the window that registered", () => {
    const registry = createWindowRegistry();
    const received: AuthenticationRedirect[] = [];
    registry.register(9, {
      kind: 'authentication',
      flow: { issuerUrl: 'https://issuer.example/', redirectEndpoint: 'https://shop.example/done' },
      onRedirect: (redirect) => received.push(redirect),
    });
    const window = registry.lookup(9);
    if (window?.kind === 'authentication') window.onRedirect({ chargeId: 'c', metadata: {} });
    expect(received).toEqual([{ chargeId: 'c', metadata: {} }]);
  });
});
