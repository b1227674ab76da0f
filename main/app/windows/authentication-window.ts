import { randomUUID } from 'node:crypto';
import { BrowserWindow } from 'electron';
import type { AppMode } from '../../../shared/ipc/ipc-payloads';
import { authenticationFlow, type AuthenticationFlow } from '../security/authentication-flow';
import { navigationDecision } from '../security/navigation-decision';
import { webPreferencesFor } from '../security/web-preferences';
import { outcomeOfFlowAbort, type AuthenticationOutcome } from './authentication-window-end';
import { issuerLoadOptions, issuerRequest, type IssuerRequest } from './issuer-request';
import type { WindowRegistry } from './window-registry';

export interface AuthenticationWindowOptions {
  registry: WindowRegistry;
  mode: AppMode;
  flow: AuthenticationFlow;
  request: IssuerRequest;
  /** Keeps the window above the cashier's window without blocking it (the flow can cancel). */
  parent?: BrowserWindow;
  /**
   * Aborted by the flow: with AuthenticationEnded when its polling saw the charge or token
   * settle (the window is done, even without a redirect endpoint), otherwise when the cashier
   * aborted or the flow stopped following the payment.
   */
  signal?: AbortSignal;
}

/**
 * Opens the issuer's 3DS or wallet page in a window of its own: no preload, an in-memory
 * session for this flow only, and navigation held to the issuer flow by hardening.ts. Resolves
 * once, when the customer reaches the redirect endpoint (where the flow registered one),
 * closes the window, the flow ends the wait or aborts, or the issuer page cannot be loaded;
 * by then the window is gone and its session is being cleared.
 * The outcome is a hint only: the flow confirms the charge or token state by polling.
 */
export function createAuthenticationWindow(
  options: AuthenticationWindowOptions,
): Promise<AuthenticationOutcome> {
  const flow = authenticationFlow.safeParse(options.flow);
  const request = issuerRequest.safeParse(options.request);
  if (!flow.success || !request.success) return failedOutcome('invalid-request');
  const appWindow = { kind: 'authentication', flow: flow.data } as const;
  const start = navigationDecision(appWindow, { url: flow.data.issuerUrl, isMainFrame: true });
  if (start.action !== 'allow') return failedOutcome('issuer-url-refused');
  if (options.signal?.aborted === true) {
    return Promise.resolve(outcomeOfFlowAbort(options.signal.reason));
  }

  const window = new BrowserWindow({
    width: 600,
    height: 760,
    ...(options.parent === undefined ? {} : { parent: options.parent }),
    webPreferences: webPreferencesFor(
      { kind: 'authentication', flowId: randomUUID() },
      options.mode,
    ),
  });
  // The app menu's shortcuts (new sale, ...) must not fire from the customer's 3DS page.
  window.removeMenu();
  const { webContents } = window;
  const webContentsId = webContents.id;
  // Taken now: once the window is closed its web contents can no longer be asked.
  const { session } = webContents;
  const { registry, signal } = options;

  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: AuthenticationOutcome): void => {
      if (settled) return;
      settled = true;
      registry.release(webContentsId);
      signal?.removeEventListener('abort', onAbort);
      // destroy(), not close(): an issuer page's beforeunload cannot keep the window open.
      // Deferred, since a redirect settles from inside the web contents' own navigation event.
      setImmediate(() => {
        if (!window.isDestroyed()) window.destroy();
      });
      session.clearStorageData().catch((error: unknown) => {
        console.warn('Could not clear an authentication session', error);
      });
      resolve(outcome);
    };
    const onAbort = (): void => settle(outcomeOfFlowAbort(signal?.reason));

    registry.register(webContentsId, {
      ...appWindow,
      onRedirect: (redirect) => settle({ status: 'redirected', redirect }),
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    // Nor can it stop the customer from closing the window to cancel.
    webContents.on('will-prevent-unload', (event) => event.preventDefault());
    window.on('closed', () => settle({ status: 'closed-by-user' }));

    // Intercepting the redirect endpoint aborts this load too; settle() ignores the rejection
    // then, since the redirect already settled the flow.
    window
      .loadURL(flow.data.issuerUrl, issuerLoadOptions(request.data))
      .catch(() => settle({ status: 'failed', error: { code: 'issuer-load-failed' } }));
  });
}

function failedOutcome(
  code: Extract<AuthenticationOutcome, { status: 'failed' }>['error']['code'],
): Promise<AuthenticationOutcome> {
  return Promise.resolve({ status: 'failed', error: { code } });
}
