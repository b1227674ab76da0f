import { useTranslation } from 'react-i18next';
import { useNavigation } from './navigation-store';
import { openScreen } from './open-screen';
import { screens } from './screens';
import { screenShortcutLabel } from './shell-keys';

/**
 * The screens, one tab each, with the key that opens it. The badge shows the digit alone
 * (Ctrl+digit, as the tab's title, its keyshortcuts and the F1 list say): eight tabs with
 * "Ctrl+" each did not fit a 1280-pixel counter.
 */
export function AppNav() {
  const { t } = useTranslation('app');
  const current = useNavigation((state) => state.screen);
  return (
    <nav className="app-nav" aria-label={t('nav.label')}>
      <ul className="app-nav__list">
        {screens.map(({ id, label }, index) => (
          <li key={id}>
            <button
              type="button"
              className="app-nav__item"
              aria-current={id === current ? 'page' : undefined}
              aria-keyshortcuts={screenShortcutLabel(index)}
              title={screenShortcutLabel(index)}
              onClick={() => openScreen(id)}
            >
              {t(label)}
              <kbd aria-hidden="true">{index + 1}</kbd>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
