import type { OpenPayment } from '../../../shared/ipc/ipc-payloads';
import type { IpcResult } from '../../../shared/ipc/ipc-result';
import type { CounterHarness } from './counter-fixture';

/**
 * A konbini sale started as the sale screen starts one (a Lawson slip for Hanako Yamada that
 * waits three days), answered with the open payment once the board holds it: the board says so
 * with `payments:open-changed` as soon as the sale's flow records that the charge awaits the
 * customer. A fresh till's board is empty, so the first payment it lists is this sale's.
 */
export async function startKonbiniSaleOnBoard(
  counter: CounterHarness,
  amount: number,
): Promise<OpenPayment & { startedOperationId: string }> {
  const onBoard = counter.nextEvent('payments:open-changed', (payments) => payments.length > 0);
  const started = (await counter.core.dispatch('flows:start-sale', {
    token: {
      payment_type: 'konbini',
      email: 'hanako@example.jp',
      data: {
        customer_name: 'Hanako Yamada',
        phone_number: { country_code: '81', local_number: '9012345678' },
        convenience_store: 'lawson',
        expiration_period: 'P3D',
      },
    },
    charge: { amount, currency: 'JPY' },
  })) as IpcResult<{ operationId: string }>;
  if (!started.ok) throw new Error(`the konbini sale did not start: ${started.error.code}`);
  const [listed] = await onBoard;
  if (listed === undefined) throw new Error('the board lists no payment');
  return { ...listed, startedOperationId: started.data.operationId };
}
