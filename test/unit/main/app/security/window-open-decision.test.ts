import { describe, expect, it } from 'vitest';
import { windowOpenDecision } from '../../../../../main/app/security/window-open-decision';

describe('windowOpenDecision', () => {
  it('denies every window.open and target=_blank', () => {
    expect(windowOpenDecision()).toEqual({ action: 'deny' });
  });
});
