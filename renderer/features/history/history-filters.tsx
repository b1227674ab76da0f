import { useTranslation } from 'react-i18next';
import { mode as modeSchema } from '../../../shared/service/common';
import { historyType } from '../../../shared/service/history';
import { OptionSelect } from '../../ui/option-select';
import { ScopeSelect } from '../../ui/scope-select';
import { emptyChargeListFilter, type ChargeListFilter } from '../charge-list/charge-list-filter';
import { ChargeListFilters } from '../charge-list/charge-list-filters';
import './history.css';

/**
 * The history's filters: the list's own, after the stores, the type and the mode, which only
 * the back office filters on.
 */
export function HistoryFilters({
  applied,
  timeZone,
  onApply,
}: {
  applied: ChargeListFilter;
  timeZone: string;
  onApply: (filter: ChargeListFilter) => void;
}) {
  const { t } = useTranslation('backOffice');
  return (
    <ChargeListFilters
      className="history-filters"
      label={t('history.filters')}
      searchHint={t('history.searchHint')}
      statusName={(status) => t(`history.statusName.${status}`)}
      applied={applied}
      empty={emptyChargeListFilter}
      timeZone={timeZone}
      onApply={onApply}
      leading={({ draft, update, errorOf }) => (
        <>
          <ScopeSelect
            label={t('scope.label')}
            names={{ store: t('scope.store'), merchant: t('scope.merchant') }}
            value={draft.scope}
            onChange={(scope) => update({ scope })}
          />
          <OptionSelect
            label={t('history.type')}
            error={errorOf('type')}
            value={draft.type}
            options={['all', ...historyType.options]}
            optionName={(type) =>
              type === 'all' ? t('history.all') : t(`history.typeName.${type}`)
            }
            onChange={(type) => update({ type })}
          />
          <OptionSelect
            label={t('history.mode')}
            error={errorOf('mode')}
            value={draft.mode}
            options={['all', ...modeSchema.options]}
            optionName={(mode) =>
              mode === 'all' ? t('history.all') : t(`history.modeName.${mode}`)
            }
            onChange={(mode) => update({ mode })}
          />
        </>
      )}
    />
  );
}
