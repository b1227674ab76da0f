import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import { changeMayHaveBeenMade } from '../../../shared/ipc/change-outcome';
import { widgetColorDefaults } from '../../../shared/service/widget';
import { hasCommandModifier } from '../../app/key-target';
import { useKeyCommands } from '../../app/use-key-commands';
import { errorCodeText, validationText } from '../../i18n/error-text';
import { pos } from '../../pos';
import { ActionBar } from '../../ui/action-bar';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import {
  checkColours,
  colourErrorsOf,
  colourNames,
  swatchValue,
  type ColourName,
} from './widget-colours-form';
import { createWidgetColoursStore } from './widget-colours-store';
import { WidgetPreview } from './widget-preview';
import './widget-colours-screen.css';

const widgetColoursStore = createWidgetColoursStore(pos);

export const resetKey = 'F3';
export const saveKey = 'F9';

/** The payment widget's seven colours: picker and hex per colour, a live preview, reset, save. */
export function WidgetColoursScreen() {
  const { t } = useTranslation('widgetColours');
  const { t: tErrors } = useTranslation('errors');
  const state = useStore(widgetColoursStore);
  const { draft, tried, saving, unchanged, refusal, saved, shown, readFailure } = state;

  useEffect(() => {
    void widgetColoursStore.getState().open();
  }, []);
  // A colour's error shows once the clerk has left its field, or tried to save.
  const [left, setLeft] = useState<ReadonlySet<ColourName>>(new Set());
  const checked = checkColours(draft);
  const ownErrors = checked.ok ? {} : checked.error;
  const errors = {
    ...(refusal === null ? {} : colourErrorsOf(refusal.fields ?? [])),
    ...Object.fromEntries(
      colourNames.flatMap((name) =>
        (tried || left.has(name)) && ownErrors[name] !== undefined ? [[name, ownErrors[name]]] : [],
      ),
    ),
  } as Partial<Record<ColourName, string>>;

  useKeyCommands((event, target) => {
    if (target === 'dialog' || hasCommandModifier(event)) return false;
    if (event.key === saveKey) {
      void state.save();
      return true;
    }
    if (event.key === resetKey) {
      state.resetToDefaults();
      return true;
    }
    return false;
  });

  const errorText = (name: ColourName) => {
    const reason = errors[name];
    return reason === undefined ? null : validationText(tErrors, reason);
  };

  return (
    <form
      className="widget-colours"
      noValidate
      aria-labelledby="widget-colours-title"
      onSubmit={(event) => {
        event.preventDefault();
        void state.save();
      }}
    >
      <div className="widget-colours__content">
        <div className="widget-colours__intro">
          <h2 className="widget-colours__title" id="widget-colours-title">
            {t('title')}
          </h2>
          <p className="widget-colours__hint">
            {saved !== null
              ? t('savedHere')
              : shown !== null
                ? t('startsFromCurrent')
                : readFailure !== null
                  ? `${t('notRead')} ${errorCodeText(tErrors, readFailure.code)}`
                  : t('reading')}
          </p>
        </div>
        <div className="widget-colours__columns">
          <ul className="widget-colours__fields">
            {colourNames.map((name) => (
              <li key={name} className="widget-colours__field">
                <Field
                  label={t(`colours.${name}.label`)}
                  hint={t('colourHint', {
                    role: t(`colours.${name}.role`),
                    default: widgetColorDefaults[name],
                  })}
                  error={errorText(name)}
                >
                  {(control) => (
                    <div className="widget-colours__inputs">
                      <input
                        type="color"
                        className="widget-colours__picker"
                        aria-label={t('pickerLabel', { colour: t(`colours.${name}.label`) })}
                        value={swatchValue(
                          draft[name],
                          (saved ?? shown ?? widgetColorDefaults)[name],
                        )}
                        onChange={(event) => state.setColour(name, event.target.value)}
                      />
                      <input
                        {...control}
                        className="widget-colours__hex"
                        spellCheck={false}
                        autoComplete="off"
                        maxLength={7}
                        value={draft[name]}
                        onBlur={() => setLeft((current) => new Set(current).add(name))}
                        onChange={(event) => state.setColour(name, event.target.value)}
                      />
                    </div>
                  )}
                </Field>
              </li>
            ))}
          </ul>
          <WidgetPreview draft={draft} />
        </div>
      </div>
      <ActionBar className="widget-colours__actions">
        <Button shortcut={resetKey} onClick={state.resetToDefaults}>
          {t('reset')}
        </Button>
        <div className="widget-colours__outcome" aria-live="polite">
          {refusal === null ? (
            unchanged ? (
              <p>{t('unchanged')}</p>
            ) : saved === null || saving ? null : (
              <p className="widget-colours__saved">{t('saved')}</p>
            )
          ) : (
            <p className="field__error" role="alert">
              {changeMayHaveBeenMade(refusal.code) ? t('mayHaveSaved') : t('notSaved')}{' '}
              {errorCodeText(tErrors, refusal.code)}
            </p>
          )}
        </div>
        <Button variant="primary" size="large" shortcut={saveKey} submit disabled={saving}>
          {saving ? t('saving') : t('save')}
        </Button>
      </ActionBar>
    </form>
  );
}
