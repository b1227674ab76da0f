import { useTranslation } from 'react-i18next';
import { useNavigation } from './navigation-store';
import { screens } from './screens';
import { screenShortcutLabel } from './shell-keys';

/** The screens, one tab each, with the key that opens it. */
export function AppNav() {
  const { t } = useTranslation('app');
  const current = useNavigation((state) => state.screen);
  const navigate = useNavigation((state) => state.navigate);
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
              onClick={() => navigate(id)}
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
