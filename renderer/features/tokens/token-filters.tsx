import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { brandChoices } from '../../../shared/brand-choices';
import { hasCommandModifier } from '../../app/key-target';
import { useKeyCommands } from '../../app/use-key-commands';
import { brandName } from '../../i18n/brand-name';
import { validationText } from '../../i18n/error-text';
import { Button } from '../../ui/button';
import { DateRangeFields, withUnreadableDays } from '../../ui/date-range-fields';
import { Field } from '../../ui/field';
import { ScopeSelect } from '../../ui/scope-select';
import { methodName } from '../history/method-name';
import {
  emptyTokenFilter,
  hasFormatExample,
  tokenMoreFilters,
  type TokenFilter,
  type TokenFilterField,
  type TokenQuery,
  type TokenTextFilter,
} from './token-filter';

const searchTokensKey = 'F9';

/**
 * Every filter of the spec's token list. They apply when the clerk asks (Enter or F9), not
 * per keystroke; the store refuses a filter the route's schema cannot take, by its field. The
 * choices and the card's last four are always there; the rest are behind More filters, whose
 * button counts those in use, and which opens by itself when one of them is refused.
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
  const { t: tBrands } = useTranslation('brands');
  const { t: tPayments } = useTranslation('payments');
  const [draft, setDraft] = useState<TokenFilter>(applied);
  const moreInUse = tokenMoreFilters.filter((name) => draft[name] !== '').length;
  const [moreOpen, setMoreOpen] = useState(moreInUse > 0);
  const moreId = useId();
  // A refusal of a filter behind More filters opens it, so the clerk sees what to correct.
  const [errorsSeen, setErrorsSeen] = useState(errors);
  if (errors !== errorsSeen) {
    setErrorsSeen(errors);
    const moreFields: readonly TokenFilterField[] = tokenMoreFilters;
    if (errors.some((error) => moreFields.includes(error.field))) setMoreOpen(true);
  }
  const update = (patch: Partial<TokenFilter>) => setDraft((current) => ({ ...current, ...patch }));
  const errorOf = (field: TokenFilterField): string | null => {
    const error = errors.find((candidate) => candidate.field === field);
    if (error === undefined) return null;
    if (error.reason === 'RANGE_REVERSED') return t('filters.rangeReversed');
    // The expiry's one format, said as an example rather than "not in the expected format".
    if (field === 'card_exp' && error.reason === 'INVALID_FORMAT')
      return t('filters.cardExpFormat');
    return validationText(tErrors, error.reason);
  };
  const textField = (name: TokenTextFilter) => (
    <Field key={name} label={t(`filters.${name}`)} error={errorOf(name)}>
      {(control) => (
        <input
          {...control}
          autoComplete="off"
          placeholder={hasFormatExample(name) ? t(`filters.placeholder.${name}`) : undefined}
          value={draft[name]}
          onChange={(event) => update({ [name]: event.target.value })}
        />
      )}
    </Field>
  );
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
      <Field label={t('filters.active')} error={errorOf('active')}>
        {(control) => (
          <select
            {...control}
            value={draft.active}
            onChange={(event) => update({ active: event.target.value as TokenFilter['active'] })}
          >
            <option value="active">{t('filters.activeName.active')}</option>
            <option value="inactive">{t('filters.activeName.inactive')}</option>
            <option value="all">{t('filters.activeName.all')}</option>
          </select>
        )}
      </Field>
      <Field label={t('filters.brand')} error={errorOf('brand')}>
        {(control) => (
          <select
            {...control}
            value={draft.brand}
            onChange={(event) => update({ brand: event.target.value })}
          >
            <option value="">{t('filters.any')}</option>
            {brandChoices.map((group) => (
              <optgroup key={group.paymentType} label={methodName(tPayments, group.paymentType)}>
                {group.brands.map((code) => (
                  <option key={code} value={code}>
                    {brandName(tBrands, code)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      {textField('card_last_four')}
      <div className="tokens__filter-actions">
        <Button
          variant="quiet"
          aria-expanded={moreOpen}
          aria-controls={moreOpen ? moreId : undefined}
          onClick={() => setMoreOpen((open) => !open)}
        >
          <span aria-hidden="true">{moreOpen ? '▾' : '▸'}</span>
          {moreInUse === 0 ? t('filters.more') : t('filters.moreInUse', { count: moreInUse })}
        </Button>
        <Button variant="primary" shortcut={searchTokensKey} submit className="tokens__apply">
          {t('filters.apply')}
        </Button>
        <Button onClick={() => setDraft({ ...emptyTokenFilter, scope: draft.scope })}>
          {t('filters.clear')}
        </Button>
      </div>
      {moreOpen ? (
        <div id={moreId} className="tokens__more-fields">
          {tokenMoreFilters.map(textField)}
        </div>
      ) : null}
    </form>
  );
}
