import { processingDelayMs } from '../../../main/simulator/charges/charges-module';
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
