import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from './shell-store';

/**
 * A store's name in a merchant-wide list: the training store by its name in the cashier's
 * language, as the header names it, not as the simulator spells it; any other store as the
 * service names it, or by its id when the service names none.
 */
export function useStoreName(): (
  storeId: string,
  serviceName: string | null | undefined,
) => string {
  const { t } = useTranslation('app');
  const store = useShell((state) => state.store);
  const trainingStoreId =
    store.status === 'active' && store.store.training ? store.store.storeId : null;
  return useCallback(
    (storeId, serviceName) =>
      storeId === trainingStoreId ? t('store.training') : (serviceName ?? storeId),
    [t, trainingStoreId],
  );
}
