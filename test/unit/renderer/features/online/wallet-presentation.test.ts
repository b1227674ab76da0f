import { describe, expect, it } from 'vitest';
import { walletPresentationOf } from '../../../../../renderer/features/online/wallet-presentation';

const page = 'https://pay.example.jp/wallet/charges/5d1c6f8e-3b2a-4c1d-9e8f-7a6b5c4d3e2f';
const trainingPage = 'http://127.0.0.1:4010/wallet/charges/5d1c6f8e-3b2a-4c1d-9e8f-7a6b5c4d3e2f';

describe('what the counter shows for a wallet’s issuer token', () => {
  it.each(['http_get', 'http_get_mobile'])(
    'shows a %s page as a QR code for the phone, with its host',
    (callMethod) => {
      expect(walletPresentationOf({ callMethod, issuerToken: page })).toEqual({
        kind: 'qr',
        url: page,
        host: 'pay.example.jp',
      });
    },
  );

  it('names no host for a page on this machine, the training simulator’s', () => {
    for (const callMethod of ['http_get', 'http_post']) {
      expect(walletPresentationOf({ callMethod, issuerToken: trainingPage })).toMatchObject({
        host: null,
      });
    }
    const localhost = 'http://localhost:4010/wallet/charges/1';
    expect(walletPresentationOf({ callMethod: 'http_get', issuerToken: localhost })).toMatchObject({
      host: null,
    });
  });

  it('names the window for http_post, whose page a phone camera cannot post to', () => {
    expect(walletPresentationOf({ callMethod: 'http_post', issuerToken: page })).toEqual({
      kind: 'window',
      host: 'pay.example.jp',
    });
  });

  it.each(['sdk', 'app', 'web'])('explains the wallet app for %s’s opaque token', (callMethod) => {
    expect(
      walletPresentationOf({ callMethod, issuerToken: 'sim_we_chat_online_5d1c6f8e' }),
    ).toEqual({ kind: 'app', callMethod });
  });

  it('never makes a QR code of a token that is no web address', () => {
    for (const issuerToken of ['sim_alipay_online_5d1c', 'javascript:alert(1)', 'file:///etc']) {
      expect(walletPresentationOf({ callMethod: 'http_get', issuerToken }).kind).toBe('app');
    }
  });

  it('falls back to a general explanation for a call method this version does not know', () => {
    expect(walletPresentationOf({ callMethod: 'nfc', issuerToken: 'opaque' })).toEqual({
      kind: 'app',
      callMethod: 'other',
    });
  });
});
