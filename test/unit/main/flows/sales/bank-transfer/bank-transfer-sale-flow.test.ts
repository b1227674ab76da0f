import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bankTransferSaleFlow } from '../../../../../../main/flows/sales/bank-transfer/bank-transfer-sale-flow';
import { serviceError, tokenId } from '../../flow-harness';
import { FakeService, SaleHarness, tokenJson } from '../../sale-flow-kit';

function sale(data: Record<string, string> = {}) {
  return {
    token: {
      payment_type: 'bank_transfer',
      email: 'transfer@example.com',
      data: { brand: 'aozora_bank', match_amount: 'exact', ...data },
    },
    charge: { amount: 1200, currency: 'JPY' },
  } as const;
}

const account = {
  bank_code: '0398',
  bank_name: 'AOZORA BANK',
  branch_code: '101',
  branch_name: 'COUNTER BRANCH',
  account_holder_name: 'SVC SHOP',
  account_number: '1234567',
};

function bankTransferService(issuer: Record<string, unknown> = account): FakeService {
  return new FakeService(tokenJson('bank_transfer', { brand: 'aozora_bank', ...account }), {
    'charges.getChargeIssuerToken': () => ({
      payment_type: 'bank_transfer',
      account_id: tokenId,
      ...issuer,
    }),
  });
}

let harness: SaleHarness;
beforeEach(async () => {
  harness = new SaleHarness();
  await harness.open();
});
afterEach(() => harness.close());

describe('bank-transfer sale', () => {
  it('shows the account to transfer to, and succeeds once the transfer arrived', async () => {
    const service = bankTransferService();
    service.reads = ['awaiting', 'awaiting', 'successful'];
    const run = await harness.run(bankTransferSaleFlow, sale(), service);

    expect(harness.steps().slice(-2)).toEqual(['awaiting_customer', 'succeeded']);
    expect(harness.events.at(-2)).toMatchObject({
      abortable: true,
      action: {
        type: 'bank_transfer',
        bankName: 'AOZORA BANK',
        bankCode: '0398',
        branchName: 'COUNTER BRANCH',
        branchCode: '101',
        accountHolderName: 'SVC SHOP',
        accountNumber: '1234567',
        matchAmount: 'exact',
        expiresAt: null,
      },
    });
    expect(harness.journal.operation(run.id)?.facts.brand).toBe('aozora_bank');
  });

  it('takes the account from the token where the issuer token leaves it out', async () => {
    const service = bankTransferService({ account_number: '7654321' });
    service.reads = ['awaiting', 'successful'];
    await harness.run(bankTransferSaleFlow, sale(), service);
    expect(harness.events.at(-2)?.action).toMatchObject({
      bankName: 'AOZORA BANK',
      accountNumber: '7654321',
    });
  });

  it('shows the amount rule the token’s response names over the one the sale asked for', async () => {
    const service = new FakeService(
      tokenJson('bank_transfer', { brand: 'aozora_bank', match_amount: 'maximum', ...account }),
      { 'charges.getChargeIssuerToken': () => ({ payment_type: 'bank_transfer', ...account }) },
    );
    service.reads = ['awaiting', 'successful'];
    await harness.run(bankTransferSaleFlow, sale(), service);
    expect(harness.events.at(-2)?.action).toMatchObject({ matchAmount: 'maximum' });
  });

  it('leaves the amount rule to the store’s setting when neither the sale nor the token names one', async () => {
    const service = bankTransferService();
    service.reads = ['awaiting', 'successful'];
    const withoutRule = {
      ...sale(),
      token: { ...sale().token, data: { brand: 'aozora_bank' as const } },
    };
    await harness.run(bankTransferSaleFlow, withoutRule, service);
    expect(harness.events.at(-2)?.action).toMatchObject({ matchAmount: null });
  });

  it('counts the deadline from the token’s period when the service gives no expiry', async () => {
    const service = bankTransferService();
    service.reads = ['awaiting', 'successful'];
    await harness.run(bankTransferSaleFlow, sale({ expiration_period: 'P3D' }), service);
    expect(harness.events.at(-2)?.action).toMatchObject({ expiresAt: '2026-11-24T10:00:00.000Z' });
  });

  it('fails with 327 when the deadline passes', async () => {
    const service = bankTransferService();
    service.reads = ['awaiting', { status: 'failed', errorCode: 327 }];
    await harness.run(bankTransferSaleFlow, sale(), service);
    expect(harness.last()).toMatchObject({
      step: 'failed',
      problem: { type: 'payment', code: 327 },
    });
  });

  it('leaves the operation open at awaiting_customer when the wait reaches its bound', async () => {
    const service = bankTransferService();
    const run = await harness.run(bankTransferSaleFlow, sale(), service);
    expect(harness.steps().slice(-2)).toEqual(['awaiting_customer', 'awaiting_customer']);
    expect(harness.journal.openOperations().map((operation) => operation.state)).toEqual([
      'awaiting_customer',
    ]);
    expect(run.step).toBe('awaiting_customer');
  });

  it('cancels the charge when the cashier aborts before the transfer arrived', async () => {
    const service = bankTransferService();
    harness.abortAt('awaiting_customer');
    await harness.run(bankTransferSaleFlow, sale(), service);
    expect(harness.steps().slice(-2)).toEqual(['canceling', 'abandoned']);
  });

  it('reports that a paid charge could not be canceled, and ends as paid', async () => {
    const service = bankTransferService();
    service.handlers.set('cancels.createCancel', () => {
      service.reads = ['successful'];
      return serviceError(400, 'CANCEL_NOT_ALLOWED');
    });
    harness.abortAt('awaiting_customer');
    await harness.run(bankTransferSaleFlow, sale(), service);
    expect(harness.last()).toMatchObject({
      step: 'succeeded',
      problem: { type: 'service', code: 'CANCEL_NOT_ALLOWED' },
    });
  });
});
