import { describe, expect, it, vi } from 'vitest';
import type {
  FlowProblem,
  FlowProgress,
  FlowStep,
} from '../../../../../shared/flows/flow-progress';
import type { IpcResult } from '../../../../../shared/ipc/ipc-result';
import {
  createCardRegistrationStore,
  registrationOutcome,
} from '../../../../../renderer/features/tokens/card-registration-store';
import { emptyCardRegistrationForm } from '../../../../../renderer/features/tokens/card-registration-form';

function progress(
  step: FlowStep,
  problem?: FlowProblem,
  operationId = '6f1d3c2a-7b4e-4f80-9a51-2c3d4e5f6a7b',
): FlowProgress {
  return {
    operationId,
    kind: 'card_registration',
    step,
    at: '2026-11-28T10:00:00.000Z',
    abortable: false,
    ...(problem !== undefined && { problem }),
  };
}

describe('a card registration’s outcome', () => {
  it('is none while the registration runs', () => {
    expect(registrationOutcome(null)).toBeNull();
    expect(registrationOutcome(progress('creating_token'))).toBeNull();
  });

  it('is not registered when the service refused the card', () => {
    const refusal: FlowProblem = {
      type: 'service',
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'data.card_number', reason: 'INVALID_CARD_NUMBER' }],
    };
    expect(registrationOutcome(progress('failed', refusal))).toBe('failed');
  });

  it('is not registered when 3-D Secure failed or nothing reached the service', () => {
    const declined: FlowProblem = { type: 'payment', code: 306, message: 'declined' };
    expect(registrationOutcome(progress('failed', declined))).toBe('failed');
    const refused: FlowProblem = { type: 'connection', code: 'CONNECTION_REFUSED' };
    expect(registrationOutcome(progress('failed', refused))).toBe('failed');
  });

  it('may be registered when the answer was lost, timed out or was a 5xx', () => {
    for (const problem of [
      { type: 'connection', code: 'CONNECTION_RESET' },
      { type: 'connection', code: 'TIMEOUT' },
      { type: 'service', status: 500, code: 'INTERNAL_ERROR', fields: [] },
    ] satisfies FlowProblem[]) {
      expect(registrationOutcome(progress('failed', problem))).toBe('unknown');
    }
  });

  it('is the step itself for the other endings', () => {
    expect(registrationOutcome(progress('succeeded'))).toBe('succeeded');
    expect(registrationOutcome(progress('abandoned', { type: 'aborted' }))).toBe('abandoned');
    expect(registrationOutcome(progress('needs_review'))).toBe('needs_review');
  });
});

/** Main as the store sees it: each start reports its steps, before or after it answers. */
function fakeMain() {
  const listeners = new Set<(progress: FlowProgress) => void>();
  const emit = (event: FlowProgress) => listeners.forEach((listener) => listener(event));
  const unread: IpcResult<never> = { ok: false, error: { code: 'NOT_FOUND', message: 'none' } };
  let started = 0;
  let reportBeforeAnswer = false;
  const reopened: string[] = [];
  const refused: FlowProblem = {
    type: 'service',
    status: 409,
    code: 'NON_UNIQUE_ACTIVE_TOKEN',
    fields: [],
  };
  const pos = {
    onFlowsProgress: (listener: (progress: FlowProgress) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    flowsStartCardRegistration: async () => {
      started += 1;
      const operationId = `00000000-0000-4000-8000-00000000000${started}`;
      const steps = [
        progress('started', undefined, operationId),
        progress('failed', refused, operationId),
      ];
      if (reportBeforeAnswer) steps.forEach(emit);
      else queueMicrotask(() => steps.forEach(emit));
      return Promise.resolve({ ok: true as const, data: { operationId } });
    },
    flowsAbort: () => Promise.resolve({ ok: true as const, data: null }),
    flowsReopenCustomerPage: ({ operationId }: { operationId: string }) => {
      reopened.push(operationId);
      // Main has a page to reopen only for the first registration of this fake.
      return Promise.resolve(
        operationId === '6f1d3c2a-7b4e-4f80-9a51-2c3d4e5f6a7b'
          ? { ok: true as const, data: null }
          : { ok: false as const, error: { code: 'NOTHING_TO_REOPEN' as const, message: 'none' } },
      );
    },
    journalGetOperation: () => Promise.resolve(unread),
    tokensGet: () => Promise.resolve(unread),
  };
  return { pos, emit, reopened, reportBeforeAnswer: () => void (reportBeforeAnswer = true) };
}

describe('the card registration store', () => {
  it('follows a second registration whose end main reports before it answers', async () => {
    const main = fakeMain();
    const store = createCardRegistrationStore(main.pos);
    store.getState().update({
      ...emptyCardRegistrationForm,
      cardholder: 'Hanako Member',
      cardNumber: '4000000000003220',
      expiry: '1230',
      cvv: '123',
      email: 'member@example.com',
    });
    const now = new Date('2026-11-28T00:00:00Z');
    await store.getState().start(now);
    await vi.waitFor(() => expect(store.getState().progress?.step).toBe('failed'));

    main.reportBeforeAnswer();
    await store.getState().start(now);
    expect(store.getState().operationId).toBe('00000000-0000-4000-8000-000000000002');
    expect(store.getState().progress?.operationId).toBe('00000000-0000-4000-8000-000000000002');
    expect(registrationOutcome(store.getState().progress)).toBe('failed');
  });
});

describe('a card registration put back after the counter started again', () => {
  it('follows the registration main listed to its end', () => {
    const main = fakeMain();
    const store = createCardRegistrationStore(main.pos);
    const waiting = progress('authenticating_token');
    expect(store.getState().attach(waiting, [])).toBe(true);
    expect(store.getState()).toMatchObject({
      operationId: waiting.operationId,
      progress: waiting,
    });
    main.emit({ ...progress('succeeded'), at: '2026-11-28T10:01:00.000Z' });
    expect(registrationOutcome(store.getState().progress)).toBe('succeeded');
  });

  it('is not put back from a sale', () => {
    const store = createCardRegistrationStore(fakeMain().pos);
    expect(store.getState().attach({ ...progress('processing'), kind: 'card_sale' }, [])).toBe(
      false,
    );
    expect(store.getState().operationId).toBeNull();
  });
});

describe('an issuer’s page closed by hand during a registration', () => {
  it('is opened again for the registration the dialog follows', async () => {
    const main = fakeMain();
    const store = createCardRegistrationStore(main.pos);
    await expect(store.getState().reopen()).resolves.toBeNull();
    expect(main.reopened).toEqual([]);

    store.getState().attach(progress('authenticating_token'), []);
    await expect(store.getState().reopen()).resolves.toBeNull();
    expect(main.reopened).toEqual(['6f1d3c2a-7b4e-4f80-9a51-2c3d4e5f6a7b']);
  });

  it('tells why main could not open it again', async () => {
    const main = fakeMain();
    const store = createCardRegistrationStore(main.pos);
    store
      .getState()
      .attach(
        progress('authenticating_token', undefined, '00000000-0000-4000-8000-000000000009'),
        [],
      );
    await expect(store.getState().reopen()).resolves.toMatchObject({ code: 'NOTHING_TO_REOPEN' });
  });
});
