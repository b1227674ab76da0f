import { useTranslation } from 'react-i18next';
import { TrainingWatermark } from '../ui/training-watermark';

/**
 * The word TRAINING across the background, whatever is on screen, repeated enough to cover
 * the largest counter screen at any zoom. Decoration only: the header says it in words.
 */
export function CounterWatermark() {
  const { t } = useTranslation('app');
  return <TrainingWatermark word={t('training.watermark')} repeats={48} />;
}

/** The same warning in words, for everyone including screen readers. */
export function TrainingBanner() {
  const { t } = useTranslation('app');
  return <p className="training-banner">{t('training.banner')}</p>;
}
