/** The keys of the amount keypad that edit the amount; the keyboard maps onto the same set. */
const keypadDigits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
type KeypadDigit = (typeof keypadDigits)[number];
export type KeypadKey = KeypadDigit | '00' | '.' | 'backspace' | 'clear';

function isKeypadDigit(key: string): key is KeypadDigit {
  return (keypadDigits as readonly string[]).includes(key);
}

/**
 * The keypad key a keyboard key stands for, or null. Digits come from the main row and the
 * number pad alike (`key` is the character either way); Delete clears, as C does. The decimal
 * point is a key too, so that in a currency without decimals it is refused with a message
 * instead of being ignored ("19.80" must never become 1980).
 */
export function keypadKeyOf(key: string): KeypadKey | null {
  if (isKeypadDigit(key)) return key;
  switch (key) {
    case '.':
      return '.';
    case 'Backspace':
      return 'backspace';
    case 'Delete':
      return 'clear';
    default:
      return null;
  }
}
