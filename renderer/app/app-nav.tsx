import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { LanguageSwitch } from './language-switch';
import { useNavigation } from './navigation-store';
import { screens } from './screens';
import { screenShortcutLabel } from './shell-keys';

/** The screens, and beside them what the cashier may change about the till at any time. */
export function AppNav({ onHelp }: { onHelp: () => void }) {
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
      <div className="app-nav__tools">
        <LanguageSwitch />
        <Button variant="quiet" shortcut="F1" onClick={onHelp}>
          {t('shortcuts.open')}
        </Button>
      </div>
    </nav>
  );
}
