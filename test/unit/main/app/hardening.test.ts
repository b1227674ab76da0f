import { EventEmitter } from 'node:events';
import type { App } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { hardenApp } from '../../../../main/app/hardening';
import { createWindowRegistry } from '../../../../main/app/windows/window-registry';

/** The parts of a session hardening touches, recording what it was given. */
function fakeSession() {
  const session = new EventEmitter() as EventEmitter & Record<string, unknown>;
  session.setPermissionRequestHandler = vi.fn();
  session.setPermissionCheckHandler = vi.fn();
  session.setDevicePermissionHandler = vi.fn();
  return session;
}

function hardenedApp() {
  const app = new EventEmitter() as EventEmitter & Record<string, unknown>;
  app.enableSandbox = vi.fn();
  hardenApp(app as unknown as App, createWindowRegistry());
  return app;
}

describe('the app-wide hardening', () => {
  it('refuses every download in every session, with one listener however often it meets one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = hardenedApp();
    const session = fakeSession();
    app.emit('session-created', session);
    app.emit('session-created', session);
    expect(session.listenerCount('will-download')).toBe(1);

    const event = { preventDefault: vi.fn() };
    session.emit('will-download', event, { getMimeType: () => 'application/pdf' });
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('Refused a download of application/pdf');
    warn.mockRestore();
  });
});
