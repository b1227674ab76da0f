import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaleKind } from '../../../shared/flows/flow-input';
import { saleMethods } from './sale-methods';

interface MethodPickerProps {
  chosen: SaleKind | null;
  onChoose: (kind: SaleKind) => void;
  /** The first option, focused once the amount is confirmed. */
  firstOptionRef: Ref<HTMLButtonElement>;
}

/** The six ways a customer can pay, each a large toggle with its function key. */
export function MethodPicker({ chosen, onChoose, firstOptionRef }: MethodPickerProps) {
  const { t } = useTranslation('sale');
  const titleId = useId();
  return (
    <section className="method-picker" aria-labelledby={titleId}>
      <h2 className="method-picker__title" id={titleId}>
        {t('method.label')}
      </h2>
      <div className="method-picker__options">
        {saleMethods.map(({ kind, key }, index) => (
          <button
            key={kind}
            ref={index === 0 ? firstOptionRef : undefined}
            type="button"
            className="method-option"
            aria-pressed={chosen === kind}
            aria-keyshortcuts={key}
            onClick={() => onChoose(kind)}
          >
            <span className="method-option__heading">
              <span className="method-option__name">{t(`method.names.${kind}`)}</span>
              <kbd aria-hidden="true">{key}</kbd>
            </span>
            <span className="method-option__description">{t(`method.descriptions.${kind}`)}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
