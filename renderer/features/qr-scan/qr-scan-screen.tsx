import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../i18n/error-text';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { ActionBar } from '../../ui/action-bar';
import { Field } from '../../ui/field';
import { SaleEntryButtons, SaleEntryProblem } from '../sale/sale-entry-actions';
import type { SaleEntryScreenProps } from '../sale/sale-entry-screens';
import { useSaleEntryForm } from '../sale/use-sale-entry-form';
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

/**
 * The customer-presented QR sale: a scan is taken wherever the focus is and starts the sale at
 * once when the rest of the form is valid; a code the scanner cannot read is typed instead.
 * The code lives in this component's state only, like a card number.
 */
export function QrScanScreen({ charge, onBack }: SaleEntryScreenProps) {
  const { t } = useTranslation('qrScan');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const [incompleteScan, setIncompleteScan] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const formId = useId();
  const entry = useSaleEntryForm<QrScanForm, QrScanFormField>({
    empty: emptyQrScanForm,
    check: (current) => qrScanSaleRequest(current, charge),
    onBack,
    // The cashier fixes what stops the sale; a scanned code waits meanwhile.
    onRefused: (errors) => {
      const failing = qrScanErrorsByField(errors);
      if (failing.email !== undefined) emailInput.current?.focus();
      else if (failing.code !== undefined) codeInput.current?.focus();
    },
  });
  const { form, errors, refusal, starting, shows, touch, submit, onSubmit } = entry;

  const fieldErrors = qrScanErrorsByField(errors);
  const errorOf = (field: QrScanFormField): string | null => {
    const error = fieldErrors[field];
    if (error === undefined || !shows(field)) return null;
    if (field === 'code' && error.reason === 'REQUIRED_VALUE') return t('codeRequired');
    return validationText(tErrors, error.reason);
  };
  const update = (patch: Partial<QrScanForm>) => {
    setIncompleteScan(false);
    entry.update(patch);
  };

  useScanCapture({
    onScan: (code) => {
      const scanned: QrScanForm = { ...form, code, source: 'scanned' };
      update(scanned);
      submit(scanned);
    },
    onDiscard: () => setIncompleteScan(true),
  });

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
          <SaleEntryProblem
            refusal={refusal}
            formError={formError}
            formProblem={t('formProblem')}
          />
          <SaleEntryButtons
            onBack={onBack}
            starting={starting}
            back={t('back')}
            submit={starting ? t('starting') : t('submit', { amount })}
          />
        </ActionBar>
      </form>
    </div>
  );
}
