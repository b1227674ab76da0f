import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditVerification } from '../../../shared/ipc/ipc-payloads';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { errorCodeText } from '../../i18n/error-text';
import { pos } from '../../pos';
import { Button } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import { auditFileName, auditFormats, saveAuditFile, type AuditFormat } from './audit-file';

type Outcome =
  | { type: 'verified'; verification: AuditVerification }
  | { type: 'exported'; name: string }
  | { type: 'failed'; error: IpcError };

/** For the back office: whether the audit chain is intact, and the whole trail as a file. */
export function AuditTrailSettings() {
  const { t } = useTranslation('settings');
  const [format, setFormat] = useState<AuditFormat>('csv');
  const [busy, setBusy] = useState<'verifying' | 'exporting' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const verify = async () => {
    setBusy('verifying');
    const result = await pos.auditVerify();
    setBusy(null);
    setOutcome(
      result.ok
        ? { type: 'verified', verification: result.data }
        : { type: 'failed', error: result.error },
    );
  };

  const exportTrail = async () => {
    setBusy('exporting');
    const result = await pos.auditExport({ format });
    setBusy(null);
    if (!result.ok) {
      setOutcome({ type: 'failed', error: result.error });
      return;
    }
    const now = new Date();
    saveAuditFile(result.data, format, now);
    setOutcome({ type: 'exported', name: auditFileName(format, now) });
  };

  return (
    <section className="panel" aria-labelledby="settings-audit">
      <h2 id="settings-audit" className="panel__title">
        {t('audit.title')}
      </h2>
      <p className="settings__body">{t('audit.body')}</p>
      <div className="settings__actions">
        <Button size="large" disabled={busy !== null} onClick={() => void verify()}>
          {busy === 'verifying' ? t('audit.checking') : t('audit.verify')}
        </Button>
      </div>
      <ChoiceGroup
        legend={t('audit.format')}
        options={auditFormats.map((option) => ({
          value: option,
          label: t(`audit.formats.${option}`),
        }))}
        value={format}
        onChange={setFormat}
        reserveErrorLine={false}
      />
      <div className="settings__actions">
        <Button size="large" disabled={busy !== null} onClick={() => void exportTrail()}>
          {busy === 'exporting' ? t('audit.exporting') : t('audit.export')}
        </Button>
      </div>
      <div className="settings__outcome" role="status">
        {outcome === null ? null : <OutcomeText outcome={outcome} />}
      </div>
    </section>
  );
}

function OutcomeText({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('settings');
  const { t: tErrors } = useTranslation('errors');
  switch (outcome.type) {
    case 'failed':
      return (
        <p className="field__error">
          {t('audit.failed')} {errorCodeText(tErrors, outcome.error.code)}
        </p>
      );
    case 'exported':
      return <p className="settings__saved">{t('audit.exported', { name: outcome.name })}</p>;
    case 'verified': {
      const { verification } = outcome;
      if (!verification.intact) {
        return (
          <p className="field__error">
            {t('audit.broken', {
              // People count entries from one.
              index: verification.brokenAt.index + 1,
              count: verification.entries,
              problem: t(`audit.problems.${verification.brokenAt.problem}`),
            })}
          </p>
        );
      }
      return (
        <div className="settings__verified">
          <p className="settings__saved">{t('audit.intact', { count: verification.entries })}</p>
          <p className="settings__hint">
            {t('audit.head', { hash: verification.headHash.slice(0, 16) })}
          </p>
        </div>
      );
    }
  }
}
