import type { PointerEvent } from 'react';
import type { KeypadKey } from './keypad-keys';
import './numeric-keypad.css';

/** The tall key beside the digits: what finishes (or reopens) the amount. */
interface KeypadAction {
  label: string;
  /** The keyboard key that does the same, shown on the key. */
  shortcut: string;
  tone: 'primary' | 'secondary';
  onPress: () => void;
  /** Off while what was typed cannot be confirmed. */
  disabled?: boolean;
}

interface NumericKeypadProps {
  /** Names the group for assistive technology. */
  label: string;
  labels: { backspace: string; clear: string };
  onKey: (key: KeypadKey) => void;
  action: KeypadAction;
  /** Digits, backspace and clear off, as for an amount that is locked in. */
  disabled?: boolean;
  /** A decimal point in the double zero's place, for a currency with decimals. */
  decimalPoint?: boolean;
}

const digitKeys: readonly KeypadKey[] = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '0'];

// A tap keeps the keyboard focus where it was, so Enter afterwards still confirms the amount
// instead of pressing the last key again; Tab still reaches every key.
const keepFocus = (event: PointerEvent) => event.preventDefault();

/** A calculator keypad: digits, double zero, backspace, clear, and one action key. */
export function NumericKeypad({
  label,
  labels,
  onKey,
  action,
  disabled = false,
  decimalPoint = false,
}: NumericKeypadProps) {
  const key = (value: KeypadKey, text: string, className: string, name?: string) => (
    <button
      key={value}
      type="button"
      className={`keypad__key ${className}`}
      onPointerDown={keepFocus}
      onClick={() => onKey(value)}
      disabled={disabled}
      aria-label={name}
    >
      {text}
    </button>
  );
  return (
    <div className="keypad" role="group" aria-label={label}>
      {digitKeys.map((value) => key(value, value, `keypad__key--d${value}`))}
      {decimalPoint ? key('.', '.', 'keypad__key--d00') : key('00', '00', 'keypad__key--d00')}
      {key('backspace', '⌫', 'keypad__key--backspace', labels.backspace)}
      {key('clear', 'C', 'keypad__key--clear', labels.clear)}
      <button
        type="button"
        className={`keypad__key keypad__key--action keypad__key--${action.tone}`}
        onPointerDown={keepFocus}
        onClick={action.onPress}
        disabled={action.disabled ?? false}
        aria-keyshortcuts={action.shortcut}
      >
        {action.label}
        <kbd aria-hidden="true">{action.shortcut}</kbd>
      </button>
    </div>
  );
}
