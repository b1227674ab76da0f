import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hasCommandModifier } from '../../app/key-target';
import { useKeyCommands } from '../../app/use-key-commands';
import { validationText } from '../../i18n/error-text';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import {
  emptyTokenFilter,
  tokenTextFilters,
  type TokenFilter,
  type TokenFilterField,
  type TokenQuery,
} from './token-filter';

export const searchTokensKey = 'F9';

/**
 * Every filter of the spec's token list. They apply when the clerk asks (Enter or F9), not
 * per keystroke; the store refuses a filter the route's schema cannot take, by its field.
 */
export function TokenFilters({
  applied,
  errors,
  onApply,
}: {
  applied: TokenFilter;
  errors: Extract<TokenQuery, { ok: false }>['errors'];
  onApply: (filter: TokenFilter) => void;
}) {
  const { t } = useTranslation('tokens');
  const { t: tErrors } = useTranslation('errors');
  const [draft, setDraft] = useState<TokenFilter>(applied);
  const update = (patch: Partial<TokenFilter>) => setDraft((current) => ({ ...current, ...patch }));
  const errorOf = (field: TokenFilterField): string | null => {
    const error = errors.find((candidate) => candidate.field === field);
    if (error === undefined) return null;
    return error.reason === 'RANGE_REVERSED'
      ? t('filters.rangeReversed')
      : validationText(tErrors, error.reason);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  useKeyCommands((event, target) => {
    if (target === 'dialog' || hasCommandModifier(event) || event.key !== searchTokensKey) {
      return false;
    }
    onApply(draft);
    return true;
  });

  return (
    <form className="tokens__filters" aria-label={t('filters.title')} noValidate onSubmit={submit}>
      <Field label={t('filters.scope')}>
        {(control) => (
          <select
            {...control}
            value={draft.scope}
            onChange={(event) => update({ scope: event.target.value as TokenFilter['scope'] })}
          >
            <option value="store">{t('filters.scopeStore')}</option>
            <option value="merchant">{t('filters.scopeMerchant')}</option>
          </select>
        )}
      </Field>
      <Field label={t('filters.fromDate')} error={errorOf('fromDate')}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={draft.fromDate}
            onChange={(event) => update({ fromDate: event.target.value })}
          />
        )}
      </Field>
      <Field label={t('filters.toDate')} error={errorOf('toDate')}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={draft.toDate}
            onChange={(event) => update({ toDate: event.target.value })}
          />
        )}
      </Field>
      <Field label={t('filters.type')} error={errorOf('type')}>
        {(control) => (
          <select
            {...control}
            value={draft.type}
            onChange={(event) => update({ type: event.target.value as TokenFilter['type'] })}
          >
            <option value="all">{t('filters.any')}</option>
            <option value="recurring">{t('typeName.recurring')}</option>
            <option value="subscription">{t('typeName.subscription')}</option>
          </select>
        )}
      </Field>
      <Field label={t('filters.mode')} error={errorOf('mode')}>
        {(control) => (
          <select
            {...control}
            value={draft.mode}
            onChange={(event) => update({ mode: event.target.value as TokenFilter['mode'] })}
          >
            <option value="all">{t('filters.any')}</option>
            <option value="live">{t('modeName.live')}</option>
            <option value="test">{t('modeName.test')}</option>
          </select>
        )}
      </Field>
      {tokenTextFilters.map((name) => (
        <Field key={name} label={t(`filters.${name}`)} error={errorOf(name)}>
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              placeholder={t(`filters.placeholder.${name}`)}
              value={draft[name]}
              onChange={(event) => update({ [name]: event.target.value })}
            />
          )}
        </Field>
      ))}
      <div className="tokens__filter-actions">
        <Button variant="primary" shortcut={searchTokensKey} submit>
          {t('filters.apply')}
        </Button>
        <Button onClick={() => setDraft({ ...emptyTokenFilter, scope: draft.scope })}>
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}
