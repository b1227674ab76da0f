import { describe, expect, it } from 'vitest';
import { isTrustedIpcSender } from '../../../../../main/app/security/trusted-ipc-sender';

const expected = { webContentsId: 7 };
const sender = { frameUrl: 'app://counter/index.html', isMainFrame: true, webContentsId: 7 };

describe('isTrustedIpcSender', () => {
  it("trusts the app window's top frame on the app origin", () => {
    expect(isTrustedIpcSender(sender, expected)).toBe(true);
  });

  it.each([
    ['another web contents', { ...sender, webContentsId: 8 }],
    ['a subframe', { ...sender, isMainFrame: false }],
    ['a page that left the app origin', { ...sender, frameUrl: 'https://evil.com/' }],
    ['a look-alike origin', { ...sender, frameUrl: 'app://counter.evil.com/index.html' }],
    ['a file:// page', { ...sender, frameUrl: 'file:///opt/counter/index.html' }],
    ['a destroyed frame', { ...sender, frameUrl: null }],
  ])('refuses %s', (_name, candidate) => {
    expect(isTrustedIpcSender(candidate, expected)).toBe(false);
  });
});
