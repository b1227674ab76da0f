import { afterEach, describe, expect, it } from 'vitest';
import {
  cardRegistrationInput,
  type CardRegistrationInput,
} from '../../../../../../shared/flows/flow-input';
import {
  cardNumber,
  cardToken,
  fakeAuthenticator,
  inTurn,
  networkError,
  openHarness,
  routes,
  started,
  threeDsIssuerToken,
  tokenId,
  type Handler,
  type Harness,
} from '../../flow-harness';

let harness: Harness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function open(
  handlers: Record<string, Handler>,
  page = fakeAuthenticator(),
): Promise<Harness> {
  harness = await openHarness({
    handlers: { [routes.tokenThreeDs]: () => threeDsIssuerToken, ...handlers },
    authenticator: page.authenticator,
  });
  return harness;
}

function registration(threeDs: boolean): CardRegistrationInput {
  return cardRegistrationInput.parse({
    token: {
      payment_type: 'card',
      type: 'recurring',
      usage_limit: 'monthly',
      email: 'taro@example.jp',
      data: {
        cardholder: 'TARO YAMADA',
        card_number: cardNumber,
        exp_month: '12',
        exp_year: '2030',
        cvv: '123',
        ...(threeDs && {
          three_ds: { enabled: true, redirect_endpoint: 'https://shop.example/registered' },
        }),
      },
    },
  });
}

const recurring = (status?: string, error?: unknown) =>
  cardToken({
    type: 'recurring',
    ...(status !== undefined && { threeDs: { enabled: true, status, error: error ?? null } }),
  });

describe('card registration', () => {
  it('succeeds at once when the token needs no 3DS', async () => {
    const h = await open({ [routes.createToken]: () => recurring() });
    const id = await started(h.engine.startCardRegistration(registration(false)));
    expect(await h.ended(id)).toMatchObject({ step: 'succeeded' });
    expect(h.steps(id)).toEqual(['started', 'creating_token', 'succeeded']);
    expect(h.calls.map((call) => call.route)).toEqual([routes.createToken]);
    expect(h.callsOf(routes.createToken)[0]?.idempotencyKey).toBe(
      h.journal.operation(id)?.idempotencyKeys.token_create,
    );
    expect(h.journal.operation(id)?.facts.transactionTokenId).toBe(tokenId);
  });

  it('polls the token until awaiting, authenticates, and succeeds once 3DS is successful', async () => {
    const page = fakeAuthenticator();
    const h = await open(
      {
        [routes.createToken]: () => recurring('pending'),
        [routes.getToken]: inTurn(
          recurring('pending'),
          recurring('awaiting'),
          recurring('awaiting'),
          recurring('successful'),
        ),
      },
      page,
    );
    const id = await started(h.engine.startCardRegistration(registration(true)));
    expect(await h.ended(id)).toMatchObject({ step: 'succeeded' });
    expect(h.steps(id)).toEqual(['started', 'creating_token', 'authenticating_token', 'succeeded']);
    expect(h.events.find((event) => event.step === 'authenticating_token')).toMatchObject({
      abortable: true,
      action: { type: 'three_ds', url: threeDsIssuerToken.issuer_token },
    });
    expect(page.opened[0]?.request).toMatchObject({
      operationId: id,
      redirectEndpoint: 'https://shop.example/registered',
    });
    expect(page.opened[0]?.signal.aborted).toBe(true);
    expect(h.callsOf(routes.getToken)).toHaveLength(4);
  });

  it('fails with the payment error when 3DS fails', async () => {
    const failed = { code: 359, message: 'THREE_DS_FAILED', details: null };
    const h = await open({
      [routes.createToken]: () => recurring('awaiting'),
      [routes.getToken]: () => recurring('failed', failed),
    });
    const id = await started(h.engine.startCardRegistration(registration(true)));
    expect(await h.ended(id)).toMatchObject({
      step: 'failed',
      problem: { type: 'payment', code: 359 },
    });
  });

  it('abandons and closes the page when aborted during 3DS', async () => {
    const page = fakeAuthenticator(({ request }) => {
      expect(harness?.engine.abort(request.operationId).ok).toBe(true);
    });
    const h = await open(
      {
        [routes.createToken]: () => recurring('awaiting'),
        [routes.getToken]: () => recurring('awaiting'),
      },
      page,
    );
    const id = await started(h.engine.startCardRegistration(registration(true)));
    expect(await h.ended(id)).toMatchObject({ step: 'abandoned', problem: { type: 'aborted' } });
    expect(page.opened[0]?.signal.aborted).toBe(true);
  });

  it('abandons when aborted while the token is polled', async () => {
    const h = await open({
      [routes.createToken]: () => recurring('pending'),
      [routes.getToken]: () => {
        harness?.engine.abort(harness.engine.running()[0]?.operationId ?? '');
        return recurring('pending');
      },
    });
    const id = await started(h.engine.startCardRegistration(registration(true)));
    expect(await h.ended(id)).toMatchObject({ step: 'abandoned' });
    expect(h.callsOf(routes.getToken)).toHaveLength(1);
  });

  it('fails, charging nothing, when the token request is lost', async () => {
    const h = await open({
      [routes.createToken]: () => {
        throw networkError('CONNECTION_RESET');
      },
    });
    const id = await started(h.engine.startCardRegistration(registration(true)));
    expect(await h.ended(id)).toMatchObject({
      step: 'failed',
      problem: { type: 'connection', code: 'CONNECTION_RESET' },
    });
  });
});
