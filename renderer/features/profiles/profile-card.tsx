import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '../../../shared/profiles';
import { saleLimitsOf } from '../../../shared/sale-limits';
import { errorCodeText } from '../../i18n/error-text';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { Button } from '../../ui/button';
import { StatusBadge } from '../../ui/status-badge';
import { connectionVerdict } from './connection-verdict';
import type { ConnectionTest } from './profiles-store';

interface ProfileCardProps {
  profile: ProfileSummary;
  active: boolean;
  test: ConnectionTest | undefined;
  onSelect: () => void;
  onTest: () => void;
  onReplace: () => void;
  onSaleLimits: () => void;
  onRemove: () => void;
}

/** One profile's facts (never a secret: the summary holds none) and what may be done with it. */
export function ProfileCard({
  profile,
  active,
  test,
  onSelect,
  onTest,
  onReplace,
  onSaleLimits,
  onRemove,
}: ProfileCardProps) {
  const { t } = useTranslation('profiles');
  const language = useLanguage();
  const limits = saleLimitsOf(profile);
  const name = profile.training ? t('trainingName') : profile.name;
  const credentials = !profile.hasCredentials
    ? t('credentials.missing')
    : profile.token?.kind === 'merchant'
      ? t('credentials.savedMerchant')
      : t('credentials.saved');
  const facts: [string, string][] = [
    [t('facts.mode'), t(`modes.${profile.mode}`)],
    [t('facts.storeId'), profile.storeId],
    [t('facts.baseUrl'), profile.baseUrl],
    [t('facts.currency'), profile.currency],
    [t('facts.maximumSale'), formatAmount(limits.maximum, profile.currency, language)],
    [t('facts.confirmSaleAbove'), formatAmount(limits.confirmAbove, profile.currency, language)],
  ];
  // The training profile's credentials are the simulator's, never the keychain's.
  if (!profile.training) facts.push([t('facts.credentials'), credentials]);
  return (
    <li className={`panel${active ? ' profiles__card--active' : ''}`}>
      <div className="profiles__card-header">
        <h3 className="panel__title">{name}</h3>
        {active ? <StatusBadge tone="positive">{t('active')}</StatusBadge> : null}
      </div>
      {profile.training ? <p className="profiles__hint">{t('trainingNote')}</p> : null}
      <dl className="profiles__facts">
        {facts.map(([term, value]) => (
          <div key={term} className="profiles__fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="profiles__card-actions">
        {active ? null : (
          <Button variant="primary" onClick={onSelect}>
            {t('actions.select')}
          </Button>
        )}
        <Button disabled={test?.state === 'asking'} onClick={onTest}>
          {test?.state === 'asking' ? t('actions.testing') : t('actions.test')}
        </Button>
        {profile.training ? null : (
          <>
            <Button onClick={onSaleLimits}>{t('actions.saleLimits')}</Button>
            <Button onClick={onReplace}>{t('actions.replace')}</Button>
            <Button variant="danger" onClick={onRemove}>
              {t('actions.remove')}
            </Button>
          </>
        )}
      </div>
      <div className="profiles__test" role="status">
        {test === undefined || test.state === 'asking' ? null : <TestText test={test} />}
      </div>
    </li>
  );
}

function TestText({ test }: { test: Exclude<ConnectionTest, { state: 'asking' }> }) {
  const { t } = useTranslation('profiles');
  const { t: tErrors } = useTranslation('errors');
  if (test.state === 'failed') {
    return (
      <p className="field__error">
        {t('test.failed', { reason: errorCodeText(tErrors, test.error.code) })}
      </p>
    );
  }
  const verdict = connectionVerdict(test.answer);
  if (verdict.kind === 'connected') {
    return <p className="profiles__done">{t('test.connected')}</p>;
  }
  return (
    <p className="field__error">
      {t(`test.${verdict.kind}`, { reason: errorCodeText(tErrors, verdict.code) })}
    </p>
  );
}
