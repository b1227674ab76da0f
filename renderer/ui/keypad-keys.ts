/** The keys of the amount keypad that edit the amount; the keyboard maps onto the same set. */
const keypadDigits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
type KeypadDigit = (typeof keypadDigits)[number];
/** '-' is never on the keypad; typed, it is refused with a message rather than dropped. */
export type KeypadKey = KeypadDigit | '00' | '.' | '-' | 'backspace' | 'clear';

function isKeypadDigit(key: string): key is KeypadDigit {
  return (keypadDigits as readonly string[]).includes(key);
}

/**
 * The keypad key a keyboard key stands for, or null. Digits come from the main row and the
 * number pad alike (`key` is the character either way), and full-width ones from a Japanese
 * input method as their ASCII forms (NFKC: 「１」 is 1); Delete clears, as C does. The decimal
 * point and the minus sign are keys too, so that they are refused with a message instead of
 * being ignored ("19.80" must never become 1980, nor "-100" 100).
 */
export function keypadKeyOf(key: string): KeypadKey | null {
  const character = key.normalize('NFKC');
  if (isKeypadDigit(character)) return character;
  switch (character) {
    case '.':
      return '.';
    case '-':
    case '\u2212':
      return '-';
    case 'Backspace':
      return 'backspace';
    case 'Delete':
      return 'clear';
    default:
      return null;
  }
}
