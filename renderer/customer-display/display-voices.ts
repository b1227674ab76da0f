import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { nextLanguage, type Language } from '../i18n/languages';

/** One language on the display, with its messages and brand names. */
export interface Voice {
  readonly language: Language;
  readonly t: TFunction<'customerDisplay'>;
  readonly brands: TFunction<'brands'>;
}

function useVoice(language: Language): Voice {
  const { t } = useTranslation('customerDisplay', { lng: language });
  const { t: brands } = useTranslation('brands', { lng: language });
  return { language, t, brands };
}

/**
 * The display speaks both languages at once: the till's first, the other beneath it
 * (docs/architecture.md: The customer display). Both hooks run on every render, in order.
 */
export function useVoices(primary: Language): readonly [Voice, Voice] {
  return [useVoice(primary), useVoice(nextLanguage(primary))];
}
