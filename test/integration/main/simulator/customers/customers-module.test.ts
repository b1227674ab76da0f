import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppTokenRecord } from '../../../../../main/simulator/accounts';
import { customersModule } from '../../../../../main/simulator/customers/customers-module';
import { customerRoutes } from '../../../../../shared/service/customers';
import { secretAuth, startTestSimulator, type TestSimulator } from '../simulator-fixture';

let sim: TestSimulator;

beforeAll(async () => {
  sim = await startTestSimulator({ modules: [customersModule], clock: 'frozen' });
});
beforeEach(async () => {
  await sim.call('POST', '/_sim/reset');
});
afterAll(() => sim.close());

async function customerId(
  merchantCustomerId: string,
  token: Pick<AppTokenRecord, 'secret' | 'jwt' | 'storeId'> = sim.credentials.appTokens.store1Test,
): Promise<string> {
  const answer = await sim.call('POST', `/stores/${token.storeId ?? ''}/create_customer_id`, {
    headers: { authorization: secretAuth(token) },
    body: { customer_id: merchantCustomerId },
  });
  expect(answer.status).toBe(200);
  return customerRoutes.createCustomerId.response.parse(answer.json()).customer_id;
}

describe('customer ids (POST /stores/{id}/create_customer_id)', () => {
  it('answers a version 5 UUID', async () => {
    expect(await customerId('C-1')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('answers the same id for the same customer, and records it once', async () => {
    const first = await customerId('C-1');
    expect(await customerId('C-1')).toBe(first);
    const state = await sim.call('GET', '/_sim/state');
    expect(state.json()).toMatchObject({ collections: { 'customer-ids': 1 } });
  });

  it('keeps the id across a reset, since it is derived rather than drawn', async () => {
    const first = await customerId('C-1');
    await sim.call('POST', '/_sim/reset');
    expect(await customerId('C-1')).toBe(first);
  });

  it('answers different ids for different customers and for another store', async () => {
    const { store1Test, store2Test } = sim.credentials.appTokens;
    const ids = [
      await customerId('C-1', store1Test),
      await customerId('C-2', store1Test),
      await customerId('C-1', store2Test),
    ];
    expect(new Set(ids).size).toBe(3);
  });

  it('answers the same id to the test and live tokens of a store', async () => {
    const { store1Test, store1Live } = sim.credentials.appTokens;
    expect(await customerId('C-1', store1Live)).toBe(await customerId('C-1', store1Test));
  });

  it('takes a customer_id of 64 characters and refuses one of 65', async () => {
    await customerId('c'.repeat(64));
    const { store1Test } = sim.credentials.appTokens;
    const answer = await sim.call(
      'POST',
      `/stores/${store1Test.storeId ?? ''}/create_customer_id`,
      {
        headers: { authorization: secretAuth(store1Test) },
        body: { customer_id: 'c'.repeat(65) },
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'customer_id', reason: 'INVALID_FORMAT' }],
    });
  });

  it('refuses an empty customer_id', async () => {
    const { store1Test } = sim.credentials.appTokens;
    const answer = await sim.call(
      'POST',
      `/stores/${store1Test.storeId ?? ''}/create_customer_id`,
      {
        headers: { authorization: secretAuth(store1Test) },
        body: { customer_id: '' },
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'customer_id', reason: 'REQUIRED_VALUE' }],
    });
  });
});
