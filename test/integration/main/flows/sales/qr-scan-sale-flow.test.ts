import { afterEach, describe, expect, it } from 'vitest';
import { saleInput } from '../../../../../shared/flows/flow-input';
import { openFlowSimulator, type FlowSimulator } from '../flow-simulator';
import { theCharge } from '../sale-simulator-kit';

let h: FlowSimulator | undefined;

afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** A training code of the simulator (main/simulator/tokens/README.md: Scanned QR codes). */
function qrScanSale(scannedQr: string) {
  return saleInput.parse({
    token: { payment_type: 'qr_scan', email: 'taro@example.jp', data: { scanned_qr: scannedQr } },
    charge: { amount: 1200, currency: 'JPY' },
  });
}

describe('customer-presented QR sale against the simulator', () => {
  it('succeeds with a code the wallet accepts, recording its brand', async () => {
    h = await openFlowSimulator();
    const end = await h.run(h.engine.startSale(qrScanSale('pay_pay:281234567890123456')));

    expect(end).toMatchObject({ step: 'succeeded', chargeStatus: 'successful' });
    expect(await theCharge(h, end.operationId)).toMatchObject({ status: 'successful' });
    expect(h.journal.operation(end.operationId)?.facts.brand).toBe('pay_pay');
  });

  it.each([322, 323, 324, 330])(
    'fails with the payment problem %i the code ends in',
    async (code) => {
      h = await openFlowSimulator();
      const end = await h.run(h.engine.startSale(qrScanSale(`pay_pay:281234567890123456:${code}`)));

      expect(end).toMatchObject({ step: 'failed', problem: { type: 'payment', code } });
      expect(await theCharge(h, end.operationId)).toMatchObject({ status: 'failed' });
    },
  );
});
