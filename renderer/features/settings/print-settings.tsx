import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppSettings } from '../../../shared/ipc/ipc-payloads';
import { printerNameMax } from '../../../shared/printing/print-settings';
import { validationText } from '../../i18n/error-text';
import { pos } from '../../pos';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { OptionSelect } from '../../ui/option-select';
import { TextField } from '../../ui/text-field';
import { useRefusableForm } from '../../ui/use-refusable-form';
import { firstErrorPerField } from '../sale-entry/first-error-per-field';
import {
  paperOptions,
  pdfPaperOptions,
  printFieldOf,
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
  const [status, setStatus] = useState<SaveStatus>(null);
  const zones = useMemo(knownTimeZones, []);
  const { form, saving, problemOf, update, touch, submit } = useRefusableForm({
    initial: () => printFormOf(settings),
    check: (typed: PrintForm) => printSettingsRequest(typed, settings),
    // Main's own check, in the same {field, reason} form, shown under the same fields.
    refusal: (error) => firstErrorPerField(error.fields ?? [], printFieldOf),
    save: async (patch, reset) => {
      if (Object.keys(patch).length === 0) {
        setStatus({ state: 'unchanged' });
        return null;
      }
      const result = await pos.settingsSet(patch);
      if (!result.ok) {
        setStatus({ state: 'failed', error: result.error });
        return result.error;
      }
      onSaved(result.data);
      reset(printFormOf(result.data));
      setStatus({ state: 'saved' });
      return null;
    },
  });

  const errorOf = (field: PrintField): string | null => {
    const problem = problemOf(field);
    return problem === undefined ? null : validationText(tErrors, problem.reason);
  };
  const edit = (patch: Partial<PrintForm>) => {
    setStatus(null);
    update(patch);
  };

  return (
    <section className="panel" aria-labelledby="settings-printing">
      <h2 id="settings-printing" className="panel__title">
        {t('printing.title')}
      </h2>
      <form className="settings__form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('printing.printerName')}
          hint={t('printing.printerNameHint')}
          error={errorOf('printerName')}
          limit={printerNameMax}
          value={form.printerName}
          onChange={(printerName) => edit({ printerName })}
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
            onChange={(paper) => edit({ [field]: paper })}
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
                onChange={(event) => edit({ timeZone: event.target.value })}
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
