import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppSettings } from '../../../shared/ipc/ipc-payloads';
import { validationText } from '../../i18n/error-text';
import { pos } from '../../pos';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { OptionSelect } from '../../ui/option-select';
import { TextField } from '../../ui/text-field';
import {
  paperOptions,
  pdfPaperOptions,
  printerNameMaxLength,
  printFormOf,
  printSettingsRequest,
  type PrintField,
  type PrintForm,
} from './print-settings-form';
import { SaveStatusLine, type SaveStatus } from './save-status';

interface SectionProps {
  settings: AppSettings;
  onSaved: (settings: AppSettings) => void;
}

/** Every zone Intl knows, offered as the cashier types; the contract's schema has the last word. */
function knownTimeZones(): readonly string[] {
  return Intl.supportedValuesOf('timeZone');
}

/** Printer, paper and the store's time zone, checked with the contract's schema and saved together. */
export function PrintSettings({ settings, onSaved }: SectionProps) {
  const { t } = useTranslation('settings');
  const { t: tErrors } = useTranslation('errors');
  const [form, setForm] = useState<PrintForm>(() => printFormOf(settings));
  const [touched, setTouched] = useState<ReadonlySet<PrintField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<Partial<Record<PrintField, string>>>({});
  const [status, setStatus] = useState<SaveStatus>(null);
  const [saving, setSaving] = useState(false);
  const zones = useMemo(knownTimeZones, []);

  const request = printSettingsRequest(form, settings);
  const errorOf = (field: PrintField): string | null => {
    const reason = request.ok ? refused[field] : request.errors[field]?.reason;
    if (reason === undefined || !(submitted || touched.has(field) || request.ok)) return null;
    return validationText(tErrors, reason);
  };
  const update = (patch: Partial<PrintForm>) => {
    setRefused({});
    setStatus(null);
    setForm((current) => ({ ...current, ...patch }));
  };
  const touch = (field: PrintField) => () =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!request.ok || saving) return;
    if (Object.keys(request.patch).length === 0) {
      setStatus({ state: 'unchanged' });
      return;
    }
    setSaving(true);
    const result = await pos.settingsSet(request.patch);
    setSaving(false);
    if (result.ok) {
      onSaved(result.data);
      setForm(printFormOf(result.data));
      setStatus({ state: 'saved' });
      return;
    }
    // Main's own check, in the same {field, reason} form, shown under the same fields.
    const byField: Partial<Record<PrintField, string>> = {};
    for (const { field, reason } of result.error.fields ?? []) {
      if (field in form) byField[field as PrintField] ??= reason;
    }
    setRefused(byField);
    setStatus({ state: 'failed', error: result.error });
  };

  return (
    <section className="settings__section" aria-labelledby="settings-printing">
      <h2 id="settings-printing" className="settings__section-title">
        {t('printing.title')}
      </h2>
      <form className="settings__form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('printing.printerName')}
          hint={t('printing.printerNameHint')}
          error={errorOf('printerName')}
          maxLength={printerNameMaxLength}
          value={form.printerName}
          onChange={(printerName) => update({ printerName })}
          onBlur={touch('printerName')}
        />
        {(
          [
            ['paper', paperOptions],
            ['pdfPaper', pdfPaperOptions],
          ] as const
        ).map(([field, options]) => (
          <OptionSelect<string>
            key={field}
            label={t(`printing.${field}`)}
            error={errorOf(field)}
            value={form[field]}
            options={options}
            optionName={(paper) => t(`printing.papers.${paper as (typeof options)[number]}`)}
            onChange={(paper) => update({ [field]: paper })}
          />
        ))}
        <Field
          label={t('printing.timeZone')}
          hint={t('printing.timeZoneHint')}
          error={errorOf('timeZone')}
        >
          {(control) => (
            <>
              <input
                {...control}
                type="text"
                autoComplete="off"
                spellCheck={false}
                list="settings-time-zones"
                value={form.timeZone}
                onChange={(event) => update({ timeZone: event.target.value })}
                onBlur={touch('timeZone')}
              />
              <datalist id="settings-time-zones">
                {zones.map((zone) => (
                  <option key={zone} value={zone} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <p className="settings__hint">{t('printing.testPrint')}</p>
        <div className="settings__actions">
          <Button variant="primary" size="large" submit shortcut="Enter" disabled={saving}>
            {t('printing.save')}
          </Button>
          <SaveStatusLine status={status} />
        </div>
      </form>
    </section>
  );
}
