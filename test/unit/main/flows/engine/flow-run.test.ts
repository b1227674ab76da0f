import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FlowProgress } from '../../../../../shared/flows/flow-progress';
import { toMinorUnits } from '../../../../../shared/money';
import { openJournal, type Journal } from '../../../../../main/journal/journal';
import { FlowError } from '../../../../../main/flows/engine/flow-error';
import { allowsMove, defineFlowMachine } from '../../../../../main/flows/engine/flow-machine';
import { FlowRun } from '../../../../../main/flows/engine/flow-run';

const machine = defineFlowMachine('qr_scan_sale', {
  started: ['creating_token'],
  creating_token: ['creating_charge', 'failed'],
  creating_charge: ['processing', 'failed'],
  processing: ['succeeded', 'failed'],
});

describe('flow machine', () => {
  it('allows only the moves in its table', () => {
    expect(allowsMove(machine, 'started', 'creating_token')).toBe(true);
    expect(allowsMove(machine, 'started', 'creating_charge')).toBe(false);
    expect(allowsMove(machine, 'processing', 'abandoned')).toBe(false);
  });

  it('reaches review from any step that has not ended, and nothing from an end', () => {
    expect(allowsMove(machine, 'creating_charge', 'needs_review')).toBe(true);
    expect(allowsMove(machine, 'succeeded', 'needs_review')).toBe(false);
    expect(allowsMove(machine, 'failed', 'processing')).toBe(false);
  });
});

describe('flow run', () => {
  let directory: string;
  let journal: Journal;
  const events: FlowProgress[] = [];

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'counter-flow-'));
    const opened = await openJournal({ directory });
    if (!opened.ok) throw new Error(opened.error.code);
    journal = opened.value.journal;
    events.length = 0;
  });

  afterEach(async () => {
    await journal.close();
    await rm(directory, { recursive: true, force: true });
  });

  async function newRun(): Promise<FlowRun> {
    const intent = await journal.recordIntent({
      kind: 'qr_scan_sale',
      storeId: '11e75262-8c6a-60c4-9d8f-efa3568a7fa6',
      profileId: 'training',
      mode: 'test',
      training: true,
      amount: toMinorUnits(1200),
      currency: 'JPY',
    });
    if (!intent.ok) throw new Error(intent.error.code);
    const environment = {
      journal,
      emit: (event: FlowProgress) => events.push(event),
      now: () => new Date('2026-11-21T10:00:00Z'),
    };
    return new FlowRun(environment, machine, intent.value, new AbortController().signal);
  }

  it('journals each move before emitting it, with the amount and the charge id', async () => {
    const run = await newRun();
    const chargeId = '11efdfaf-1e1d-899c-9c99-8718c995d6c0';
    await run.move('creating_token', { abortable: true });
    await run.move('creating_charge');
    await run.move('processing', { facts: { chargeId }, chargeStatus: 'pending' });
    await run.move('succeeded', { facts: { chargeStatus: 'successful' } });

    expect(events.map((event) => event.step)).toEqual([
      'creating_token',
      'creating_charge',
      'processing',
      'succeeded',
    ]);
    expect(events[0]).toMatchObject({ amount: 1200, currency: 'JPY', abortable: true });
    expect(events[3]).toMatchObject({ chargeId, abortable: false });
    const recorded = journal.operation(run.id);
    expect(recorded?.terminal).toBe(true);
    expect(recorded?.state).toBe('succeeded');
    expect(recorded?.facts.chargeId).toBe(chargeId);
  });

  it('tells when the journal first recorded a state, and nothing for one never reached', async () => {
    const run = await newRun();
    await run.move('creating_token');
    const first = run.firstRecordedAt('creating_token');
    await run.move('creating_charge');
    expect(first).toBe(journal.operation(run.id)?.history.at(1)?.at);
    expect(run.firstRecordedAt('creating_token')).toBe(first);
    expect(run.firstRecordedAt('processing')).toBeUndefined();
  });

  it('refuses a move its machine does not allow, and records nothing for it', async () => {
    const run = await newRun();
    await expect(run.move('processing')).rejects.toBeInstanceOf(FlowError);
    expect(events).toEqual([]);
    expect(journal.operation(run.id)?.state).toBe('intent');
  });

  it('hands the operation to a person with the reason given', async () => {
    const run = await newRun();
    await run.move('creating_token');
    await run.move('needs_review', {
      reviewReason: 'idempotency_key_conflict',
      problem: { type: 'review', reason: 'idempotency_key_conflict' },
    });
    expect(journal.reviewList().map((operation) => operation.id)).toEqual([run.id]);
    expect(journal.operation(run.id)?.review?.reason).toBe('idempotency_key_conflict');
  });

  it('gives each request the idempotency key chosen with the intent', async () => {
    const run = await newRun();
    expect(run.idempotencyKey('charge_create')).toBe(
      journal.operation(run.id)?.idempotencyKeys.charge_create,
    );
    expect(run.idempotencyKey('charge_create')).not.toBe(run.idempotencyKey('token_create'));
  });
});
