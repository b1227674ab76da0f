import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { hasCommandModifier } from '../../app/key-target';
import { useKeyCommands } from '../../app/use-key-commands';
import { errorCodeText, validationText } from '../../i18n/error-text';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { ActionBar } from '../../ui/action-bar';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { saleOperationStore, useSaleOperation } from '../charge-progress/use-sale-operation';
import type { SaleEntryScreenProps } from '../sale/sale-entry-screens';
import {
  emptyQrScanForm,
  maskScannedCode,
  qrScanErrorsByField,
  qrScanSaleRequest,
  type QrScanForm,
  type QrScanFormField,
} from './qr-scan-form';
import { useScanCapture } from './use-scan-capture';
import './qr-scan-screen.css';

/** The key that submits from anywhere on the screen, beside Enter in a field. */
const submitKey = 'F9';

/**
 * The customer-presented QR sale: a scan is taken wherever the focus is and starts the sale at
 * once when the rest of the form is valid; a code the scanner cannot read is typed instead.
 * The code lives in this component's state only, like a card number.
 */
export function QrScanScreen({ charge, onBack }: SaleEntryScreenProps) {
  const { t } = useTranslation('qrScan');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const starting = useSaleOperation((state) => state.starting);
  const [form, setForm] = useState<QrScanForm>(emptyQrScanForm);
  const [touched, setTouched] = useState<ReadonlySet<QrScanFormField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<IpcError | null>(null);
  const [incompleteScan, setIncompleteScan] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const formId = useId();

  const request = qrScanSaleRequest(form, charge);
  const errors = qrScanErrorsByField(request.ok ? (refusal?.fields ?? []) : request.errors);
  const errorOf = (field: QrScanFormField): string | null => {
    const error = errors[field];
    if (error === undefined || !(submitted || touched.has(field) || refusal !== null)) return null;
    if (field === 'code' && error.reason === 'REQUIRED_VALUE') return t('codeRequired');
    return validationText(tErrors, error.reason);
  };
  const touch = (field: QrScanFormField) => () =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const update = (patch: Partial<QrScanForm>) => {
    setRefusal(null);
    setIncompleteScan(false);
    setForm((current) => ({ ...current, ...patch }));
  };

  const submit = (submitting: QrScanForm) => {
    setSubmitted(true);
    const checked = qrScanSaleRequest(submitting, charge);
    if (!checked.ok) {
      // The cashier fixes what stops the sale; a scanned code waits meanwhile.
      const failing = qrScanErrorsByField(checked.errors);
      if (failing.email !== undefined) emailInput.current?.focus();
      else if (failing.code !== undefined) codeInput.current?.focus();
      return;
    }
    if (starting) return;
    void saleOperationStore
      .getState()
      .start(checked.input)
      .then((error) => setRefusal(error));
  };

  useScanCapture({
    onScan: (code) => {
      const scanned: QrScanForm = { ...form, code, source: 'scanned' };
      update(scanned);
      submit(scanned);
    },
    onDiscard: () => setIncompleteScan(true),
  });

  useKeyCommands((event, target) => {
    if (target === 'dialog' || hasCommandModifier(event)) return false;
    if (event.key === 'Escape') {
      onBack();
      return true;
    }
    if (event.key === submitKey) {
      submit(form);
      return true;
    }
    return false;
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(form);
  };

  const amount = formatAmount(charge.amount, charge.currency, language);
  const scanned = form.source === 'scanned' && form.code !== '';
  const formError = errorOf('form');
  return (
    <div className="qr-scan">
      <header className="qr-scan__header">
        <h1 className="qr-scan__title">{t('title')}</h1>
        <p className="qr-scan__amount">
          <span className="qr-scan__amount-label">{t('amountLabel')}</span>
          <span className="qr-scan__amount-value">{amount}</span>
        </p>
      </header>
      <section
        className={`qr-scan__scanner${scanned ? ' qr-scan__scanner--received' : ''}`}
        aria-label={t('scanner.label')}
      >
        <span className="qr-scan__scanner-mark" aria-hidden="true">
          {scanned ? '✓' : '▣'}
        </span>
        <div role="status" className="qr-scan__scanner-state">
          {scanned ? (
            <>
              <p className="qr-scan__scanner-title">{t('scanner.received')}</p>
              <p className="qr-scan__code">
                <span className="qr-scan__code-value">{maskScannedCode(form.code)}</span>
                <span className="qr-scan__code-length">
                  {t('scanner.codeLength', { length: [...form.code].length })}
                </span>
              </p>
            </>
          ) : (
            <p className="qr-scan__scanner-title">{t('scanner.ready')}</p>
          )}
          <p className="qr-scan__scanner-hint">
            {incompleteScan
              ? t('scanner.incomplete')
              : scanned
                ? t('scanner.receivedHint')
                : t('scanner.readyHint')}
          </p>
        </div>
      </section>
      <form id={formId} className="qr-scan__form" noValidate onSubmit={onSubmit}>
        <div className="qr-scan__fields">
          <Field label={t('email')} hint={t('emailHint')} error={errorOf('email')}>
            {(control) => (
              <input
                {...control}
                ref={emailInput}
                type="email"
                autoComplete="off"
                spellCheck={false}
                autoFocus
                value={form.email}
                onChange={(event) => update({ email: event.target.value })}
                onBlur={touch('email')}
              />
            )}
          </Field>
          <Field label={t('manualCode')} hint={t('manualCodeHint')} error={errorOf('code')}>
            {(control) => (
              <input
                {...control}
                ref={codeInput}
                type="text"
                autoComplete="off"
                spellCheck={false}
                value={form.source === 'typed' ? form.code : ''}
                onChange={(event) => update({ code: event.target.value, source: 'typed' })}
                onBlur={touch('code')}
              />
            )}
          </Field>
        </div>
        <ActionBar className="qr-scan__actions">
          <div className="field__error-slot" aria-live="polite">
            {refusal !== null && (refusal.fields ?? []).length === 0 ? (
              <p className="field__error">
                {t('formProblem')} {errorCodeText(tErrors, refusal.code)}
              </p>
            ) : formError === null ? null : (
              <p className="field__error">{formError}</p>
            )}
          </div>
          <Button variant="secondary" size="large" shortcut="Esc" onClick={onBack}>
            {t('back')}
          </Button>
          <Button
            variant="primary"
            size="large"
            submit
            shortcut={`Enter / ${submitKey}`}
            disabled={starting}
          >
            {starting ? t('starting') : t('submit', { amount })}
          </Button>
        </ActionBar>
      </form>
    </div>
  );
}
