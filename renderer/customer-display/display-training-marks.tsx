import { TrainingWatermark } from '../ui/training-watermark';
import { Bilingual } from './bilingual';
import type { Voice } from './display-voices';

/** Enough repeats to cover the largest customer screen. */
const repeats = 40;

/**
 * A training till's display says so, as the cashier's screen does: the word across the
 * background (decoration, drawn by CSS from the attribute) and a banner in words for everyone.
 */
export function DisplayTrainingMarks({ voices }: { voices: readonly [Voice, Voice] }) {
  const [first, second] = voices;
  const word = `${first.t('training.watermark')} ${second.t('training.watermark')}`;
  return (
    <>
      <TrainingWatermark word={word} repeats={repeats} />
      <p className="customer-display__training-banner">
        <Bilingual voices={voices} text={(voice) => voice.t('training.banner')} />
      </p>
    </>
  );
}
