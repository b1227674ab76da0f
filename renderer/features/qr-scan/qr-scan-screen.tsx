import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSale } from '../sale/use-sale';
import type { SaleEntryScreenProps } from '../sale-entry/sale-entry-check';
import { CustomerEmailField } from '../sale-entry/customer-email-field';
import { SaleEntryLayout } from '../sale-entry/sale-entry-layout';
import { TextEntryField } from '../sale-entry/text-entry-field';
import { useSaleEntryForm } from '../sale-entry/use-sale-entry-form';
import {
  emptyQrScanForm,
  maskScannedCode,
  qrScanFormFieldOf,
  qrScanSaleRequest,
  type QrScanForm,
  type QrScanFormField,
} from './qr-scan-form';
import { useScanCapture } from './use-scan-capture';
import './qr-scan-screen.css';

/**
 * The customer-presented QR sale: a scan is taken wherever the focus is and starts the sale at
 * once when the rest of the form is valid; a code the scanner cannot read is typed instead. A
 * code scanned on the amount screen, which opened this sale, is the form's from the start.
 * The code lives in this component's state only, like a card number.
 */
export function QrScanScreen({ charge, onBack }: SaleEntryScreenProps) {
  const { t } = useTranslation('qrScan');
  const [incompleteScan, setIncompleteScan] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const scannedOnAmount = useSale((state) => state.scannedCode);
  const entry = useSaleEntryForm<QrScanForm, QrScanFormField>({
    empty:
      scannedOnAmount === null
        ? emptyQrScanForm
        : { ...emptyQrScanForm, code: scannedOnAmount, source: 'scanned' },
    check: (current) => qrScanSaleRequest(current, charge),
    fieldOf: qrScanFormFieldOf,
    message: (field, reason) =>
      field === 'code' && reason === 'REQUIRED_VALUE' ? t('codeRequired') : null,
    onBack,
    // The cashier fixes what stops the sale; a scanned code waits meanwhile.
    onRefused: (failing) => {
      if (failing.email !== undefined) emailInput.current?.focus();
      else if (failing.code !== undefined) codeInput.current?.focus();
    },
  });
  const { form, errorOf, touch, submit } = entry;
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

  const scanned = form.source === 'scanned' && form.code !== '';
  return (
    <SaleEntryLayout
      namespace="qrScan"
      className="qr-scan"
      charge={charge}
      onBack={onBack}
      entry={entry}
      above={
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
                    {t('scanner.codeLength', { count: [...form.code].length })}
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
      }
    >
      <CustomerEmailField
        namespace="qrScan"
        // Typing clears the word about an incomplete scan, as any edit does.
        entry={{ ...entry, update }}
        inputRef={emailInput}
        autoFocus
      />
      <TextEntryField
        label={t('manualCode')}
        hint={t('manualCodeHint')}
        error={errorOf('code')}
        inputRef={codeInput}
        value={form.source === 'typed' ? form.code : ''}
        onChange={(value) => update({ code: value, source: 'typed' })}
        onBlur={touch('code')}
      />
    </SaleEntryLayout>
  );
}
