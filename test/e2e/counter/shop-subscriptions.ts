import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isTerminalFlowStep } from '../../../shared/flows/flow-progress';
import { operationDetail } from '../../../shared/ipc/ipc-payloads';
import { expect, type CounterHarness } from './counter-fixture';

/*
 * A subscription of the training store, set up as a shop's own system would: a recurring card
 * registered through main, then the subscription created with the store's app token.
 */

/** A recurring card registered through main, as the tokens view does; answers its token id. */
export async function registerCard(
  counter: CounterHarness,
  month: number,
  cardNumber = '4012000033330026',
): Promise<string> {
  const ended = counter.nextEvent('flows:progress', (progress) =>
    isTerminalFlowStep(progress.step),
  );
  const started = await counter.core.dispatch('flows:start-card-registration', {
    token: {
      payment_type: 'card',
      type: 'recurring',
      usage_limit: 'monthly',
      email: 'subscriber@example.com',
      data: {
        cardholder: 'Jiro Subscriber',
        card_number: cardNumber,
        exp_month: String(month),
        exp_year: '2031',
        cvv: '123',
        three_ds: { enabled: false },
      },
    },
  });
  if (!started.ok) throw new Error('the registration did not start');
  const { operationId } = started.data as { operationId: string };
  expect((await ended).step).toBe('succeeded');
  const operation = await counter.core.dispatch('journal:get-operation', { operationId });
  const tokenId = operation.ok
    ? operationDetail.parse(operation.data).transactionTokenId
    : undefined;
  if (tokenId === undefined) throw new Error('the registration made no token');
  return tokenId;
}

/**
 * Counter has no channel that creates or changes a subscription (a shop's own system does), so
 * the test sends those requests as that system would, with the training store's own app token.
 */
export async function shopSystem(counter: CounterHarness) {
  const state = JSON.parse(
    await readFile(path.join(counter.dataDir, 'training', 'simulator.json'), 'utf8'),
  ) as unknown;
  let credentials: { secret: string; jwt: string } | undefined;
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      if (record.label === 'store1Test' && typeof record.secret === 'string') {
        credentials = { secret: record.secret, jwt: String(record.jwt) };
      } else Object.values(record).forEach(walk);
    }
  };
  walk(state);
  if (credentials === undefined) throw new Error('no training app token');
  const { secret, jwt } = credentials;
  return async (method: 'POST' | 'PATCH', route: string, body: object) => {
    const response = await fetch(`${counter.core.simulatorOrigin}${route}`, {
      method,
      headers: {
        authorization: `Bearer ${secret}.${jwt}`,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(method === 'POST' ? 201 : 200);
    return (await response.json()) as { id: string; store_id: string };
  };
}

export async function createSubscription(counter: CounterHarness, tokenId: string, amount = 1500) {
  const send = await shopSystem(counter);
  return send('POST', '/subscriptions', {
    transaction_token_id: tokenId,
    amount,
    currency: 'JPY',
    period: 'monthly',
  });
}
