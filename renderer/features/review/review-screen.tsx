import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { invokeContract } from '../../../shared/ipc/ipc-contract';
import {
  operationOutcome,
  type OperationOutcome,
  type OperationSummary,
} from '../../../shared/ipc/ipc-payloads';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { parseRequest } from '../../../shared/service/common';
import { operations as operationTexts } from '../../i18n/en/operations';
import { errorCodeText, validationText } from '../../i18n/error-text';
import { hasEntry } from '../../i18n/has-entry';
import { formatAmount, formatDateTime } from '../../i18n/format';
import { useStoreTimeZone } from '../../app/store-clock';
import { useLanguage } from '../../i18n/use-language';
import { pos } from '../../pos';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { StatusBadge } from '../../ui/status-badge';
import { createReviewStore, type ServiceCheck } from './review-store';
import { resourceToCheck, suggestedOutcome, type ServiceReading } from './service-check';
import './review-screen.css';

const reviewStore = createReviewStore(pos);

/** The journal's operations that wait for a person, each checkable and resolvable. */
export function ReviewScreen() {
  const { t } = useTranslation('review');
  const { t: tErrors } = useTranslation('errors');
  const operations = useStore(reviewStore, (state) => state.operations);
  const otherProfiles = useStore(reviewStore, (state) => state.otherProfiles);
  const loadError = useStore(reviewStore, (state) => state.loadError);
  const [resolving, setResolving] = useState<OperationSummary | null>(null);
  const [resolvedNote, setResolvedNote] = useState<string | null>(null);

  useEffect(() => reviewStore.getState().connect(), []);

  return (
    <section className="review" aria-labelledby="review-title">
      <header className="review__header">
        <h1 className="review__title" id="review-title">
          {t('title')}
        </h1>
        <p className="review__lead">{t('lead')}</p>
      </header>
      <p className="review__status" role="status">
        {resolvedNote ??
          (operations === null
            ? null
            : operations.length === 0
              ? null
              : t('count', { count: operations.length }))}
      </p>
      {loadError !== null ? (
        <p className="field__error" role="alert">
          {t('loadFailed')} {errorCodeText(tErrors, loadError.code)}
        </p>
      ) : operations === null ? (
        <p>{t('loading')}</p>
      ) : operations.length === 0 ? (
        <p className="review__empty">
          <span aria-hidden="true">✓ </span>
          {otherProfiles.length === 0 ? t('empty') : t('emptyHere')}
        </p>
      ) : (
        <ul className="review__list">
          {operations.map((operation) => (
            <ReviewItem
              key={operation.id}
              operation={operation}
              onResolve={() => {
                setResolvedNote(null);
                setResolving(operation);
              }}
            />
          ))}
        </ul>
      )}
      {otherProfiles.length === 0 ? null : (
        <ul className="review__elsewhere">
          {otherProfiles.map(({ profileId, profileName, count }) => (
            <li key={profileId}>
              {profileName === null
                ? t('removedProfile', { count })
                : t('otherProfile', { count, name: profileName })}
            </li>
          ))}
        </ul>
      )}
      {resolving === null ? null : (
        <ResolveDialog
          operation={resolving}
          onClose={(resolvedText) => {
            setResolving(null);
            if (resolvedText !== null) setResolvedNote(resolvedText);
          }}
        />
      )}
    </section>
  );
}

function ReviewItem({
  operation,
  onResolve,
}: {
  operation: OperationSummary;
  onResolve: () => void;
}) {
  const { t } = useTranslation('review');
  const { t: tOperations } = useTranslation('operations');
  const language = useLanguage();
  const timeZone = useStoreTimeZone();
  const headingId = useId();
  const reason = operation.review?.reason ?? '';

  return (
    <li className="review-item" aria-labelledby={headingId}>
      <div className="review-item__summary">
        <h2 className="review-item__kind" id={headingId}>
          {tOperations(`kind.${operation.kind}`)}
        </h2>
        {operation.amount !== undefined && operation.currency !== undefined ? (
          <p className="review-item__amount">
            {formatAmount(operation.amount, operation.currency, language)}
          </p>
        ) : null}
        {operation.training ? <StatusBadge tone="training">{t('training')}</StatusBadge> : null}
      </div>
      <p className="review-item__reason">
        {hasEntry(operationTexts.reviewReason, reason)
          ? tOperations(`reviewReason.${reason}`)
          : t('unknownReason', { reason })}
      </p>
      <dl className="review-item__facts">
        <div>
          <dt>{t('started')}</dt>
          <dd>{formatDateTime(new Date(operation.createdAt), language, timeZone)}</dd>
        </div>
        {operation.review === null ? null : (
          <div>
            <dt>{t('inReviewSince')}</dt>
            <dd>{formatDateTime(new Date(operation.review.since), language, timeZone)}</dd>
          </div>
        )}
        {operation.chargeId === undefined ? null : (
          <div>
            <dt>{t('chargeId')}</dt>
            <dd className="review-item__id">{operation.chargeId}</dd>
          </div>
        )}
        {operation.refundId === undefined ? null : (
          <div>
            <dt>{t('refundId')}</dt>
            <dd className="review-item__id">{operation.refundId}</dd>
          </div>
        )}
        <div>
          <dt>{t('operationId')}</dt>
          <dd className="review-item__id">{operation.id}</dd>
        </div>
      </dl>
      <ServiceCheckView operation={operation} />
      <div className="review-item__actions">
        <Button variant="primary" size="large" onClick={onResolve}>
          {t('record')}
        </Button>
      </div>
    </li>
  );
}

function ServiceCheckView({ operation }: { operation: OperationSummary }) {
  const { t } = useTranslation('review');
  const check = useStore(reviewStore, (state) => state.checks[operation.id]);
  if (resourceToCheck(operation) === null) {
    return <p className="review-item__check">{t('noCheck')}</p>;
  }
  return (
    <div className="review-item__check" aria-live="polite">
      <Button
        variant="secondary"
        size="large"
        disabled={check?.state === 'asking'}
        onClick={() => void reviewStore.getState().check(operation)}
      >
        {check?.state === 'asking' ? t('checking') : t('check')}
      </Button>
      <CheckResult operation={operation} check={check} />
    </div>
  );
}

function CheckResult({
  operation,
  check,
}: {
  operation: OperationSummary;
  check: ServiceCheck | undefined;
}) {
  const { t } = useTranslation('review');
  const { t: tOperations } = useTranslation('operations');
  const { t: tErrors } = useTranslation('errors');
  if (check === undefined || check.state === 'asking') return null;
  if (check.state === 'failed') {
    return (
      <p className="field__error">
        {t('checkFailed')} {errorCodeText(tErrors, check.error.code)}
      </p>
    );
  }
  const outcome = suggestedOutcome(operation.kind, check.answer);
  return (
    <div className="review-item__reading">
      <ReadingText reading={check.answer} />
      <p className="review-item__suggestion">
        {outcome === null
          ? t('undecided')
          : t('suggests', { outcome: tOperations(`outcome.${outcome}`) })}
      </p>
    </div>
  );
}

/** The service's status in words; one this version does not know is quoted as sent. */
function ReadingText({ reading }: { reading: ServiceReading }) {
  const { t } = useTranslation('review');
  const { t: tOperations } = useTranslation('operations');
  const { status } = reading;
  if (reading.resource === 'charge') {
    const text = hasEntry(operationTexts.chargeStatus, status)
      ? tOperations(`chargeStatus.${status}`)
      : t('unknownStatus', { status });
    return <p>{t('serviceSaysCharge', { status: text })}</p>;
  }
  const text = hasEntry(operationTexts.refundStatus, status)
    ? tOperations(`refundStatus.${status}`)
    : t('unknownStatus', { status });
  return <p>{t('serviceSaysRefund', { status: text })}</p>;
}

const resolveInput = invokeContract['journal:resolve-review'].input;

function ResolveDialog({
  operation,
  onClose,
}: {
  operation: OperationSummary;
  /** With the announcement of what was recorded, or null when nothing was. */
  onClose: (resolvedText: string | null) => void;
}) {
  const { t } = useTranslation('review');
  const { t: tOperations } = useTranslation('operations');
  const { t: tErrors } = useTranslation('errors');
  const check = useStore(reviewStore, (state) => state.checks[operation.id]);
  const suggestion =
    check?.state === 'answered' ? suggestedOutcome(operation.kind, check.answer) : null;
  const [outcome, setOutcome] = useState<OperationOutcome | null>(suggestion);
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<IpcError | null>(null);
  const legendId = useId();

  const parsed = parseRequest(resolveInput, {
    operationId: operation.id,
    outcome: outcome ?? undefined,
    ...(note.trim() !== '' && { note }),
  });
  const errorAt = (field: string): string | null => {
    if (parsed.success || !submitted) return null;
    const error = parsed.errors.find((candidate) => candidate.field === field);
    return error === undefined ? null : validationText(tErrors, error.reason);
  };

  const submit = async () => {
    setSubmitted(true);
    if (!parsed.success || outcome === null || busy) return;
    setBusy(true);
    const error = await reviewStore.getState().resolve(operation.id, outcome, note);
    setBusy(false);
    if (error !== null) {
      setRefusal(error);
      return;
    }
    onClose(
      t('resolved', {
        kind: tOperations(`kind.${operation.kind}`),
        outcome: tOperations(`outcome.${outcome}`),
      }),
    );
  };

  return (
    <Dialog open title={t('dialogTitle')} closeLabel={t('cancel')} onClose={() => onClose(null)}>
      <form
        className="resolve-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>{t('dialogLead')}</p>
        <fieldset className="resolve-form__outcomes" aria-describedby={`${legendId}-error`}>
          <legend id={legendId}>{t('outcomeLabel')}</legend>
          {operationOutcome.options.map((option) => (
            <label key={option} className="resolve-form__outcome">
              <input
                type="radio"
                name="outcome"
                value={option}
                checked={outcome === option}
                onChange={() => setOutcome(option)}
              />
              <span>
                {tOperations(`outcome.${option}`)}
                {option === suggestion ? (
                  <span className="resolve-form__suggested"> ({t('suggested')})</span>
                ) : null}
              </span>
            </label>
          ))}
          <div className="field__error-slot" id={`${legendId}-error`} aria-live="polite">
            {errorAt('outcome') === null ? null : (
              <p className="field__error">{errorAt('outcome')}</p>
            )}
          </div>
        </fieldset>
        <Field label={t('note')} hint={t('noteHint')} error={errorAt('note')}>
          {(control) => (
            <textarea
              {...control}
              className="resolve-form__note"
              rows={3}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
        {refusal === null ? null : (
          <p className="field__error" role="alert">
            {t('resolveFailed')} {errorCodeText(tErrors, refusal.code)}
          </p>
        )}
        <Button variant="primary" size="large" submit disabled={busy}>
          {t('confirm')}
        </Button>
      </form>
    </Dialog>
  );
}
