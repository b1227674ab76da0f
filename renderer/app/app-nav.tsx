import { useTranslation } from 'react-i18next';
import { useNavigation } from './navigation-store';
import { openScreen } from './open-screen';
import { screens } from './screens';
import { screenShortcutLabel } from './shell-keys';

/**
 * The screens, one tab each, with the key that opens it as it is pressed ("Ctrl+3"): a plain
 * digit is the amount on the sale screen, so only Ctrl+digit can switch everywhere. The badge
 * sits under the name, which keeps eight tabs within a 1024-pixel counter.
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
              <kbd aria-hidden="true">{screenShortcutLabel(index)}</kbd>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
