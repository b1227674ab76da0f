import type { SaleKind } from '../../../shared/flows/flow-input';
import { hasCommandModifier, type KeyPress, type KeyTarget } from '../../app/key-target';
import { keypadKeyOf, type KeypadKey } from '../../ui/keypad-keys';
import { saleMethods } from './sale-methods';

export type SaleKeyCommand =
  | { type: 'keypad'; key: KeypadKey }
  | { type: 'confirm' }
  | { type: 'method'; kind: SaleKind }
  | { type: 'escape' };

/**
 * What a key does on the new-sale screen, or null when it belongs to someone else: a text
 * field keeps its own typing and Esc (Enter still confirms, as in any form), a focused button
 * keeps Enter and Space, and a key with Ctrl, Alt or Cmd is the shell's or the menu's.
 */
export function saleKeyCommand(press: KeyPress, target: KeyTarget): SaleKeyCommand | null {
  if (target === 'dialog' || hasCommandModifier(press)) return null;
  const method = saleMethods.find((candidate) => candidate.key === press.key);
  if (method !== undefined) return { type: 'method', kind: method.kind };
  // Esc in a text field leaves the amount alone: it must not clear what the field cannot show.
  if (press.key === 'Escape') return target === 'text-entry' ? null : { type: 'escape' };
  if (press.key === 'Enter') return target === 'button' ? null : { type: 'confirm' };
  const keypadKey = keypadKeyOf(press.key);
  if (keypadKey === null || target === 'text-entry') return null;
  return { type: 'keypad', key: keypadKey };
}
