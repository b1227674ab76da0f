import type { Ref } from 'react';
import type { CurrencyCode, MinorUnits } from '../../shared/money';
import { formatAmount } from '../i18n/format';
import { useLanguage } from '../i18n/use-language';
import './amount-display.css';

interface AmountDisplayProps {
  amount: MinorUnits;
  currency: CurrencyCode;
  /** `empty` greys a zero that nobody typed; `confirmed` marks an amount that is locked in. */
  state?: 'empty' | 'entering' | 'confirmed' | 'invalid';
  size?: 'regular' | 'hero';
  id?: string;
  describedBy?: string | undefined;
  /** Lets a screen put the focus on the amount (it is not in the Tab order). */
  ref?: Ref<HTMLOutputElement>;
}

/** Long amounts step down in size instead of being cut off (¥1,234,567,890 must show whole). */
function lengthClass(text: string): string {
  return text.length > 13
    ? 'amount-display--longest'
    : text.length > 10
      ? 'amount-display--long'
      : '';
}

/**
 * An amount in the store's currency, formatted by Intl for the language on screen. An
 * `<output>` is a status region, so a screen reader hears the amount as it is typed.
 */
export function AmountDisplay({
  amount,
  currency,
  state = 'entering',
  size = 'regular',
  id,
  describedBy,
  ref,
}: AmountDisplayProps) {
  const language = useLanguage();
  const text = formatAmount(amount, currency, language);
  return (
    <output
      ref={ref}
      id={id}
      tabIndex={-1}
      className={`amount-display amount-display--${size} amount-display--${state} ${lengthClass(text)}`}
      aria-describedby={describedBy}
    >
      {text}
    </output>
  );
}
