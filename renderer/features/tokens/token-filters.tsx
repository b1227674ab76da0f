import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hasCommandModifier } from '../../app/key-target';
import { useKeyCommands } from '../../app/use-key-commands';
import { validationText } from '../../i18n/error-text';
import { Button } from '../../ui/button';
import { DateRangeFields, withUnreadableDays } from '../../ui/date-range-fields';
import { Field } from '../../ui/field';
import { ScopeSelect } from '../../ui/scope-select';
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
  const form = useRef<HTMLFormElement>(null);
  const apply = () => {
    const read = form.current === null ? draft : withUnreadableDays(draft, form.current);
    setDraft(read);
    onApply(read);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  useKeyCommands((event, target) => {
    if (target === 'dialog' || hasCommandModifier(event) || event.key !== searchTokensKey) {
      return false;
    }
    apply();
    return true;
  });

  return (
    <form
      ref={form}
      className="tokens__filters filter-row dense-fields"
      aria-label={t('filters.title')}
      noValidate
      onSubmit={submit}
    >
      <ScopeSelect
        label={t('filters.scope')}
        names={{ store: t('filters.scopeStore'), merchant: t('filters.scopeMerchant') }}
        value={draft.scope}
        onChange={(scope) => update({ scope })}
      />
      <DateRangeFields
        labels={{ fromDate: t('filters.fromDate'), toDate: t('filters.toDate') }}
        value={draft}
        errors={{ fromDate: errorOf('fromDate'), toDate: errorOf('toDate') }}
        onChange={update}
      />
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
