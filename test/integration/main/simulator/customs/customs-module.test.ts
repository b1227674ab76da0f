import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  customsModule,
  customsProcessingMs,
  failingCertificatePrefix,
} from '../../../../../main/simulator/customs/customs-module';
import { customsRoutes } from '../../../../../shared/service/customs';
import { onlineChargeRecord, seedRecordsModule, type ChargeOptions } from '../seed-records-module';
import { secretAuth, startTestSimulator, type TestSimulator } from '../simulator-fixture';

let sim: TestSimulator;
let store1: string;
let store2: string;
let merchantId: string;
let auth: Record<string, string>;

beforeAll(async () => {
  sim = await startTestSimulator({
    modules: [seedRecordsModule, customsModule],
    clock: 'frozen',
    pollingHoldMs: 10_000,
  });
  const { appTokens } = sim.credentials;
  store1 = appTokens.store1Test.storeId ?? '';
  store2 = appTokens.store2Test.storeId ?? '';
  merchantId = sim.credentials.merchantId;
  auth = { authorization: secretAuth(appTokens.store1Test) };
});
beforeEach(async () => {
  await sim.call('POST', '/_sim/reset');
});
afterAll(() => sim.close());

const declaration = {
  customs: 'SHANGHAI_ZS',
  merchant_customs_no: 'MC-0001',
  certificate_id: '110101199003071234',
  certificate_name: 'Li Wei',
};

async function seedCharge(options: Partial<ChargeOptions> = {}): Promise<string> {
  const record = onlineChargeRecord({ storeId: store1, merchantId, ...options });
  const answer = await sim.call('POST', '/_sim/seed/charges', { body: record });
  expect(answer.status).toBe(200);
  return record.id;
}

const customsPath = (chargeId: string, id = ''): string =>
  `/stores/${store1}/charges/${chargeId}/customs${id === '' ? '' : `/${id}`}`;

async function create(chargeId: string, body: Record<string, unknown> = { declaration }) {
  return sim.call('POST', customsPath(chargeId), { headers: auth, body });
}

async function createOk(chargeId: string, body: Record<string, unknown> = { declaration }) {
  const answer = await create(chargeId, body);
  expect(answer.status).toBe(201);
  return customsRoutes.createCustomsDeclaration.response.parse(answer.json());
}

async function get(chargeId: string, id: string, query = '') {
  const answer = await sim.call('GET', `${customsPath(chargeId, id)}${query}`, { headers: auth });
  expect(answer.status).toBe(200);
  return customsRoutes.getCustomsDeclaration.response.parse(answer.json());
}

async function update(chargeId: string, id: string, body: Record<string, unknown>) {
  return sim.call('PATCH', customsPath(chargeId, id), { headers: auth, body });
}

const processAll = async (): Promise<void> => {
  await sim.call('POST', '/_sim/clock/advance', { body: { ms: customsProcessingMs } });
};

describe('creating a customs declaration', () => {
  it('answers 201 pending with an empty result and a +09:00 created_on', async () => {
    const chargeId = await seedCharge();
    const created = await createOk(chargeId);
    expect(created).toMatchObject({
      charge_id: chargeId,
      merchant_id: merchantId,
      store_id: store1,
      mode: 'test',
      gateway: 'we_chat_online',
      declaration,
      declaration_result: {},
      status: 'pending',
      error: null,
    });
    expect(created.created_on).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+09:00$/);
    const state = await sim.call('GET', '/_sim/state');
    const now = Date.parse((state.json() as { now: string }).now);
    expect(Date.parse(String(created.created_on))).toBe(now);
  });

  it('processes on the clock to successful with the authority result', async () => {
    const chargeId = await seedCharge();
    const created = await createOk(chargeId);
    await processAll();
    const done = await get(chargeId, created.id);
    expect(done).toMatchObject({
      status: 'successful',
      error: null,
      declaration_result: {
        state: 'SUCCESS',
        customs: 'SHANGHAI_ZS',
        merchant_customs_no: 'MC-0001',
        cert_check_result: 'SAME',
      },
    });
  });

  it('holds GET with polling=true until the declaration is no longer pending', async () => {
    const chargeId = await seedCharge();
    const created = await createOk(chargeId);
    const held = get(chargeId, created.id, '?polling=true');
    await processAll();
    expect((await held).status).toBe('successful');
  });

  it(`fails a certificate_id starting ${failingCertificatePrefix}, and create resubmits the same declaration`, async () => {
    const chargeId = await seedCharge();
    const rejected = await createOk(chargeId, {
      declaration: { ...declaration, certificate_id: `${failingCertificatePrefix}-1` },
    });
    await processAll();
    expect(await get(chargeId, rejected.id)).toMatchObject({
      status: 'failed',
      error: { code: 308 },
      declaration_result: { state: 'FAIL', cert_check_result: 'DIFFERENT' },
    });
    const resubmitted = await createOk(chargeId);
    expect(resubmitted).toMatchObject({
      id: rejected.id,
      status: 'pending',
      declaration,
      declaration_result: {},
      error: null,
      created_on: rejected.created_on,
    });
    await processAll();
    expect((await get(chargeId, rejected.id)).status).toBe('successful');
  });

  it('refuses to create again once successful (CONFLICTED)', async () => {
    const chargeId = await seedCharge();
    await createOk(chargeId);
    await processAll();
    const answer = await create(chargeId);
    expect(answer.status).toBe(409);
    expect(answer.json()).toEqual({ status: 'error', code: 'CONFLICTED', errors: [] });
  });

  it('refuses to create again while a submission is pending', async () => {
    const chargeId = await seedCharge();
    await createOk(chargeId);
    const answer = await create(chargeId);
    expect(answer.status).toBe(409);
    expect(answer.json()).toEqual({ status: 'error', code: 'CONFLICTED', errors: [] });
  });

  it('refuses a charge of another brand (PAYMENT_TYPE_NOT_ALLOWED) or status (INVALID_CHARGE_STATUS)', async () => {
    for (const [options, code] of [
      [{ brand: 'alipay_online' }, 'PAYMENT_TYPE_NOT_ALLOWED'],
      [{ brand: 'visa' }, 'PAYMENT_TYPE_NOT_ALLOWED'],
      [{ status: 'failed' }, 'INVALID_CHARGE_STATUS'],
    ] as const) {
      const answer = await create(await seedCharge(options));
      expect(answer.status).toBe(400);
      expect(answer.json()).toEqual({ status: 'error', code, errors: [] });
    }
  });

  it('declares a WeChat merchant-presented QR charge too (we_chat_mpm)', async () => {
    const chargeId = await seedCharge({ paymentType: 'qr_merchant', brand: 'we_chat_mpm' });
    expect(await createOk(chargeId)).toMatchObject({
      charge_id: chargeId,
      gateway: 'we_chat_mpm',
      status: 'pending',
    });
  });

  it('takes the declaration flat, as the generated clients send it, and answers 200', async () => {
    const chargeId = await seedCharge();
    const answer = await create(chargeId, declaration);
    expect(answer.status).toBe(200);
    expect(customsRoutes.createCustomsDeclaration.response.parse(answer.json())).toMatchObject({
      declaration,
      status: 'pending',
    });
  });

  it('refuses both forms at once, and names a field the flat form leaves out', async () => {
    const chargeId = await seedCharge();
    const both = await create(chargeId, { declaration, customs: declaration.customs });
    expect(both.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'customs', reason: 'CONFLICTED' }],
    });
    const missing = await create(chargeId, {
      customs: declaration.customs,
      merchant_customs_no: declaration.merchant_customs_no,
      certificate_name: declaration.certificate_name,
    });
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'certificate_id', reason: 'REQUIRED_VALUE' }],
    });
    const empty = await create(chargeId, {});
    expect(empty.json()).toMatchObject({
      errors: [{ field: 'declaration', reason: 'REQUIRED_VALUE' }],
    });
  });

  it("answers 404 for an unknown charge and for another store's charge", async () => {
    const unknown = await create('6f2b1d2e-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toEqual({ status: 'error', code: 'NOT_FOUND', errors: [] });
    const otherStore = await create(await seedCharge({ storeId: store2 }));
    expect(otherStore.status).toBe(404);
  });

  it('refuses a merchant token, which cannot submit for a store (INVALID_PERMISSIONS)', async () => {
    const chargeId = await seedCharge();
    const answer = await sim.call('POST', customsPath(chargeId), {
      headers: { authorization: secretAuth(sim.credentials.appTokens.merchant) },
      body: { declaration },
    });
    expect(answer.status).toBe(403);
    expect(answer.json()).toEqual({ status: 'error', code: 'INVALID_PERMISSIONS', errors: [] });
  });

  it('refuses a charge of the other mode (PROCESSING_MODE_MISMATCH)', async () => {
    const answer = await create(await seedCharge({ mode: 'live' }));
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'PROCESSING_MODE_MISMATCH',
      errors: [],
    });
  });

  it('refuses an unknown authority and a missing field, naming them', async () => {
    const chargeId = await seedCharge();
    const answer = await create(chargeId, {
      declaration: {
        customs: 'BEIJING',
        merchant_customs_no: declaration.merchant_customs_no,
        certificate_name: declaration.certificate_name,
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [
        { field: 'declaration.customs', reason: 'INVALID_FORMAT' },
        { field: 'declaration.certificate_id', reason: 'REQUIRED_VALUE' },
      ],
    });
  });
});

describe('updating a customs declaration', () => {
  it('modifies a successful declaration and puts it back to pending, keeping the authority', async () => {
    const chargeId = await seedCharge();
    const created = await createOk(chargeId);
    await processAll();
    const answer = await update(chargeId, created.id, {
      declaration: { certificate_name: 'Wang Fang' },
    });
    expect(answer.status).toBe(200);
    const updated = customsRoutes.updateCustomsDeclaration.response.parse(answer.json());
    expect(updated).toMatchObject({
      id: created.id,
      status: 'pending',
      declaration_result: {},
      declaration: { ...declaration, certificate_name: 'Wang Fang' },
    });
    await processAll();
    expect((await get(chargeId, created.id)).status).toBe('successful');
  });

  it('refuses a change of the customs authority (the schema has no such field)', async () => {
    const chargeId = await seedCharge();
    const created = await createOk(chargeId);
    await processAll();
    const answer = await update(chargeId, created.id, { declaration: { customs: 'NINGBO' } });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'declaration.customs', reason: 'FORBIDDEN_PARAMETER' }],
    });
  });

  it('refuses to modify a declaration that is not successful (CONFLICTED)', async () => {
    const chargeId = await seedCharge();
    const created = await createOk(chargeId);
    const answer = await update(chargeId, created.id, { declaration: { certificate_id: 'X' } });
    expect(answer.status).toBe(409);
    expect(answer.json()).toEqual({ status: 'error', code: 'CONFLICTED', errors: [] });
  });

  it('answers 404 for a declaration under another charge', async () => {
    const chargeId = await seedCharge();
    const created = await createOk(chargeId);
    const other = await seedCharge();
    const answer = await sim.call('GET', customsPath(other, created.id), { headers: auth });
    expect(answer.status).toBe(404);
    expect(answer.json()).toEqual({ status: 'error', code: 'NOT_FOUND', errors: [] });
  });
});
