import { useTranslation } from 'react-i18next';
import type { RunningFlow } from '../../shared/ipc/ipc-payloads';
import { formatAmount } from '../i18n/format';
import { useLanguage } from '../i18n/use-language';
import { Button } from '../ui/button';
import { showRunningFlow, useReattachedFlows } from './reattach-running-flows';

/** "Capture ¥1,000": what a flow is, and its amount where it has one. */
function FlowName({ flow }: { flow: RunningFlow }) {
  const { t } = useTranslation('operations');
  const language = useLanguage();
  const { kind, amount, currency } = flow.progress;
  const name = t(`kind.${kind}`);
  return (
    <>
      {amount === undefined || currency === undefined
        ? name
        : `${name} ${formatAmount(amount, currency, language)}`}
    </>
  );
}

/**
 * The flows the counter went back to besides the one on screen, after its window started
 * again: each opens where it is followed, so the cashier sees all of them, not only the newest.
 */
export function ReattachedFlowsNotice() {
  const { t } = useTranslation('app');
  const others = useReattachedFlows((state) => state.others);
  const dismiss = useReattachedFlows((state) => state.dismiss);
  if (others.length === 0) return null;
  return (
    <section className="notice notice--info" aria-labelledby="reattached-title">
      <div className="notice__text">
        <p className="reattached__title" id="reattached-title">
          {t('reattached.title')}
        </p>
        <ul className="reattached__flows">
          {others.map((flow) => (
            <li key={flow.progress.operationId}>
              <Button onClick={() => showRunningFlow(flow)}>
                <FlowName flow={flow} />
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <Button variant="quiet" onClick={dismiss}>
        {t('reattached.dismiss')}
      </Button>
    </section>
  );
}
