import { describe, expect, it } from 'vitest';
import { IpcFailure } from '../../../../main/ipc/ipc-failure';
import { createRecordHandlers } from '../../../../main/ipc/record-handlers';
import type { AuditEvent } from '../../../../main/journal/audit-event';
import { ServiceClientError } from '../../../../main/service/service-client-error';
import type { ServiceClient } from '../../../../main/service/service-client';

const storeId = '11111111-2222-4333-8444-555555555555';
const subscriptionId = '22222222-3333-4444-8555-666666666666';
const tokenId = '33333333-4444-4555-8666-777777777777';

/**
 * The records area's handlers over a client that answers `answer` and an audit trail that records into
 * `log` (or refuses from `failAt` on): only what subscriptions:update uses.
 */
function handlers(answer: () => Promise<unknown>, failAt = Infinity) {
  const log: (AuditEvent | 'sent')[] = [];
  let audits = 0;
  const client = {
    request: async () => {
      log.push('sent');
      return { data: await answer() };
    },
    close: () => Promise.resolve(),
  } as unknown as ServiceClient;
  const table = createRecordHandlers({
    service: () => ({ storeId, client }),
    recordAudit: (event) => {
      audits += 1;
      if (audits >= failAt) return Promise.reject(new IpcFailure('AUDIT_WRITE_FAILED', 'full'));
      log.push(event as AuditEvent);
      return Promise.resolve();
    },
  });
  return { table, log };
}

const subscription = {
  id: subscriptionId,
  store_id: storeId,
  amount: 1000,
  currency: 'JPY',
  period: 'monthly',
  status: 'current',
  metadata: {},
  mode: 'test',
  created_on: 1764000000000,
};

const update = { subscriptionId, body: { transaction_token_id: tokenId } };

describe('subscriptions:update', () => {
  it('records the switch before it is sent, and its outcome after', async () => {
    const { table, log } = handlers(() => Promise.resolve(subscription));
    await table['subscriptions:update'](update);
    expect(log).toEqual([
      {
        action: 'subscription_update',
        details: { subscriptionId, transactionTokenId: tokenId },
      },
      'sent',
      { action: 'subscription_update_outcome', details: { subscriptionId, outcome: 'updated' } },
    ]);
  });

  it('sends nothing when the switch cannot be recorded', async () => {
    const { table, log } = handlers(() => Promise.resolve(subscription), 1);
    await expect(table['subscriptions:update'](update)).rejects.toMatchObject({
      code: 'AUDIT_WRITE_FAILED',
    });
    expect(log).toEqual([]);
  });

  it('records a refusal as refused and a lost answer as unknown, then fails as the service did', async () => {
    const refused = new ServiceClientError(
      {
        kind: 'service',
        code: 'NOT_FOUND',
        status: 404,
        fields: [],
        requestId: undefined,
        idempotencyStatus: undefined,
      },
      undefined,
    );
    const lost = new ServiceClientError(
      { kind: 'timeout', code: 'TIMEOUT', phase: 'body' },
      undefined,
    );
    for (const [error, outcome, code] of [
      [refused, 'refused', 'NOT_FOUND'],
      [lost, 'unknown', 'TIMEOUT'],
    ] as const) {
      const { table, log } = handlers(() => Promise.reject(error));
      await expect(table['subscriptions:update'](update)).rejects.toBe(error);
      expect(log.at(-1)).toEqual({
        action: 'subscription_update_outcome',
        details: { subscriptionId, outcome, code },
      });
    }
  });

  it('says the change may have been made when its outcome cannot be recorded', async () => {
    const { table, log } = handlers(() => Promise.resolve(subscription), 2);
    await expect(table['subscriptions:update'](update)).rejects.toMatchObject({
      code: 'AUDIT_OUTCOME_NOT_RECORDED',
    });
    expect(log).toContain('sent');
  });
});
