import { afterEach, describe, expect, it } from 'vitest';
import {
  AuthenticationEnded,
  type Authenticator,
} from '../../../../../../main/flows/engine/flow-definition';
import { ServiceClientError } from '../../../../../../main/service/service-client-error';
import {
  cancelId,
  cardNumber,
  cardSale,
  cardToken,
  charge,
  chargeId,
  fakeAuthenticator,
  inTurn,
  networkError,
  openHarness,
  routes,
  serviceError,
  settle,
  started,
  storeId,
  threeDsIssuerToken,
  tillId,
  tokenId,
  untilAborted,
  type Handler,
  type Harness,
} from '../../flow-harness';
import { cancelJson } from '../../sale-flow-kit';

let harness: Harness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function open(
  handlers: Record<string, Handler>,
  authenticator?: ReturnType<typeof fakeAuthenticator>,
): Promise<Harness> {
  harness = await openHarness({
    handlers: { [routes.createToken]: () => cardToken(), ...handlers },
    ...(authenticator !== undefined && { authenticator: authenticator.authenticator }),
  });
  return harness;
}

const awaitingThreeDs = charge({ status: 'awaiting', three_ds_mode: 'normal' });

describe('card sale', () => {
  it('creates the token, charges it and succeeds once the charge is successful', async () => {
    const h = await open({
      [routes.createCharge]: () => charge(),
      [routes.getCharge]: inTurn(charge(), charge({ status: 'successful' })),
    });
    const id = await started(h.engine.startSale(cardSale()));
    const end = await h.ended(id);

    expect(h.steps(id)).toEqual([
      'started',
      'creating_token',
      'creating_charge',
      'processing',
      'succeeded',
    ]);
    expect(end).toMatchObject({ chargeId, chargeStatus: 'successful', amount: 1200 });
    const operation = h.journal.operation(id);
    expect(operation?.facts).toMatchObject({
      transactionTokenId: tokenId,
      chargeId,
      chargeStatus: 'successful',
      card: { brand: 'visa', lastFour: cardNumber.slice(-4) },
    });
  });

  it('sends each request under the key the journal chose with the intent', async () => {
    const h = await open({
      [routes.createCharge]: () => charge({ status: 'successful' }),
    });
    const id = await started(h.engine.startSale(cardSale()));
    await h.ended(id);
    const keys = h.journal.operation(id)?.idempotencyKeys;
    expect(h.callsOf(routes.createToken)[0]?.idempotencyKey).toBe(keys?.token_create);
    expect(h.callsOf(routes.createCharge)[0]?.idempotencyKey).toBe(keys?.charge_create);
  });

  it('records the charge request with the operation id before sending it', async () => {
    let recordedBeforeSending: unknown;
    const h = await open({
      [routes.createCharge]: (call) => {
        recordedBeforeSending = harness?.journal.operation(
          String(
            (call.input.body?.['metadata'] as Record<string, unknown>)['counter-operation-id'],
          ),
        )?.facts.chargeRequest;
        return charge({ status: 'successful' });
      },
    });
    const id = await started(
      h.engine.startSale(
        cardSale({
          descriptor: 'COUNTER 1',
          threeDs: { mode: 'normal', redirect_endpoint: 'https://shop.example/back' },
        }),
      ),
    );
    await h.ended(id);
    expect(recordedBeforeSending).toEqual({
      capture: true,
      descriptor: 'COUNTER 1',
      threeDsMode: 'normal',
      redirectEndpoint: 'https://shop.example/back',
      metadata: { 'counter-operation-id': id, 'counter-till-id': tillId },
    });
    expect(h.callsOf(routes.createCharge)[0]?.input.body).toMatchObject({
      transaction_token_id: tokenId,
      amount: 1200,
      currency: 'JPY',
      three_ds_mode: 'normal',
      redirect_three_ds: { endpoint: 'https://shop.example/back' },
    });
  });

  it('fails with the payment error of a declined charge', async () => {
    const declined = { code: 306, message: 'DECLINED', details: null };
    const h = await open({
      [routes.createCharge]: () => charge(),
      [routes.getCharge]: () => charge({ status: 'failed', error: declined }),
    });
    const id = await started(h.engine.startSale(cardSale()));
    const end = await h.ended(id);
    expect(end).toMatchObject({
      step: 'failed',
      chargeStatus: 'failed',
      problem: { type: 'payment', code: 306, message: 'DECLINED' },
    });
    expect(h.journal.operation(id)?.facts.paymentError).toEqual({ code: 306, message: 'DECLINED' });
  });

  it('ends an authorize-only sale at authorized', async () => {
    const h = await open({
      [routes.createCharge]: () => charge(),
      [routes.getCharge]: () => charge({ status: 'authorized', charged_amount: 1200 }),
    });
    const id = await started(h.engine.startSale(cardSale({ capture: false })));
    expect(await h.ended(id)).toMatchObject({ step: 'succeeded', chargeStatus: 'authorized' });
    expect(h.callsOf(routes.createCharge)[0]?.input.body).toMatchObject({ capture: false });
  });

  it('hands a captured sale left at authorized to a person', async () => {
    const h = await open({
      [routes.createCharge]: () => charge(),
      [routes.getCharge]: () => charge({ status: 'authorized' }),
    });
    const id = await started(h.engine.startSale(cardSale()));
    expect(await h.ended(id)).toMatchObject({
      step: 'needs_review',
      chargeStatus: 'authorized',
      problem: { type: 'review', reason: 'unexpected_service_state' },
    });
  });

  it('reads the processing charge held by the service until it leaves pending', async () => {
    const h = await open({
      [routes.createCharge]: () => charge(),
      [routes.getCharge]: inTurn(charge(), charge({ status: 'successful' })),
    });
    const id = await started(h.engine.startSale(cardSale()));
    await h.ended(id);
    expect(h.callsOf(routes.getCharge).map((call) => call.input.query)).toEqual([
      { polling: true },
      { polling: true },
    ]);
  });

  describe('3DS', () => {
    it('shows the issuer request, opens the page and polls until the charge is final', async () => {
      const page = fakeAuthenticator();
      const h = await open(
        {
          [routes.createCharge]: () => charge({ three_ds_mode: 'normal' }),
          [routes.getCharge]: inTurn(
            charge({ three_ds_mode: 'normal' }),
            awaitingThreeDs,
            awaitingThreeDs,
            charge({ status: 'successful', three_ds_mode: 'normal' }),
          ),
          [routes.chargeThreeDs]: () => threeDsIssuerToken,
        },
        page,
      );
      const id = await started(h.engine.startSale(cardSale()));
      const end = await h.ended(id);

      expect(h.steps(id)).toEqual([
        'started',
        'creating_token',
        'creating_charge',
        'processing',
        'authenticating',
        'succeeded',
      ]);
      const authenticating = h.events.find((event) => event.step === 'authenticating');
      expect(authenticating).toMatchObject({
        abortable: true,
        chargeStatus: 'awaiting',
        action: {
          type: 'three_ds',
          url: 'https://issuer.example/3ds',
          contentType: 'application/x-www-form-urlencoded; charset=UTF-8',
          body: 'PaReq=abc%3D&TermUrl=https%3A%2F%2Fsvc.example%2F3ds%2Fdone',
        },
      });
      expect(page.opened).toHaveLength(1);
      expect(page.opened[0]?.request).toMatchObject({
        operationId: id,
        method: 'POST',
        url: 'https://issuer.example/3ds',
        body: 'PaReq=abc%3D&TermUrl=https%3A%2F%2Fsvc.example%2F3ds%2Fdone',
      });
      expect(page.opened[0]?.signal.aborted).toBe(true);
      // Told the authentication ended, so the window closes as done without a redirect.
      expect(page.opened[0]?.signal.reason).toBeInstanceOf(AuthenticationEnded);
      expect(end).toMatchObject({ step: 'succeeded', chargeStatus: 'successful' });
    });

    it('registers the authenticator’s return endpoint when the sale names none', async () => {
      const back = 'http://127.0.0.1:4100/_host/authentication-return';
      const page = fakeAuthenticator();
      const h = await open(
        {
          [routes.createCharge]: () => awaitingThreeDs,
          [routes.getCharge]: () => charge({ status: 'successful', three_ds_mode: 'normal' }),
          [routes.chargeThreeDs]: () => threeDsIssuerToken,
        },
        { ...page, authenticator: { ...page.authenticator, returnEndpoint: () => back } },
      );
      const id = await started(h.engine.startSale(cardSale()));
      await h.ended(id);
      expect(h.callsOf(routes.createCharge)[0]?.input.body).toMatchObject({
        redirect_three_ds: { endpoint: back },
      });
      expect(page.opened[0]?.request).toMatchObject({
        redirectEndpoint: back,
        resource: { chargeId },
      });
      expect(h.journal.operation(id)?.facts.chargeRequest?.redirectEndpoint).toBe(back);
    });

    it('reads the charge at once when the customer comes back to the redirect endpoint', async () => {
      // Waits between polls never end by themselves: only the customer's return cuts one short.
      const endless = (_ms: number, signal: AbortSignal) =>
        new Promise<void>((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
        });
      const returned: Authenticator = { open: () => Promise.resolve('completed') };
      harness = await openHarness({
        handlers: {
          [routes.createToken]: () => cardToken(),
          [routes.createCharge]: () => awaitingThreeDs,
          [routes.getCharge]: () => charge({ status: 'successful', three_ds_mode: 'normal' }),
          [routes.chargeThreeDs]: () => threeDsIssuerToken,
        },
        authenticator: returned,
        sleep: endless,
      });
      const id = await started(harness.engine.startSale(cardSale()));
      expect(await harness.ended(id)).toMatchObject({ step: 'succeeded' });
      expect(harness.callsOf(routes.getCharge)).toHaveLength(1);
    });

    it('says the page was closed by hand, and opens it again when the cashier asks', async () => {
      const page = fakeAuthenticator();
      // The customer closes the first page before the issuer decides.
      const closedByHand = {
        authenticator: {
          open: (request, signal) =>
            page.opened.length === 0
              ? (page.opened.push({ request, signal }), Promise.resolve('closed' as const))
              : page.authenticator.open(request, signal),
        } satisfies Authenticator,
        opened: page.opened,
      };
      const shownClosed = () =>
        harness?.events.find(
          (event) => event.action?.type === 'three_ds' && event.action.windowClosed === true,
        );
      const h = await open(
        {
          [routes.createCharge]: () => awaitingThreeDs,
          [routes.getCharge]: () => {
            const closed = shownClosed();
            if (closed !== undefined && page.opened.length === 1) {
              expect(harness?.engine.reopenCustomerPage(closed.operationId)).toEqual({
                ok: true,
                value: undefined,
              });
            }
            return page.opened.length === 2
              ? charge({ status: 'successful', three_ds_mode: 'normal' })
              : awaitingThreeDs;
          },
          [routes.chargeThreeDs]: () => threeDsIssuerToken,
        },
        closedByHand,
      );
      const id = await started(h.engine.startSale(cardSale()));
      const end = await h.ended(id);
      expect(end, JSON.stringify(h.flowErrors.map(String))).toMatchObject({ step: 'succeeded' });
      const authenticating = h.events.filter((event) => event.step === 'authenticating');
      expect(authenticating.map((event) => event.action)).toEqual([
        expect.not.objectContaining({ windowClosed: true }),
        expect.objectContaining({ type: 'three_ds', windowClosed: true }),
        expect.not.objectContaining({ windowClosed: true }),
      ]);
      expect(authenticating.every((event) => event.abortable)).toBe(true);
      expect(page.opened).toHaveLength(2);
      expect(h.engine.reopenCustomerPage(id)).toEqual({
        ok: false,
        error: { code: 'NOTHING_TO_REOPEN' },
      });
    });

    it('fails when the customer fails 3DS', async () => {
      const threeDsFailed = { code: 358, message: 'THREE_DS_FAILED', details: null };
      const h = await open(
        {
          [routes.createCharge]: () => awaitingThreeDs,
          [routes.getCharge]: inTurn(charge({ status: 'failed', error: threeDsFailed })),
          [routes.chargeThreeDs]: () => threeDsIssuerToken,
        },
        fakeAuthenticator(),
      );
      const id = await started(h.engine.startSale(cardSale()));
      expect(await h.ended(id)).toMatchObject({
        step: 'failed',
        problem: { type: 'payment', code: 358 },
      });
    });

    it('hands a charge awaiting without 3DS to a person', async () => {
      const h = await open({
        [routes.createCharge]: () => charge({ status: 'awaiting', three_ds_mode: 'skip' }),
      });
      const id = await started(h.engine.startSale(cardSale()));
      expect(await h.ended(id)).toMatchObject({
        step: 'needs_review',
        problem: { type: 'review', reason: 'unexpected_service_state' },
      });
      expect(h.callsOf(routes.chargeThreeDs)).toHaveLength(0);
    });

    it('hands the sale to a person when the 3DS page cannot be shown', async () => {
      const h = await open(
        {
          [routes.createCharge]: () => awaitingThreeDs,
          [routes.getCharge]: () => awaitingThreeDs,
          [routes.chargeThreeDs]: () => threeDsIssuerToken,
        },
        {
          authenticator: { open: () => Promise.reject(new Error('no window')) },
          opened: [],
        },
      );
      const id = await started(h.engine.startSale(cardSale()));
      expect(await h.ended(id)).toMatchObject({ step: 'needs_review' });
      expect(h.flowErrors).toEqual([new Error('no window')]);
    });
  });

  describe('abort', () => {
    it('abandons before anything is sent when aborted at once', async () => {
      const h = await open({});
      const id = await started(h.engine.startSale(cardSale()));
      expect(h.engine.abort(id)).toEqual({ ok: true, value: undefined });
      expect(await h.ended(id)).toMatchObject({ step: 'abandoned', problem: { type: 'aborted' } });
      expect(h.calls).toEqual([]);
    });

    it('abandons while the token is being created', async () => {
      const h = await open({
        [routes.createToken]: (call) => {
          const id = harness?.engine.running()[0]?.operationId ?? '';
          expect(harness?.engine.abort(id).ok).toBe(true);
          return untilAborted(call);
        },
      });
      const id = await started(h.engine.startSale(cardSale()));
      expect(await h.ended(id)).toMatchObject({ step: 'abandoned' });
      expect(h.callsOf(routes.createCharge)).toHaveLength(0);
    });

    it('abandons after the token, before the charge is asked for', async () => {
      const h = await open({
        [routes.createToken]: () => {
          const id = harness?.engine.running()[0]?.operationId ?? '';
          harness?.engine.abort(id);
          return cardToken();
        },
      });
      const id = await started(h.engine.startSale(cardSale()));
      expect(await h.ended(id)).toMatchObject({ step: 'abandoned' });
      expect(h.steps(id)).toEqual(['started', 'creating_token', 'abandoned']);
      expect(h.callsOf(routes.createCharge)).toHaveLength(0);
      expect(h.journal.operation(id)?.facts.transactionTokenId).toBe(tokenId);
    });

    it('refuses to abort while the charge is processed, and says so', async () => {
      const refusals: unknown[] = [];
      const h = await open({
        [routes.createCharge]: () => charge(),
        [routes.getCharge]: () => {
          const id = harness?.engine.running()[0]?.operationId ?? '';
          refusals.push(harness?.engine.abort(id));
          return charge({ status: 'successful' });
        },
      });
      const id = await started(h.engine.startSale(cardSale()));
      expect(await h.ended(id)).toMatchObject({ step: 'succeeded' });
      expect(refusals).toEqual([
        { ok: false, error: { code: 'NOT_ABORTABLE', step: 'processing' } },
      ]);
      const processing = h.events.find((event) => event.step === 'processing');
      expect(processing?.abortable).toBe(false);
    });

    it('cancels the charge when aborted during 3DS, and ends abandoned once it is canceled', async () => {
      const page = fakeAuthenticator(({ request }) => {
        expect(harness?.engine.abort(request.operationId).ok).toBe(true);
      });
      let canceled = false;
      const h = await open(
        {
          [routes.createCharge]: () => awaitingThreeDs,
          [routes.getCharge]: () => (canceled ? charge({ status: 'canceled' }) : awaitingThreeDs),
          [routes.chargeThreeDs]: () => threeDsIssuerToken,
          [routes.cancel]: () => cancelJson('pending'),
          [routes.getCancel]: () => {
            canceled = true;
            return cancelJson('successful');
          },
        },
        page,
      );
      const id = await started(h.engine.startSale(cardSale()));
      const end = await h.ended(id);

      expect(h.steps(id).slice(-3)).toEqual(['authenticating', 'canceling', 'abandoned']);
      expect(h.events.find((event) => event.step === 'canceling')?.abortable).toBe(false);
      expect(end).toMatchObject({ chargeStatus: 'canceled', problem: { type: 'aborted' } });
      expect(page.opened[0]?.signal.aborted).toBe(true);
      expect(page.opened[0]?.signal.reason).not.toBeInstanceOf(AuthenticationEnded);
      expect(h.callsOf(routes.cancel)[0]?.input.params).toEqual({ storeId, chargeId });
      expect(h.journal.operation(id)?.facts).toMatchObject({ cancelId, chargeStatus: 'canceled' });
    });

    it('cancels the charge once the customer has not authenticated by the bound, and ends abandoned', async () => {
      const page = fakeAuthenticator();
      let canceled = false;
      const h = await open(
        {
          [routes.createCharge]: () => awaitingThreeDs,
          [routes.getCharge]: () => (canceled ? charge({ status: 'canceled' }) : awaitingThreeDs),
          [routes.chargeThreeDs]: () => threeDsIssuerToken,
          [routes.cancel]: () => {
            canceled = true;
            return cancelJson('pending');
          },
          [routes.getCancel]: () => cancelJson('successful'),
        },
        page,
      );
      const id = await started(h.engine.startSale(cardSale()));
      const end = await h.ended(id);

      expect(h.steps(id).slice(-3)).toEqual(['authenticating', 'canceling', 'abandoned']);
      expect(end).toMatchObject({ chargeStatus: 'canceled', problem: { type: 'timed_out' } });
      expect(page.opened[0]?.signal.aborted).toBe(true);
      expect(h.callsOf(routes.cancel)).toHaveLength(1);
      expect(h.journal.reviewList()).toEqual([]);
    });

    it('ends as the charge did when the customer finished 3DS before the cancel', async () => {
      const h = await open(
        {
          [routes.createCharge]: () => awaitingThreeDs,
          [routes.getCharge]: () => charge({ status: 'successful' }),
          [routes.chargeThreeDs]: () => threeDsIssuerToken,
          [routes.cancel]: () => {
            throw serviceError(400, 'CANCEL_NOT_ALLOWED');
          },
        },
        fakeAuthenticator(({ request }) => harness?.engine.abort(request.operationId)),
      );
      const id = await started(h.engine.startSale(cardSale()));
      expect(await h.ended(id)).toMatchObject({ step: 'succeeded', chargeStatus: 'successful' });
    });
  });

  describe('errors', () => {
    it('fails without charging when the token request cannot reach the service', async () => {
      const h = await open({
        [routes.createToken]: () => {
          throw networkError('CONNECTION_REFUSED');
        },
      });
      const id = await started(h.engine.startSale(cardSale()));
      expect(await h.ended(id)).toMatchObject({
        step: 'failed',
        problem: { type: 'connection', code: 'CONNECTION_REFUSED' },
      });
      expect(h.callsOf(routes.createCharge)).toHaveLength(0);
    });

    it('fails with the service problem when the token is refused', async () => {
      const h = await open({
        [routes.createToken]: () => {
          throw serviceError(400, 'NO_TEST_CARD_IN_LIVE_MODE');
        },
      });
      const id = await started(h.engine.startSale(cardSale()));
      expect(await h.ended(id)).toMatchObject({
        step: 'failed',
        problem: { type: 'service', status: 400, code: 'NO_TEST_CARD_IN_LIVE_MODE' },
      });
      expect(h.journal.operation(id)?.facts.serviceError).toEqual({
        status: 400,
        code: 'NO_TEST_CARD_IN_LIVE_MODE',
      });
    });

    it('fails with the fields when the service refuses the charge', async () => {
      const h = await open({
        [routes.createCharge]: () => {
          throw serviceError(400, 'CHARGE_TOO_QUICK');
        },
      });
      const id = await started(h.engine.startSale(cardSale()));
      expect(await h.ended(id)).toMatchObject({
        step: 'failed',
        problem: {
          type: 'service',
          code: 'CHARGE_TOO_QUICK',
          fields: [{ field: 'amount', reason: 'INVALID_AMOUNT' }],
        },
      });
    });

    it('hands the sale to a person when the charge answer is lost', async () => {
      const h = await open({
        [routes.createCharge]: () => {
          throw networkError('CONNECTION_RESET');
        },
      });
      const id = await started(h.engine.startSale(cardSale()));
      expect(await h.ended(id)).toMatchObject({
        step: 'needs_review',
        problem: { type: 'review', reason: 'outcome_unknown' },
      });
      expect(h.journal.reviewList().map((operation) => operation.id)).toEqual([id]);
    });

    it('hands the sale to a person when the charge key conflicts', async () => {
      const h = await open({
        [routes.createCharge]: () => {
          throw serviceError(409, 'IDEMPOTENCY_KEY_CONFLICT');
        },
      });
      const id = await started(h.engine.startSale(cardSale()));
      expect(await h.ended(id)).toMatchObject({
        step: 'needs_review',
        problem: { type: 'review', reason: 'idempotency_key_conflict' },
      });
      expect(h.journal.operation(id)?.review?.reason).toBe('idempotency_key_conflict');
    });

    it('hands the sale to a person when the charge cannot be read after it was made', async () => {
      const h = await open({
        [routes.createCharge]: () => charge(),
        [routes.getCharge]: () => {
          throw new ServiceClientError(
            { kind: 'response_shape', code: 'RESPONSE_SHAPE', status: 200, paths: ['status'] },
            'fake',
          );
        },
      });
      const id = await started(h.engine.startSale(cardSale()));
      expect(await h.ended(id)).toMatchObject({ step: 'needs_review', chargeId });
    });

    it('hands the sale to a person when the charge stays pending past the polling bound', async () => {
      const h = await open({
        [routes.createCharge]: () => charge(),
        [routes.getCharge]: () => charge(),
      });
      const id = await started(h.engine.startSale(cardSale()));
      expect(await h.ended(id)).toMatchObject({ step: 'needs_review' });
      expect(h.callsOf(routes.getCharge)).toHaveLength(6);
    });

    it('sends nothing after the sale ended', async () => {
      const h = await open({
        [routes.createCharge]: () => charge(),
        [routes.getCharge]: () => charge({ status: 'successful' }),
      });
      const id = await started(h.engine.startSale(cardSale()));
      await h.ended(id);
      const sent = h.calls.length;
      await settle();
      expect(h.calls).toHaveLength(sent);
      expect(h.engine.running()).toEqual([]);
    });
  });

  describe('secrecy', () => {
    it('keeps the card number and CVV out of the journal file and every event', async () => {
      const page = fakeAuthenticator();
      const h = await open(
        {
          [routes.createCharge]: () => awaitingThreeDs,
          [routes.getCharge]: inTurn(charge({ status: 'successful' })),
          [routes.chargeThreeDs]: () => threeDsIssuerToken,
        },
        page,
      );
      const id = await started(h.engine.startSale(cardSale()));
      await h.ended(id);

      expect(h.callsOf(routes.createToken)[0]?.input.body).toMatchObject({
        data: { card_number: cardNumber },
      });
      const file = (await h.journalBytes()).toString('utf8');
      const events = JSON.stringify(h.events);
      for (const text of [file, events]) {
        expect(text).not.toContain(cardNumber);
        expect(text).not.toContain('"123"');
        expect(text).not.toContain('cvv');
      }
      expect(file).toContain(cardNumber.slice(-4));
    });
  });
});
