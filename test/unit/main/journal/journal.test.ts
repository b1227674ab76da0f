import { appendFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  journalFileName,
  openJournal,
  type Journal,
  type JournalEvent,
  type JournalOptions,
} from '../../../../main/journal/journal';
import { openRecordLog } from '../../../../main/journal/record-log';

const storeId = '11efdfaf-1e1d-899c-9c99-8718c995d6c0';
const chargeId = '11efdfb0-2a3b-4c5d-8e9f-0a1b2c3d4e5f';
const otherChargeId = '11efdfb0-2a3b-4c5d-8e9f-0a1b2c3d4e60';
const tokenId = '11efdfb1-0000-4000-8000-000000000001';
const scope = { storeId, profileId: 'shibuya-1', mode: 'test', training: false } as const;
const cardSale = { kind: 'card_sale', ...scope, amount: 1000, currency: 'JPY' } as const;

let directory: string;
let now: Date;
const journals: Journal[] = [];

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'counter-journal-'));
  now = new Date('2024-01-05T01:00:00.000Z');
});

afterEach(async () => {
  for (const journal of journals.splice(0)) await journal.close();
  await rm(directory, { recursive: true, force: true });
});

async function open(options: Partial<JournalOptions> = {}) {
  const opened = await openJournal({ directory, now: () => now, ...options });
  if (!opened.ok) throw new Error(`open failed: ${JSON.stringify(opened.error)}`);
  journals.push(opened.value.journal);
  return opened.value;
}

async function reopen(journal: Journal, options: Partial<JournalOptions> = {}) {
  await journal.close();
  return (await open(options)).journal;
}

async function started(
  journal: Journal,
  intent: Parameters<Journal['recordIntent']>[0] = cardSale,
) {
  const result = await journal.recordIntent(intent);
  if (!result.ok) throw new Error(`intent failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

function later(minutes: number): void {
  now = new Date(now.getTime() + minutes * 60_000);
}

describe('operations journal', () => {
  it('records an intent durably, with a key for each request of its kind, before it resolves', async () => {
    const { journal } = await open();
    const sale = await started(journal);
    expect(sale).toMatchObject({ state: 'intent', terminal: false, intent: cardSale, facts: {} });
    expect(Object.keys(sale.idempotencyKeys).sort()).toEqual([
      'cancel',
      'charge_create',
      'token_create',
    ]);
    expect(sale.idempotencyKeys.token_create).not.toBe(sale.idempotencyKeys.charge_create);

    const reopened = await reopen(journal);
    expect(reopened.operation(sale.id)).toMatchObject({ ...sale, history: [{ type: 'intent' }] });
    expect(reopened.openOperations().map((operation) => operation.id)).toEqual([sale.id]);
  });

  it('gives a refund one refund key and knows its charge from the start', async () => {
    const { journal } = await open();
    const refund = await started(journal, {
      kind: 'refund',
      ...scope,
      chargeId,
      amount: 500,
      currency: 'JPY',
    });
    expect(Object.keys(refund.idempotencyKeys)).toEqual(['refund_create']);
    expect(refund.facts).toEqual({ chargeId });
  });

  it('refuses an invalid intent without writing anything', async () => {
    const { journal } = await open();
    for (const intent of [
      { ...cardSale, amount: 0 },
      { ...cardSale, amount: 10.5 },
      { ...cardSale, currency: 'yen' },
      { ...cardSale, cardNumber: '4242424242424242' },
      { kind: 'card_registration', ...scope, amount: 1000, currency: 'JPY' },
    ]) {
      expect(await journal.recordIntent(intent as typeof cardSale)).toMatchObject({
        ok: false,
        error: { code: 'INVALID_INPUT' },
      });
    }
    const reopened = await reopen(journal);
    expect(reopened.openOperations()).toEqual([]);
  });

  it('folds transitions into the current state and keeps every record as history', async () => {
    const { journal } = await open();
    const sale = await started(journal);
    later(1);
    await journal.recordTransition(sale.id, 'token_created', {
      transactionTokenId: tokenId,
      card: { brand: 'visa', lastFour: '4242' },
    });
    await journal.recordTransition(sale.id, 'charge_requested', {
      chargeRequest: { capture: true, metadata: { order: 'A-1' } },
    });
    const reopened = await reopen(journal);
    const operation = reopened.operation(sale.id);
    expect(operation).toMatchObject({
      state: 'charge_requested',
      facts: {
        transactionTokenId: tokenId,
        card: { brand: 'visa', lastFour: '4242' },
        chargeRequest: { capture: true, metadata: { order: 'A-1' } },
      },
      createdAt: '2024-01-05T01:00:00.000Z',
      updatedAt: '2024-01-05T01:01:00.000Z',
    });
    expect(operation?.history.map((record) => record.type)).toEqual([
      'intent',
      'transition',
      'transition',
    ]);
  });

  it('refuses a second charge id for one operation', async () => {
    const { journal } = await open();
    const sale = await started(journal);
    await journal.recordTransition(sale.id, 'charge_created', { chargeId });
    expect(
      await journal.recordTransition(sale.id, 'charge_created', { chargeId: otherChargeId }),
    ).toEqual({
      ok: false,
      error: {
        code: 'FACT_CONFLICT',
        operationId: sale.id,
        fact: 'chargeId',
        recorded: chargeId,
        given: otherChargeId,
      },
    });
    const cancel = await started(journal, {
      kind: 'cancel',
      ...scope,
      chargeId,
      amount: 1000,
      currency: 'JPY',
    });
    expect(
      await journal.recordOutcome(cancel.id, 'succeeded', { chargeId: otherChargeId }),
    ).toMatchObject({
      ok: false,
      error: { code: 'FACT_CONFLICT' },
    });
  });

  it('ends an operation with its outcome and refuses anything recorded after it', async () => {
    const { journal } = await open();
    const sale = await started(journal);
    const ended = await journal.recordOutcome(sale.id, 'succeeded', {
      chargeId,
      chargeStatus: 'successful',
    });
    expect(ended).toMatchObject({ ok: true, value: { state: 'succeeded', terminal: true } });
    expect(journal.openOperations()).toEqual([]);
    const terminal = {
      ok: false,
      error: { code: 'OPERATION_TERMINAL', operationId: sale.id, state: 'succeeded' },
    };
    expect(await journal.recordTransition(sale.id, 'charge_created')).toEqual(terminal);
    expect(await journal.markNeedsReview(sale.id, 'outcome_unknown')).toEqual(terminal);
    expect(await journal.recordOutcome(sale.id, 'failed')).toEqual(terminal);
  });

  it('acknowledges an ended sale once, durably, leaving its state and last change as they were', async () => {
    const { journal } = await open();
    const sale = await started(journal);
    const ended = await journal.recordOutcome(sale.id, 'succeeded', { chargeId });
    if (!ended.ok) throw new Error(`outcome failed: ${ended.error.code}`);
    later(2);
    const acknowledged = await journal.recordAcknowledgement(sale.id);
    expect(acknowledged).toMatchObject({
      ok: true,
      value: { state: 'succeeded', acknowledgedAt: now.toISOString() },
    });

    const reopened = await reopen(journal);
    expect(reopened.operation(sale.id)).toMatchObject({
      state: 'succeeded',
      terminal: true,
      updatedAt: ended.value.updatedAt,
      acknowledgedAt: now.toISOString(),
    });
    expect(await reopened.recordAcknowledgement(sale.id)).toEqual({
      ok: false,
      error: { code: 'ALREADY_ACKNOWLEDGED', operationId: sale.id },
    });
  });

  it('acknowledges a sale the counter leaves while it runs, which still records its end', async () => {
    const { journal } = await open();
    const sale = await started(journal);
    expect((await journal.recordAcknowledgement(sale.id)).ok).toBe(true);
    expect(await journal.recordOutcome(sale.id, 'succeeded')).toMatchObject({
      ok: true,
      value: { state: 'succeeded', acknowledgedAt: expect.any(String) as string },
    });
  });

  it('refuses state names that are reserved or malformed', async () => {
    const { journal } = await open();
    const sale = await started(journal);
    expect(await journal.recordTransition(sale.id, 'succeeded')).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', issues: [{ path: 'state', code: 'RESERVED_STATE' }] },
    });
    expect(await journal.recordTransition(sale.id, 'Charge Created')).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', issues: [{ path: 'state', code: 'INVALID_FORMAT' }] },
    });
  });

  it('refuses records for an operation it does not know', async () => {
    const { journal } = await open();
    expect(await journal.recordTransition(chargeId, 'charge_created')).toEqual({
      ok: false,
      error: { code: 'OPERATION_NOT_FOUND', operationId: chargeId },
    });
  });

  it('moves an operation to the review list with everything known, out of the operations to resume', async () => {
    const { journal } = await open();
    const sale = await started(journal);
    const other = await started(journal);
    later(2);
    const marked = await journal.markNeedsReview(
      sale.id,
      'outcome_unknown',
      { chargeId },
      'no answer to charge create',
    );
    expect(marked.ok).toBe(true);
    const reopened = await reopen(journal);
    expect(reopened.openOperations().map((operation) => operation.id)).toEqual([other.id]);
    expect(reopened.reviewList()).toMatchObject([
      {
        id: sale.id,
        state: 'needs_review',
        terminal: false,
        facts: { chargeId },
        review: {
          reason: 'outcome_unknown',
          detail: 'no answer to charge create',
          since: '2024-01-05T01:02:00.000Z',
        },
      },
    ]);
  });

  it("ends a review with a person's resolution and who made it", async () => {
    const { journal } = await open();
    const sale = await started(journal);
    await journal.markNeedsReview(sale.id, 'outcome_unknown');
    const by = { profileId: 'shibuya-1', operator: 'Sato' };
    const resolved = await journal.resolveReview(
      sale.id,
      { outcome: 'succeeded', note: 'seen as paid in the dashboard' },
      by,
    );
    expect(resolved).toMatchObject({
      ok: true,
      value: {
        state: 'succeeded',
        terminal: true,
        review: null,
        resolution: { outcome: 'succeeded', by },
      },
    });
    expect(journal.reviewList()).toEqual([]);
    const open2 = await started(journal);
    expect(await journal.resolveReview(open2.id, { outcome: 'failed' }, by)).toEqual({
      ok: false,
      error: { code: 'NOT_IN_REVIEW', operationId: open2.id },
    });
  });

  it('returns an operation under review to the ones to resume when a flow learns more', async () => {
    const { journal } = await open();
    const sale = await started(journal);
    await journal.markNeedsReview(sale.id, 'outcome_unknown');
    await journal.recordTransition(sale.id, 'charge_created', { chargeId });
    expect(journal.reviewList()).toEqual([]);
    expect(journal.openOperations()).toMatchObject([
      { id: sale.id, state: 'charge_created', review: null },
    ]);
  });

  it('refuses a card number or a secret anywhere in a record, and writes nothing', async () => {
    const { journal } = await open();
    const sale = await started(journal);
    const refused = [
      journal.markNeedsReview(sale.id, 'outcome_unknown', {}, 'customer card 4242 4242 4242 4242'),
      journal.recordTransition(sale.id, 'charge_requested', {
        chargeRequest: { capture: true, metadata: { reference: '4012888888881881' } },
      }),
      journal.recordTransition(sale.id, 'charge_requested', {
        chargeRequest: { capture: true, metadata: { cvv: '123' } },
      }),
      journal.recordTransition(sale.id, 'token_created', {
        card: { brand: 'visa', lastFour: '4242', number: '4242424242424242' } as never,
      }),
      journal.recordTransition(sale.id, 'token_created', {
        card: { brand: 'visa', lastFour: '42424' },
      }),
    ];
    const codes = (await Promise.all(refused)).map((result) =>
      result.ok
        ? 'written'
        : result.error.code === 'INVALID_INPUT'
          ? result.error.issues[0]?.code
          : result.error.code,
    );
    expect(codes).toEqual([
      'CARD_NUMBER_NOT_ALLOWED',
      'CARD_NUMBER_NOT_ALLOWED',
      'SECRET_NOT_ALLOWED',
      'unrecognized_keys',
      'invalid_format',
    ]);
    const reopened = await reopen(journal);
    expect(reopened.operation(sale.id)?.history).toHaveLength(1);
  });

  it('refuses a card number in the message or metadata of a refund or cancel request, and writes nothing', async () => {
    const { journal } = await open();
    const refund = await started(journal, {
      kind: 'refund',
      ...scope,
      chargeId,
      amount: 500,
      currency: 'JPY',
    });
    const refused = await Promise.all([
      journal.recordTransition(refund.id, 'refunding', {
        refundRequest: { message: 'refund to card 4012 8888 8888 1881' },
      }),
      journal.recordTransition(refund.id, 'refunding', {
        refundRequest: { metadata: { note: 'ok', reference: '4242-4242-4242-4242' } },
      }),
      journal.recordTransition(refund.id, 'refunding', {
        refundRequest: { metadata: { card_number: '1881' } },
      }),
      journal.recordTransition(refund.id, 'canceling', {
        cancelRequest: { metadata: { paidWith: 4242424242424242 } },
      }),
    ]);
    expect(
      refused.map((result) =>
        result.ok ? 'written' : result.error.code === 'INVALID_INPUT' && result.error.issues,
      ),
    ).toEqual([
      [{ path: 'facts.refundRequest.message', code: 'CARD_NUMBER_NOT_ALLOWED' }],
      [{ path: 'facts.refundRequest.metadata.reference', code: 'CARD_NUMBER_NOT_ALLOWED' }],
      [{ path: 'facts.refundRequest.metadata.card_number', code: 'SECRET_NOT_ALLOWED' }],
      [{ path: 'facts.cancelRequest.metadata.paidWith', code: 'CARD_NUMBER_NOT_ALLOWED' }],
    ]);
    const reopened = await reopen(journal);
    expect(reopened.operation(refund.id)?.history).toHaveLength(1);
  });

  it('orders concurrent records of one operation as they were called', async () => {
    const { journal } = await open();
    const sale = await started(journal);
    const [outcome, transition] = await Promise.all([
      journal.recordOutcome(sale.id, 'failed'),
      journal.recordTransition(sale.id, 'charge_created'),
    ]);
    expect(outcome.ok).toBe(true);
    expect(transition).toMatchObject({ ok: false, error: { code: 'OPERATION_TERMINAL' } });
  });

  it('tells subscribers about each change once it is durable, until they unsubscribe', async () => {
    const { journal } = await open();
    const events: JournalEvent[] = [];
    const unsubscribe = journal.subscribe((event) => events.push(event));
    const sale = await started(journal);
    await journal.markNeedsReview(sale.id, 'outcome_unknown');
    unsubscribe();
    await journal.recordTransition(sale.id, 'charge_created');
    await Promise.resolve();
    expect(
      events.map((event) => event.type === 'operation-changed' && event.operation.state),
    ).toEqual(['intent', 'needs_review']);
  });

  it('cuts a torn last record on open, reports it and keeps the operations before it', async () => {
    const { journal } = await open();
    const sale = await started(journal);
    await journal.close();
    await appendFile(join(directory, journalFileName), '311 0badc0de {"type":"transition","at"');
    const { journal: reopened, recovery } = await open();
    expect(recovery).toMatchObject({ problem: 'incomplete' });
    expect(reopened.operation(sale.id)?.state).toBe('intent');
    expect((await reopened.recordTransition(sale.id, 'token_created')).ok).toBe(true);
  });

  it('refuses to open when a stored record is not valid, naming the record', async () => {
    const raw = await openRecordLog({ path: join(directory, journalFileName), kind: 'operations' });
    if (!raw.ok) throw new Error('raw open failed');
    await raw.value.log.append({
      type: 'transition',
      at: '2024-01-05T01:00:00.000Z',
      operationId: chargeId,
      state: 'token_created',
      facts: {},
    });
    await raw.value.log.append({ type: 'teleport' });
    await raw.value.log.close();
    expect(await openJournal({ directory })).toMatchObject({
      ok: false,
      error: {
        code: 'JOURNAL_RECORD_INVALID',
        index: 0,
        issues: [{ code: 'OPERATION_NOT_FOUND' }],
      },
    });
  });

  it('compacts past its threshold, keeping open, reviewed and recently ended operations', async () => {
    const { journal } = await open();
    const old = [];
    for (let i = 0; i < 20; i++) {
      const sale = await started(journal);
      await journal.recordOutcome(sale.id, 'succeeded', {
        chargeId: `11efdfb0-2a3b-4c5d-8e9f-0a1b2c3d4e${String(i).padStart(2, '0')}`,
      });
      old.push(sale.id);
    }
    later(120);
    const open1 = await started(journal);
    const reviewed = await started(journal);
    await journal.markNeedsReview(reviewed.id, 'idempotency_window_passed');
    const recent = await started(journal);
    await journal.recordOutcome(recent.id, 'failed');
    const path = join(directory, journalFileName);
    const before = (await stat(path)).size;

    const compacting = await reopen(journal, { compactAtBytes: 1, retainTerminalMs: 60 * 60_000 });
    await compacting.recordTransition(open1.id, 'token_created');
    const reopened = await reopen(compacting);

    expect((await stat(path)).size).toBeLessThan(before / 2);
    for (const id of old) expect(reopened.operation(id)).toBeUndefined();
    expect(reopened.operation(open1.id)?.history.map((record) => record.type)).toEqual([
      'intent',
      'transition',
    ]);
    expect(reopened.reviewList().map((operation) => operation.id)).toEqual([reviewed.id]);
    expect(reopened.operation(recent.id)?.state).toBe('failed');
  });
});
