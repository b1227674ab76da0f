import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalAction } from '../../../shared/operators';
import { askApprovalsWith, pos } from '../../pos';
import { Dialog } from '../../ui/dialog';
import { applyOperators, useOperators } from './operators-store';
import { PinForm } from './pin-form';

interface AskedApproval {
  readonly action: ApprovalAction;
  readonly answer: (approved: boolean) => void;
}

/**
 * A manager's PIN typed on the spot for what main held (renderer/pos.ts: approving): the
 * manager does not sign in, and the cashier's call goes on as soon as main takes the PIN.
 * Closing the dialog answers the call with main's refusal, which its screen shows.
 */
export function ApprovalDialog() {
  const { t } = useTranslation('operators');
  const state = useOperators((store) => store.state);
  const [asked, setAsked] = useState<AskedApproval | null>(null);

  useEffect(() => {
    askApprovalsWith(
      (action) =>
        new Promise<boolean>((answer) => {
          setAsked((earlier) => {
            // One question at a time: an earlier one still open is answered as dismissed.
            earlier?.answer(false);
            return { action, answer };
          });
        }),
    );
    return () => askApprovalsWith(null);
  }, []);

  const managers = state?.operators.filter((operator) => operator.role === 'manager') ?? [];
  const close = (approved: boolean) => {
    asked?.answer(approved);
    setAsked(null);
  };

  const approve = async (operatorId: string, pin: string) => {
    if (asked === null) return null;
    const result = applyOperators(
      await pos.operatorsApprove({ operatorId, pin, action: asked.action }),
    );
    if (!result.ok) return result.error;
    close(true);
    return null;
  };

  return (
    <Dialog
      open={asked !== null}
      title={
        asked === null ? '' : t('approval.title', { action: t(`approval.action.${asked.action}`) })
      }
      onClose={() => close(false)}
      closeLabel={t('approval.cancel')}
      safeClose
    >
      {asked === null ? null : (
        <>
          <p className="approval__lead">
            {t('approval.lead', { action: t(`approval.action.${asked.action}`) })}
          </p>
          <PinForm
            // A new question starts with an empty PIN and the first manager chosen.
            key={asked.action}
            operators={managers}
            retryAt={state?.retryAt ?? null}
            submitLabel={t('approval.submit')}
            onSubmit={approve}
            keypadBeside
          />
        </>
      )}
    </Dialog>
  );
}
