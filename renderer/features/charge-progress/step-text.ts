import type { TFunction } from 'i18next';
import { saleKind } from '../../../shared/flows/flow-input';
import type { FlowKind } from '../../../shared/flows/flow-progress';
import { chargeProgress as chargeProgressMessages } from '../../i18n/en/charge-progress';

/** A running step named in words (chargeProgress.steps). */
export type ProgressStep = keyof typeof chargeProgressMessages.steps;

export function isProgressStep(state: string): state is ProgressStep {
  return Object.hasOwn(chargeProgressMessages.steps, state);
}

/** The steps whose words name what the method sends (methods.* in the resources). */
type MethodStep = 'creating_token' | 'processing';

function isMethodStep(step: ProgressStep): step is MethodStep {
  return step === 'creating_token' || step === 'processing';
}

/**
 * A step in the words of the operation's payment method: a konbini sale's token carries the
 * customer's details, not a card's, and no card company processes a bank transfer. Steps
 * every method shares, and operations that are not sales, read the same for all.
 */
export function stepText(
  t: TFunction<'chargeProgress'>,
  kind: FlowKind | null,
  step: ProgressStep,
): string {
  const sale = saleKind.safeParse(kind);
  return sale.success && isMethodStep(step)
    ? t(`methods.${sale.data}.steps.${step}`)
    : t(`steps.${step}`);
}
