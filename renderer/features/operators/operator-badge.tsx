import { useTranslation } from 'react-i18next';
import { useShell } from '../../app/shell-store';
import { pos } from '../../pos';
import { Button } from '../../ui/button';
import { StatusBadge } from '../../ui/status-badge';
import { applyOperators, useOperators } from './operators-store';

/** Who is signed in, in the header, with the way out; nothing on a till without operators. */
export function OperatorBadge() {
  const { t } = useTranslation('operators');
  const signedIn = useOperators((store) => store.state?.signedIn ?? null);
  if (signedIn === null) return null;
  const signOut = async () => {
    const result = applyOperators(await pos.operatorsSignOut());
    if (!result.ok) useShell.getState().showNotice(result.error);
  };
  return (
    <span className="app-header__operator">
      <StatusBadge tone="neutral" label={t('header.label')}>
        {signedIn.name} · {t(`role.${signedIn.role}`)}
      </StatusBadge>
      <Button variant="quiet" onClick={() => void signOut()}>
        {t('header.signOut')}
      </Button>
    </span>
  );
}
