import { processingDelayMs } from '../../../main/simulator/charges/charges-module';
import type { IpcResult } from '../../../shared/ipc/ipc-result';
import type { CounterHarness } from './counter-fixture';

/**
 * Starts a sale with `start` and, once main reports the charge made (its `processing` step),
 * moves the training simulator's clock past its processing delay, so the charge goes on at once
 * rather than after a second of real time (docs/simulator.md: Charges). Answers what `start`
 * did.
 */
export async function startAndProcess<Started>(
  counter: CounterHarness,
  start: () => Promise<Started>,
): Promise<Started> {
  const processing = counter.nextEvent(
    'flows:progress',
    (progress) => progress.step === 'processing',
  );
  const started = await start();
  await processing;
  counter.advanceSimulatorClock(processingDelayMs);
  return started;
}

/** A paid card sale of `amount` yen straight through main, answered once it has succeeded. */
export async function sellByCard(counter: CounterHarness, amount: number): Promise<void> {
  const ended = counter.nextEvent('flows:progress', (progress) => progress.step === 'succeeded');
  await startAndProcess(counter, async () => {
    const started = (await counter.core.dispatch('flows:start-sale', {
      token: {
        payment_type: 'card',
        email: 'taro@example.com',
        data: {
          cardholder: 'TARO YAMADA',
          card_number: '4012000033330026',
          exp_month: '12',
          exp_year: '2030',
          cvv: '123',
        },
      },
      charge: { amount, currency: 'JPY', capture: true },
    })) as IpcResult<{ operationId: string }>;
    if (!started.ok) throw new Error(`the card sale did not start: ${started.error.code}`);
  });
  await ended;
}
