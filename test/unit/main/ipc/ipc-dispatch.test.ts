import { describe, expect, it, vi } from 'vitest';
import { invokeChannels, type InvokeChannel } from '../../../../shared/ipc/channel-names';
import { CredentialsError } from '../../../../main/credentials/credentials-error';
import type { HandlerTable } from '../../../../main/ipc/handler-table';
import { createIpcDispatch } from '../../../../main/ipc/ipc-dispatch';
import { IpcFailure } from '../../../../main/ipc/ipc-failure';
import { ServiceClientError } from '../../../../main/service/service-client-error';
import { storeCredentials } from '../credentials/app-token-fixture';

const operationId = '11efd2ab-5b8d-be7f-9fda-b07b8c9daeb5';
const { secret, jwt } = storeCredentials();

/** Every channel answers `null` unless a test gives it a handler; each one is a spy. */
function table(overrides: Partial<Record<InvokeChannel, (input: unknown) => Promise<unknown>>>) {
  const handlers = Object.fromEntries(
    invokeChannels.map((channel) => [
      channel,
      vi.fn(overrides[channel] ?? (() => Promise.resolve(null))),
    ]),
  );
  // A spy per channel stands in for each channel's own handler type.
  return handlers as unknown as HandlerTable & Record<InvokeChannel, ReturnType<typeof vi.fn>>;
}

function dispatcher(overrides: Parameters<typeof table>[0] = {}, validateOutput = true) {
  const handlers = table(overrides);
  const logged: unknown[] = [];
  const refusals: string[] = [];
  const dispatch = createIpcDispatch({
    handlers,
    validateOutput,
    onError: (_channel, error) => logged.push(error),
    onRefusal: (channel, refusal) => refusals.push(`${channel} ${refusal.code}`),
  });
  return { dispatch, handlers, logged, refusals };
}

/** A card sale the contract accepts but for its metadata. */
function sale(metadata: Record<string, unknown>) {
  return {
    token: {
      payment_type: 'card',
      email: 'a@example.com',
      data: {
        cardholder: 'HANAKO YAMADA',
        card_number: '4000020000000000',
        exp_month: '12',
        exp_year: '2099',
        cvv: '123',
      },
    },
    charge: { amount: 1000, currency: 'JPY', metadata },
  };
}

describe('the IPC dispatch', () => {
  it('refuses an unknown channel, including names every object has', async () => {
    const { dispatch, handlers } = dispatcher();
    for (const channel of ['charges:create', '__proto__', 'constructor', 'toString', '']) {
      const result = await dispatch(channel, {});
      expect(result).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL' } });
    }
    for (const channel of invokeChannels) expect(handlers[channel]).not.toHaveBeenCalled();
  });

  it('answers a malformed input with the field errors and never runs the handler', async () => {
    const { dispatch, handlers } = dispatcher();
    const result = await dispatch('journal:get-operation', { operationId: 'nope', extra: 1 });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        message: expect.any(String) as string,
        fields: [
          { field: 'operationId', reason: 'INVALID_UUID' },
          { field: 'extra', reason: 'UNKNOWN_FIELD' },
        ],
      },
    });
    expect(handlers['journal:get-operation']).not.toHaveBeenCalled();
  });

  it('refuses a sale whose token the service would refuse, before any flow sees it', async () => {
    const { dispatch, handlers } = dispatcher();
    const result = await dispatch('flows:start-sale', {
      token: { payment_type: 'card', email: 'a@example.com', data: { card_number: '1' } },
      charge: { amount: 1000, currency: 'JPY' },
    });
    expect(result.ok).toBe(false);
    expect(handlers['flows:start-sale']).not.toHaveBeenCalled();
  });

  it('refuses an input too large or too deeply nested to parse', async () => {
    const { dispatch, handlers } = dispatcher();
    let deep: unknown = 'x';
    for (let level = 0; level < 40; level++) deep = { deep };
    const huge = { query: { search: 'x'.repeat(1024 * 1024) }, scope: 'store' };
    for (const [channel, input] of [
      ['history:list', huge],
      ['settings:set', deep],
    ] as const) {
      const result = await dispatch(channel, input);
      expect(result).toMatchObject({
        ok: false,
        error: { code: 'INVALID_INPUT', fields: [{ field: '', reason: 'OUT_OF_RANGE' }] },
      });
      expect(handlers[channel]).not.toHaveBeenCalled();
    }
  });

  it('refuses an array with holes, which a parse would walk slot by slot', async () => {
    const { dispatch, handlers } = dispatcher();
    // eslint-disable-next-line no-sparse-arrays -- the hole is what is refused
    const holey = [1, , 3];
    const result = await dispatch('flows:start-sale', sale({ tags: holey }));
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', fields: [{ field: '', reason: 'INVALID_FORMAT' }] },
    });
    expect(handlers['flows:start-sale']).not.toHaveBeenCalled();
    await dispatch('flows:start-sale', sale({ tags: [1, 2, 3] }));
    expect(handlers['flows:start-sale']).toHaveBeenCalledOnce();
  });

  it('measures a huge sparse array by its length and refuses it before any parse', async () => {
    const { dispatch, handlers } = dispatcher();
    // Fifty million holes cost nothing to make; walking them is what crashed main.
    const result = await dispatch('flows:start-sale', sale({ tags: new Array(50_000_000) }));
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', fields: [{ field: '', reason: 'OUT_OF_RANGE' }] },
    });
    expect(handlers['flows:start-sale']).not.toHaveBeenCalled();
  });

  it('hands the handler the parsed input and answers its data', async () => {
    const { dispatch, handlers } = dispatcher({
      'flows:abort': () => Promise.resolve(null),
    });
    const result = await dispatch('flows:abort', { operationId });
    expect(result).toEqual({ ok: true, data: null });
    expect(handlers['flows:abort']).toHaveBeenCalledWith({ operationId });
  });

  it('calls a channel with nothing to send without an argument', async () => {
    const { dispatch, handlers } = dispatcher({
      'flows:list-running': () => Promise.resolve([]),
    });
    expect(await dispatch('flows:list-running', undefined)).toEqual({ ok: true, data: [] });
    expect(handlers['flows:list-running']).toHaveBeenCalledWith({});
  });

  it('turns an unknown error into INTERNAL_ERROR without its message, cause or stack', async () => {
    const planted = new Error(`Bearer ${secret}.${jwt} was refused`, {
      cause: { secret, jwt },
    });
    const { dispatch, logged } = dispatcher({
      'profiles:get-active': () => Promise.reject(planted),
    });
    const result = await dispatch('profiles:get-active', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'INTERNAL_ERROR' } });
    const text = JSON.stringify(result);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(jwt);
    if (!result.ok) expect(Object.keys(result.error)).toEqual(['code', 'message']);
    expect(logged).toEqual([planted]);
  });

  it('reports a coded refusal as a refusal, not as an error with its stack', async () => {
    const { dispatch, logged, refusals } = dispatcher({
      'profiles:get-active': () =>
        Promise.reject(new IpcFailure('NO_ACTIVE_PROFILE', 'Choose a store profile first.')),
    });
    const result = await dispatch('profiles:get-active', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'NO_ACTIVE_PROFILE' } });
    expect(refusals).toEqual(['profiles:get-active NO_ACTIVE_PROFILE']);
    expect(logged).toEqual([]);
  });

  it('passes a service error code on, composing its message without the cause', async () => {
    const error = new ServiceClientError(
      {
        kind: 'service',
        status: 401,
        code: 'INVALID_CREDENTIALS',
        fields: [{ field: 'authorization', reason: 'INVALID_FORMAT' }],
        requestId: undefined,
        idempotencyStatus: undefined,
      },
      'GET /stores/{storeId}/tokens',
      { cause: new Error(`Authorization: Bearer ${secret}.${jwt}`) },
    );
    const { dispatch } = dispatcher({ 'tokens:list': () => Promise.reject(error) });
    const result = await dispatch('tokens:list', { scope: 'store' });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'INVALID_CREDENTIALS',
        message: 'GET /stores/{storeId}/tokens: INVALID_CREDENTIALS (401)',
        fields: [{ field: 'authorization', reason: 'INVALID_FORMAT' }],
      },
    });
    expect(JSON.stringify(result)).not.toContain(secret);
  });

  it('keeps a service code from the network only when it reads as a code', async () => {
    const error = new ServiceClientError(
      {
        kind: 'service',
        status: 400,
        code: `${secret}.${jwt}`,
        fields: [{ field: jwt, reason: secret }],
        requestId: undefined,
        idempotencyStatus: undefined,
      },
      'GET /stores/{storeId}/tokens',
    );
    const { dispatch } = dispatcher({ 'tokens:list': () => Promise.reject(error) });
    const result = await dispatch('tokens:list', { scope: 'store' });
    expect(result).toMatchObject({ ok: false, error: { code: 'SERVICE_ERROR' } });
    const text = JSON.stringify(result);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(jwt);
  });

  it('answers SERVICE_ERROR for a service code the renderer has no words for, naming it in the message', async () => {
    const error = new ServiceClientError(
      {
        kind: 'service',
        status: 502,
        code: 'HTTP_502',
        fields: [],
        requestId: undefined,
        idempotencyStatus: undefined,
      },
      'GET /stores/{storeId}/tokens',
    );
    const { dispatch } = dispatcher({ 'tokens:list': () => Promise.reject(error) });
    expect(await dispatch('tokens:list', { scope: 'store' })).toEqual({
      ok: false,
      error: { code: 'SERVICE_ERROR', message: 'GET /stores/{storeId}/tokens: HTTP_502 (502)' },
    });
  });

  it('passes a credentials error code and its fields on, never its cause', async () => {
    const error = new CredentialsError('STORE_ID_MISMATCH', 'The app token is for another store.', {
      fields: [{ field: 'storeId', reason: 'DEPENDS_ON_OTHER_FIELD' }],
      cause: new Error(jwt),
    });
    const { dispatch } = dispatcher({ 'profiles:list': () => Promise.reject(error) });
    const result = await dispatch('profiles:list', {});
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'STORE_ID_MISMATCH',
        message: 'The app token is for another store.',
        fields: [{ field: 'storeId', reason: 'DEPENDS_ON_OTHER_FIELD' }],
      },
    });
  });

  it("passes a handler's coded refusal on", async () => {
    const { dispatch } = dispatcher({
      'profiles:remove': () =>
        Promise.reject(new IpcFailure('PROFILE_IN_USE', 'Select another profile first.')),
    });
    const result = await dispatch('profiles:remove', { profileId: operationId });
    expect(result).toEqual({
      ok: false,
      error: { code: 'PROFILE_IN_USE', message: 'Select another profile first.' },
    });
  });

  it('refuses an answer outside the contract when checking outputs', async () => {
    const leaky = { enabled: true, secret };
    const { dispatch, logged } = dispatcher({ 'training:get': () => Promise.resolve(leaky) });
    const result = await dispatch('training:get', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_OUTPUT' } });
    expect(JSON.stringify(result)).not.toContain(secret);
    expect(logged).toHaveLength(1);
  });

  it('leaves the answer unchecked in production', async () => {
    const { dispatch } = dispatcher({ 'training:get': () => Promise.resolve({ on: 1 }) }, false);
    expect(await dispatch('training:get', {})).toEqual({ ok: true, data: { on: 1 } });
  });
});
