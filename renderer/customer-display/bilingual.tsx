import type { Voice } from './display-voices';

interface BilingualProps {
  voices: readonly [Voice, Voice];
  /** The text in one language. */
  text: (voice: Voice) => string;
}

/**
 * A message in both languages: the first large, the second smaller beneath it, each marked
 * with its language so a screen reader and the font fallback pick the right voice and glyphs.
 */
export function Bilingual({ voices: [first, second], text }: BilingualProps) {
  return (
    <>
      <span className="bilingual__first" lang={first.language}>
        {text(first)}
      </span>
      <span className="bilingual__second" lang={second.language}>
        {text(second)}
      </span>
    </>
  );
}
