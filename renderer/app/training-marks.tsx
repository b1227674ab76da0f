import { useTranslation } from 'react-i18next';

/** How many times the word repeats: enough to cover the largest counter screen at any zoom. */
const repeats = 48;

/**
 * The word TRAINING repeated across the background, so no one mistakes a training sale for a
 * real one, whatever is on screen. Decoration only: the header says it in words.
 */
export function TrainingWatermark() {
  const { t } = useTranslation('app');
  // The word is drawn by CSS from the attribute: it is decoration, not text to read or check.
  return (
    <div className="training-watermark" aria-hidden="true">
      {Array.from({ length: repeats }, (_, index) => (
        <span key={index} data-word={t('training.watermark')} />
      ))}
    </div>
  );
}

/** The same warning in words, for everyone including screen readers. */
export function TrainingBanner() {
  const { t } = useTranslation('app');
  return <p className="training-banner">{t('training.banner')}</p>;
}
