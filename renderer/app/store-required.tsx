import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeText } from '../i18n/error-text';
import type { ActiveStore } from './active-store';
import { useShell } from './shell-store';

/** Shows its screen only with an active store profile, and says why when there is none. */
export function StoreRequired({ children }: { children: (store: ActiveStore) => ReactNode }) {
  const store = useShell((state) => state.store);
  const { t } = useTranslation('app');
  const { t: tErrors } = useTranslation('errors');
  switch (store.status) {
    case 'loading':
      return <p className="screen-message">{t('loading')}</p>;
    case 'unavailable':
      return (
        <p className="screen-message screen-message--problem" role="alert">
          {errorCodeText(tErrors, store.error.code)}
        </p>
      );
    case 'active':
      return children(store.store);
  }
}
