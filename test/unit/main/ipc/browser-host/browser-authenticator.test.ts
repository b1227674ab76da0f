import { describe, expect, it } from 'vitest';
import { AuthenticationEnded } from '../../../../../main/flows/engine/flow-definition';
import {
  BrowserAuthenticationError,
  createBrowserAuthentications,
  type AuthenticationNotice,
} from '../../../../../main/ipc/browser-host/browser-authenticator';

const threeDs = {
  operationId: '3f0c5f7e-4e8b-4a49-9d55-0b3c1e2d7a10',
  url: 'https://issuer.example/3ds?session=1',
  method: 'POST' as const,
  contentType: 'application/x-www-form-urlencoded; charset=UTF-8',
  body: 'resource_id=abc&resource_type=charge',
  redirectEndpoint: 'https://shop.example/back',
};

function recorded() {
  const authentications = createBrowserAuthentications();
  const notices: AuthenticationNotice[] = [];
  authentications.subscribe((notice) => notices.push(notice));
  return { authentications, notices };
}

describe('the browser host’s authenticator', () => {
  it('announces the issuer page and serves it as the form it posts while open', () => {
    const { authentications, notices } = recorded();
    void authentications.authenticator.open(threeDs, new AbortController().signal);
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice?.type).toBe('open');
    expect(authentications.openIds()).toEqual([notice?.id]);
    const page = authentications.page(notice?.id ?? '');
    expect(page).toMatchObject({
      method: 'POST',
      fields: [
        ['resource_id', 'abc'],
        ['resource_type', 'charge'],
      ],
      redirectOrigin: 'https://shop.example',
    });
    expect(page?.url.href).toBe(threeDs.url);
  });

  it('answers completed when the flow saw the authentication end, and announces the close', async () => {
    const { authentications, notices } = recorded();
    const flow = new AbortController();
    const opened = authentications.authenticator.open(threeDs, flow.signal);
    flow.abort(new AuthenticationEnded());
    await expect(opened).resolves.toBe('completed');
    expect(notices.map(({ type }) => type)).toEqual(['open', 'close']);
    expect(authentications.openIds()).toEqual([]);
    expect(authentications.page(notices[0]?.id ?? '')).toBeUndefined();
  });

  it('answers aborted when the flow stops following the payment for any other reason', async () => {
    const { authentications, notices } = recorded();
    const flow = new AbortController();
    const opened = authentications.authenticator.open(threeDs, flow.signal);
    flow.abort();
    await expect(opened).resolves.toBe('aborted');
    expect(notices.map(({ type }) => type)).toEqual(['open', 'close']);
  });

  it('answers closed when the customer closed the popup, once', async () => {
    const { authentications, notices } = recorded();
    const opened = authentications.authenticator.open(threeDs, new AbortController().signal);
    const id = notices[0]?.id ?? '';
    expect(authentications.reportClosed(id)).toBe(true);
    expect(authentications.reportClosed(id)).toBe(false);
    await expect(opened).resolves.toBe('closed');
  });

  it('answers completed when the customer came back naming its charge, and only then', async () => {
    const { authentications, notices } = recorded();
    const back = 'http://127.0.0.1:4100/_host/authentication-return';
    authentications.receiveReturnsAt(back);
    expect(authentications.authenticator.returnEndpoint?.()).toBe(back);
    const opened = authentications.authenticator.open(
      { ...threeDs, redirectEndpoint: back, resource: { chargeId: 'charge-1' } },
      new AbortController().signal,
    );
    expect(authentications.reportReturned(`${back}?svcChargeId=charge-1`)).toBe(false);
    expect(authentications.reportReturned(`${back}?univapayChargeId=charge-1`)).toBe(true);
    await expect(opened).resolves.toBe('completed');
    expect(notices.map(({ type }) => type)).toEqual(['open', 'close']);
    expect(authentications.reportReturned(`${back}?univapayChargeId=charge-1`)).toBe(false);
  });

  it('registers no return endpoint before the host listens', () => {
    expect(createBrowserAuthentications().authenticator.returnEndpoint?.()).toBeUndefined();
  });

  it('opens nothing for a flow already aborted, and says why it ended', async () => {
    const { authentications, notices } = recorded();
    const flow = new AbortController();
    flow.abort();
    await expect(authentications.authenticator.open(threeDs, flow.signal)).resolves.toBe('aborted');
    const ended = new AbortController();
    ended.abort(new AuthenticationEnded());
    await expect(authentications.authenticator.open(threeDs, ended.signal)).resolves.toBe(
      'completed',
    );
    expect(notices).toEqual([]);
  });

  it('refuses an issuer page that is not https or loopback http', async () => {
    const { authentications, notices } = recorded();
    const signal = new AbortController().signal;
    for (const url of [
      'http://issuer.example/3ds',
      'javascript:alert(1)',
      'https://u:p@x.example/',
    ]) {
      const opened = authentications.authenticator.open({ ...threeDs, url }, signal);
      await expect(opened).rejects.toMatchObject({ code: 'ISSUER_URL_REFUSED' });
    }
    // The built-in simulator's pages are plain http on loopback, as in the Electron window.
    void authentications.authenticator.open(
      { ...threeDs, url: 'http://127.0.0.1:4000/3ds' },
      signal,
    );
    expect(notices).toHaveLength(1);
  });

  it('refuses a body no browser form can post', async () => {
    const { authentications } = recorded();
    const opened = authentications.authenticator.open(
      { ...threeDs, contentType: 'application/json', body: '{"resource_id":"abc"}' },
      new AbortController().signal,
    );
    await expect(opened).rejects.toBeInstanceOf(BrowserAuthenticationError);
    await expect(opened).rejects.toMatchObject({ code: 'UNSUPPORTED_CONTENT_TYPE' });
  });

  it('opens a wallet page by GET without a form', () => {
    const { authentications, notices } = recorded();
    void authentications.authenticator.open(
      { operationId: threeDs.operationId, url: 'https://wallet.example/pay?x=1', method: 'GET' },
      new AbortController().signal,
    );
    expect(authentications.page(notices[0]?.id ?? '')).toMatchObject({ method: 'GET' });
  });
});
