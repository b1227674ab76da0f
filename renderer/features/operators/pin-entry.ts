import type { KeypadKey } from '../../ui/keypad-keys';

/** A PIN is at most 8 digits (shared/operators: operatorPin). */
const longestPin = 8;

/** The PIN after a key of the PIN pad; a key that would make it no PIN changes nothing. */
export function editPin(pin: string, key: KeypadKey): string {
  switch (key) {
    case 'backspace':
      return pin.slice(0, -1);
    case 'clear':
      return '';
    case '.':
      return pin;
    default:
      return `${pin}${key}`.slice(0, longestPin);
  }
}

/** What typing or pasting into the PIN field leaves: its digits, at most 8. */
export function typedPin(text: string): string {
  return text.replace(/[^0-9]/g, '').slice(0, longestPin);
}
