import './training-watermark.css';

/**
 * `word` repeated `repeats` times across the background, so no one mistakes a training sale
 * for a real one. The word is drawn by CSS from the attribute: it is decoration, not text to
 * read or check; the page says the same in words.
 */
export function TrainingWatermark({ word, repeats }: { word: string; repeats: number }) {
  return (
    <div className="training-watermark" aria-hidden="true">
      {Array.from({ length: repeats }, (_, index) => (
        <span key={index} data-word={word} />
      ))}
    </div>
  );
}
