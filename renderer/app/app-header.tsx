import { useTranslation } from 'react-i18next';
import { formatTime } from '../i18n/format';
import { useLanguage } from '../i18n/use-language';
import { useStoreTimeZone } from './store-clock';
import { Button } from '../ui/button';
import { StatusBadge, type StatusTone } from '../ui/status-badge';
import { OperatorBadge } from '../features/operators/operator-badge';
import { LanguageSwitch } from './language-switch';
import { useNavigation } from './navigation-store';
import { useShell } from './shell-store';

function StoreIdentity() {
  const { t } = useTranslation('app');
  const store = useShell((state) => state.store);
  if (store.status !== 'active') {
    return (
      <span className="app-header__store-name app-header__store-name--none">
        {store.status === 'loading' ? t('loading') : t('store.none')}
      </span>
    );
  }
  const { name, mode, training } = store.store;
  const tone: StatusTone = training ? 'training' : mode === 'live' ? 'positive' : 'info';
  return (
    <>
      <span className="app-header__store-name" title={name ?? t('store.training')}>
        <span className="visually-hidden">{t('store.label')}: </span>
        {name ?? t('store.training')}
      </span>
      <StatusBadge tone={tone} label={t('mode.label')}>
        {training ? t('mode.training') : t(`mode.${mode}`)}
      </StatusBadge>
    </>
  );
}

function ConnectivityStatus() {
  const { t } = useTranslation('app');
  const language = useLanguage();
  const timeZone = useStoreTimeZone();
  const { status, checkedAt } = useShell((state) => state.connectivity);
  const tillRunning = useShell((state) => state.tillProcess === 'running');
  // What the till last heard from the service says nothing once the till itself has stopped.
  if (!tillRunning) {
    return (
      <span className="app-header__connectivity">
        <StatusBadge tone="danger" label={t('connectivity.label')}>
          {t('connectivity.tillStopped')}
        </StatusBadge>
      </span>
    );
  }
  const tone: StatusTone =
    status === 'online' ? 'positive' : status === 'offline' ? 'danger' : 'neutral';
  return (
    <span className="app-header__connectivity">
      <StatusBadge tone={tone} label={t('connectivity.label')}>
        {t(`connectivity.${status}`)}
      </StatusBadge>
      {/* When the service cannot be reached, when it last could matters; otherwise it is noise. */}
      {status === 'online' || checkedAt === null ? null : (
        <span className="app-header__checked">
          {t('connectivity.checkedAt', {
            time: formatTime(new Date(checkedAt), language, timeZone),
          })}
        </span>
      )}
    </span>
  );
}

function ReviewStatus() {
  const { t } = useTranslation('app');
  const reviewCount = useShell((state) => state.reviewCount);
  const navigate = useNavigation((state) => state.navigate);
  if (reviewCount === null) return null;
  return reviewCount === 0 ? (
    <StatusBadge tone="neutral">{t('review.none')}</StatusBadge>
  ) : (
    // Operations wait for a person: the badge opens the list they wait in.
    <button type="button" className="app-header__review" onClick={() => navigate('review')}>
      <StatusBadge tone="warning">
        {t('review.label')}
        <span className="app-header__count">{reviewCount}</span>
      </StatusBadge>
    </button>
  );
}

/**
 * Always on show: whose till this is, in which mode, whether it can reach the service; and
 * what the cashier may change about the till at any time (language, the keys' help), so the
 * navigation row below has the whole width for its screens.
 */
export function AppHeader({ onHelp }: { onHelp: () => void }) {
  const { t } = useTranslation('app');
  // Busy until the active store is known: the counter takes no amount before then.
  const loading = useShell((state) => state.store.status === 'loading');
  return (
    <header className="app-header" aria-busy={loading}>
      <div className="app-header__identity">
        <StoreIdentity />
      </div>
      <div className="app-header__status">
        <OperatorBadge />
        <ConnectivityStatus />
        <ReviewStatus />
        <LanguageSwitch />
        <Button variant="quiet" shortcut="F1" onClick={onHelp}>
          {t('shortcuts.open')}
        </Button>
      </div>
    </header>
  );
}
