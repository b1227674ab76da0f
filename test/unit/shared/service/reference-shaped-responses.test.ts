import { describe, expect, it } from 'vitest';
import { cancel } from '../../../../shared/service/cancels';
import { customsDeclaration } from '../../../../shared/service/customs';
import { serviceErrorBody } from '../../../../shared/service/errors';
import { historyRoutes } from '../../../../shared/service/history';
import { encodeThreeDsPayload, threeDsIssuerToken } from '../../../../shared/service/issuer-tokens';
import { hasTokenData, tokenRoutes } from '../../../../shared/service/tokens';
import { responseFixtures } from './response-fixtures';

/*
 * Shapes the provider's own clients show the real service sending, where Counter once assumed
 * otherwise (conventions: Checked against the provider's own clients): each is read, and reads
 * as what it means.
 */

/** A recorded body without some of its fields. */
const without = (body: Record<string, unknown>, ...keys: string[]) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => !keys.includes(key)));

const fixture = (folder: string, name: string): Record<string, unknown> => {
  const found = responseFixtures(folder).find(([file]) => file === name);
  if (found === undefined) throw new Error(`no fixture ${folder}/${name}`);
  return found[1] as Record<string, unknown>;
};

describe('error bodies as the real service sends them', () => {
  it.each([
    [
      'one object',
      { field: 'amount', reason: 'INVALID_AMOUNT' },
      [{ field: 'amount', reason: 'INVALID_AMOUNT' }],
    ],
    ['a list of strings', ['INVALID_AMOUNT'], [{ reason: 'INVALID_AMOUNT' }]],
    ['entries without a reason', [{ field: 'amount' }], []],
    ['a null field', [{ field: null, reason: 'NOT_FOUND' }], [{ reason: 'NOT_FOUND' }]],
    ['English text', [{ reason: 'Amount is too low' }], [{ reason: 'Amount is too low' }]],
    ['absent', undefined, []],
  ])('keeps the code when errors is %s', (_, errors, read) => {
    const body = serviceErrorBody.parse({
      status: 'error',
      code: 'REFUND_NOT_WITHIN_BOUNDS',
      errors,
    });
    expect(body.code).toBe('REFUND_NOT_WITHIN_BOUNDS');
    expect(body.errors).toEqual(read);
  });
});

describe('a 3-D Secure issuer token', () => {
  const recorded = fixture('issuerToken', 'get-issuer-token-three-ds-charge.json');

  it.each([
    ['null', { ...recorded, payload: null }],
    ['absent', without(recorded, 'payload')],
  ])('is read with its payload %s, and posts an empty form', (_, body) => {
    const token = threeDsIssuerToken.parse(body);
    expect(encodeThreeDsPayload(token)).toBe('');
  });
});

describe('a token read by alias', () => {
  it('is read without data, and says it has none', () => {
    const withoutData = without(fixture('transactiontoken', 'get-card-full.json'), 'data');
    const token = tokenRoutes.getTokenByAlias.response.parse(withoutData);
    expect(hasTokenData(token)).toBe(false);
  });

  it('is read with its data as every other read', () => {
    const token = tokenRoutes.getTokenByAlias.response.parse(
      fixture('transactiontoken', 'get-card-full.json'),
    );
    expect(hasTokenData(token)).toBe(true);
  });
});

describe('a cancel', () => {
  it('is read without store_id or metadata', () => {
    const bare = without(
      fixture('cancel', 'cancel-response-metadata.json'),
      'store_id',
      'metadata',
    );
    expect(cancel.parse(bare)).toMatchObject({ status: 'successful' });
  });
});

describe('a customs declaration', () => {
  const id = '11efe2d1-b88e-f31a-a57f-b3f1359e6592';
  const recorded = {
    id,
    charge_id: id,
    merchant_id: id,
    store_id: id,
    mode: 'test',
    gateway: 'we_chat_mpm',
    declaration: {
      customs: 'SHANGHAI_ZS',
      merchant_customs_no: 'MC-123',
      certificate_id: '110101199001011234',
      certificate_name: '王小明',
    },
    declaration_result: {
      approving_authority: 'SHANGHAI_ZS',
      trade_id: 'T-1',
      transaction_id: 'X-1',
      charge_transaction_id: 'C-1',
    },
    status: 'successful',
    created_on: '2025-02-04T17:26:24.418984+09:00',
  };

  it('is read without error', () => {
    expect(customsDeclaration.parse(recorded).error).toBeUndefined();
  });

  it('is read with status error', () => {
    expect(customsDeclaration.parse({ ...recorded, status: 'error', error: null }).status).toBe(
      'error',
    );
  });
});

describe('a transaction history page', () => {
  const page = fixture('transactionhistory', 'store/sample-transaction-history.json') as {
    items: Record<string, unknown>[];
  };
  const [first] = page.items;

  it('is read with live_test items, charge rows without a charge id, and next_cursor', () => {
    const read = historyRoutes.listStoreHistory.response.parse({
      ...page,
      items: [{ ...first, mode: 'live_test', charge_id: null }],
      next_cursor: 'e1771339-b989-4a43-99c1-5e35d8008426',
    });
    expect(read.items[0]).toMatchObject({ mode: 'live_test', charge_id: null });
    expect(read.next_cursor).toBe('e1771339-b989-4a43-99c1-5e35d8008426');
  });

  it('keeps a field nobody has named yet', () => {
    const read = historyRoutes.listStoreHistory.response.parse({
      ...page,
      items: [{ ...first, settlement_batch: 'B-7' }],
      search_after: 'x',
    });
    expect(read.items[0]).toMatchObject({ settlement_batch: 'B-7' });
  });
});
