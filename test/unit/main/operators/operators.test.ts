import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RecordAudit } from '../../../../main/core/audit-recorder';
import { openOperators, type Operators } from '../../../../main/operators/operators';

let dataDir: string;
let clock: Date;
let audited: Parameters<RecordAudit>[0][];
let operators: Operators;

const open = () =>
  openOperators({
    dataDir,
    now: () => clock,
    recordAudit: (event) => {
      audited.push(event);
      return Promise.resolve();
    },
    // A cheap hash keeps the many PIN checks here quick on a busy CI machine.
    pinCost: 2 ** 10,
  });

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'counter-operators-'));
  clock = new Date('2026-12-01T09:00:00Z');
  audited = [];
  operators = await open();
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The refusal's code, or a failure of the test when the call succeeded. */
async function refusal(call: Promise<unknown>): Promise<string> {
  const error: unknown = await call.then(
    () => new Error('the call was not refused'),
    (caught: unknown) => caught,
  );
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  throw error;
}

async function withCashier() {
  const state = await operators.createFirstManager('Sato', '9999');
  const manager = state.signedIn;
  if (manager === null) throw new Error('the first manager is not signed in');
  const added = await operators.add('Aiko', 'cashier', '1234');
  const cashier = added.operators.find((operator) => operator.name === 'Aiko');
  if (cashier === undefined) throw new Error('the cashier was not added');
  return { manager, cashier };
}

describe('the till’s operators', () => {
  it('keep only PIN hashes in operators.json, readable by the till’s user only', async () => {
    await withCashier();
    const path = join(dataDir, 'operators.json');
    const text = await readFile(path, 'utf8');
    expect(text).toContain('Aiko');
    expect(text).not.toContain('"1234"');
    expect(text).not.toContain('"9999"');
    if (process.platform !== 'win32') expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it('answer no PIN and no hash in their state', async () => {
    await withCashier();
    const state = JSON.stringify(operators.state());
    expect(state).not.toContain('pin');
    expect(state).not.toContain('salt');
  });

  it('sign the first manager in and refuse a second first manager', async () => {
    const state = await operators.createFirstManager('Sato', '9999');
    expect(state.signedIn).toMatchObject({ name: 'Sato', role: 'manager' });
    expect(await refusal(operators.createFirstManager('Ito', '1111'))).toBe('OPERATORS_EXIST');
  });

  it('refuse every change without a signed-in manager', async () => {
    const { cashier } = await withCashier();
    await operators.signIn(cashier.id, '1234');
    expect(await refusal(operators.add('Ken', 'cashier', '5555'))).toBe('MANAGER_REQUIRED');
    expect(await refusal(operators.rename(cashier.id, 'Ai'))).toBe('MANAGER_REQUIRED');
    expect(await refusal(operators.resetPin(cashier.id, '4321'))).toBe('MANAGER_REQUIRED');
    operators.signOut();
    expect(await refusal(operators.remove(cashier.id))).toBe('MANAGER_REQUIRED');
  });

  it('refuse to remove the last manager or make them a cashier', async () => {
    const { manager } = await withCashier();
    expect(await refusal(operators.remove(manager.id))).toBe('LAST_MANAGER');
    expect(await refusal(operators.setRole(manager.id, 'cashier'))).toBe('LAST_MANAGER');
    expect(operators.state().operators.filter((o) => o.role === 'manager')).toHaveLength(1);
  });

  it('remove a manager while another one stays', async () => {
    const { manager, cashier } = await withCashier();
    await operators.setRole(cashier.id, 'manager');
    const state = await operators.remove(manager.id);
    expect(state.operators.map((operator) => operator.name)).toEqual(['Aiko']);
    expect(state.signedIn).toBeNull();
  });

  it('let a manager reset a cashier’s PIN, after which only the new one signs in', async () => {
    const { cashier } = await withCashier();
    await operators.resetPin(cashier.id, '7777');
    expect(await refusal(operators.signIn(cashier.id, '1234'))).toBe('WRONG_PIN');
    expect((await operators.signIn(cashier.id, '7777')).signedIn?.name).toBe('Aiko');
  });

  it('audit each change by operator id and role, never with the PIN', async () => {
    const { cashier } = await withCashier();
    await operators.resetPin(cashier.id, '7777');
    expect(audited.map((event) => event.action)).toEqual([
      'operator_change',
      'operator_change',
      'operator_change',
    ]);
    expect(JSON.stringify(audited)).not.toMatch(/1234|7777|9999/);
  });

  it('make the PIN pad wait after five wrong PINs in a row, even for the right PIN', async () => {
    const { cashier } = await withCashier();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await refusal(operators.signIn(cashier.id, '0000'))).toBe('WRONG_PIN');
    }
    expect(operators.state().retryAt).toBe('2026-12-01T09:00:30.000Z');
    expect(await refusal(operators.signIn(cashier.id, '1234'))).toBe('PIN_RETRY_LATER');
    clock = new Date('2026-12-01T09:00:30Z');
    expect(operators.state().retryAt).toBeNull();
    expect(await refusal(operators.signIn(cashier.id, '0000'))).toBe('WRONG_PIN');
    expect(operators.state().retryAt).toBe('2026-12-01T09:01:30.000Z');
  });

  it('keep counting wrong PINs across a restart', async () => {
    const { cashier } = await withCashier();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await refusal(operators.signIn(cashier.id, '0000'));
    }
    operators = await open();
    expect(await refusal(operators.signIn(cashier.id, '1234'))).toBe('PIN_RETRY_LATER');
  });

  it('start the count again after a right PIN', async () => {
    const { cashier } = await withCashier();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await refusal(operators.signIn(cashier.id, '0000'));
    }
    await operators.signIn(cashier.id, '1234');
    expect(await refusal(operators.signIn(cashier.id, '0000'))).toBe('WRONG_PIN');
    expect(operators.state().retryAt).toBeNull();
  });

  it('count a wrong PIN at an approval toward the PIN pad’s wait', async () => {
    const { manager } = await withCashier();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await refusal(operators.verifyManager(manager.id, '0000'))).toBe('WRONG_PIN');
    }
    expect(await refusal(operators.verifyManager(manager.id, '9999'))).toBe('PIN_RETRY_LATER');
  });

  it('read an operators.json from before approvals with the default actions', async () => {
    await withCashier();
    const path = join(dataDir, 'operators.json');
    const older = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
    delete older.approvalActions;
    await writeFile(path, JSON.stringify(older));
    expect((await open()).state().approvalActions).toEqual([
      'refund',
      'cancel',
      'settings',
      'profiles',
    ]);
  });

  it('number operators from 1 and never give a removed one’s number again', async () => {
    const { cashier } = await withCashier();
    await operators.remove(cashier.id);
    const state = await operators.add('Ken', 'cashier', '5555');
    expect(state.operators.map(({ name, number }) => ({ name, number }))).toEqual([
      { name: 'Sato', number: 1 },
      { name: 'Ken', number: 3 },
    ]);
  });

  it('number the operators of a file from before numbers in the order they were added', async () => {
    await withCashier();
    const path = join(dataDir, 'operators.json');
    const older = JSON.parse(await readFile(path, 'utf8')) as {
      lastNumber?: number;
      operators: { number?: number }[];
    };
    delete older.lastNumber;
    for (const operator of older.operators) delete operator.number;
    await writeFile(path, JSON.stringify(older));
    const reopened = await open();
    expect(reopened.state().operators.map(({ number }) => number)).toEqual([1, 2]);
  });

  it('print the operator by name, or by number once the settings say so', async () => {
    await withCashier();
    expect(operators.printedOperator('Aiko')).toEqual({ name: 'Aiko' });
    await operators.setReceiptOperator('number');
    expect(operators.printedOperator('Aiko')).toEqual({ number: 2 });
    // Someone no longer an operator keeps the name the journal recorded.
    expect(operators.printedOperator('Former')).toEqual({ name: 'Former' });
    expect(operators.printedOperator(undefined)).toBeNull();
  });
});
