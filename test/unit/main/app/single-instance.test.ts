import { describe, expect, it } from 'vitest';
import { claimSingleInstance, focusWindow } from '../../../../main/app/single-instance';

function fakeApp(hasLock: boolean) {
  const listeners: (() => void)[] = [];
  const app = {
    quits: 0,
    requestSingleInstanceLock: () => hasLock,
    quit() {
      app.quits += 1;
    },
    on(_event: 'second-instance', listener: () => void) {
      listeners.push(listener);
      return app;
    },
    launchAgain() {
      for (const listener of listeners) listener();
    },
  };
  return app;
}

describe('claimSingleInstance', () => {
  it('runs the first instance and tells it about later launches', () => {
    const app = fakeApp(true);
    let secondLaunches = 0;
    expect(claimSingleInstance(app, () => (secondLaunches += 1))).toBe(true);
    expect(app.quits).toBe(0);
    app.launchAgain();
    expect(secondLaunches).toBe(1);
  });

  it('quits a second instance', () => {
    const app = fakeApp(false);
    expect(claimSingleInstance(app, () => undefined)).toBe(false);
    expect(app.quits).toBe(1);
  });
});

describe('focusWindow', () => {
  function fakeWindow(state: { destroyed: boolean; minimized: boolean }) {
    const calls: string[] = [];
    return {
      calls,
      isDestroyed: () => state.destroyed,
      isMinimized: () => state.minimized,
      restore: () => calls.push('restore'),
      show: () => calls.push('show'),
      focus: () => calls.push('focus'),
    };
  }

  it('restores a minimized window and brings it forward', () => {
    const window = fakeWindow({ destroyed: false, minimized: true });
    focusWindow(window);
    expect(window.calls).toEqual(['restore', 'show', 'focus']);
  });

  it('leaves a destroyed window alone', () => {
    const window = fakeWindow({ destroyed: true, minimized: true });
    focusWindow(window);
    expect(window.calls).toEqual([]);
  });
});
