import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createAuthenticationPopups,
  type PopupPage,
} from '../../../../../main/ipc/browser-host/authentication-popups';

const id = '7d1f4b6e-2a3c-4e5f-8a9b-0c1d2e3f4a5b';

function fakePage(blocked: { value: boolean }) {
  const popups: { url: string; closed: boolean; opener: unknown; close: () => void }[] = [];
  const buttons: { clicked: () => void; removed: boolean }[] = [];
  const unclicked = () => undefined;
  const body: unknown[] = [];
  const page: PopupPage = {
    open: (url) => {
      if (blocked.value) return null;
      const popup = {
        url,
        closed: false,
        opener: page as unknown,
        close: () => {
          popup.closed = true;
        },
      };
      popups.push(popup);
      return popup;
    },
    document: {
      createElement: () => {
        const record: { clicked: () => void; removed: boolean } = {
          clicked: unclicked,
          removed: false,
        };
        buttons.push(record);
        return {
          textContent: null,
          style: { cssText: '' },
          addEventListener: (_type, listener) => {
            record.clicked = listener;
          },
          remove: () => {
            record.removed = true;
          },
        };
      },
      body: { append: (node) => body.push(node) },
    },
  };
  return { page, popups, buttons, body };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the bridge’s authentication popups', () => {
  it('opens the announced page in a popup and closes it when the host says it ended', () => {
    const { page, popups } = fakePage({ value: false });
    const reportClosed = vi.fn(() => Promise.resolve());
    const { onNotice } = createAuthenticationPopups({ page, reportClosed });
    onNotice('authentication-open', { id });
    onNotice('authentication-open', { id });
    expect(popups.map(({ url }) => url)).toEqual([`/_host/authentication/${id}`]);
    onNotice('authentication-close', { id });
    expect(popups[0]?.closed).toBe(true);
    vi.advanceTimersByTime(2_000);
    expect(reportClosed).not.toHaveBeenCalled();
  });

  it("cuts the popup's opener at once, so the issuer's page cannot reach the cashier's tab", () => {
    const { page, popups } = fakePage({ value: false });
    const { onNotice } = createAuthenticationPopups({
      page,
      reportClosed: () => Promise.resolve(),
    });
    onNotice('authentication-open', { id });
    expect(popups).toHaveLength(1);
    expect(popups[0]?.opener).toBeNull();
  });

  it('tells the host when the customer closes the popup', () => {
    const { page, popups } = fakePage({ value: false });
    const reportClosed = vi.fn(() => Promise.resolve());
    const { onNotice } = createAuthenticationPopups({ page, reportClosed });
    onNotice('authentication-open', { id });
    popups[0]?.close();
    vi.advanceTimersByTime(500);
    vi.advanceTimersByTime(2_000);
    expect(reportClosed.mock.calls).toEqual([[id]]);
  });

  it('offers a button when the browser blocks the popup, and opens it on the click', () => {
    const blocked = { value: true };
    const { page, popups, buttons, body } = fakePage(blocked);
    const { onNotice } = createAuthenticationPopups({
      page,
      reportClosed: () => Promise.resolve(),
    });
    onNotice('authentication-open', { id });
    expect(popups).toEqual([]);
    expect(body).toHaveLength(1);
    blocked.value = false;
    buttons[0]?.clicked();
    expect(popups).toHaveLength(1);
    expect(buttons[0]?.removed).toBe(true);
  });

  it('removes the button when the authentication ends before anyone clicks it', () => {
    const { page, buttons } = fakePage({ value: true });
    const { onNotice } = createAuthenticationPopups({
      page,
      reportClosed: () => Promise.resolve(),
    });
    onNotice('authentication-open', { id });
    onNotice('authentication-close', { id });
    expect(buttons[0]?.removed).toBe(true);
  });
});
