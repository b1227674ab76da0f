import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n/languages';
import { pos } from '../pos';
import { useShell } from './shell-store';

/**
 * Switches the language on screen at once and keeps the choice in the terminal's settings,
 * so the next start opens in it. A failed save leaves the switch in place and says so.
 */
export function useLanguageSwitch(): (language: Language) => Promise<void> {
  const { i18n } = useTranslation();
  const showNotice = useShell((state) => state.showNotice);
  return useCallback(
    async (language) => {
      await i18n.changeLanguage(language);
      const saved = await pos.settingsSet({ language });
      if (!saved.ok) showNotice(saved.error);
    },
    [i18n, showNotice],
  );
}
