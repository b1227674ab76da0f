import { describe, expect, it } from 'vitest';
import { saleKind } from '../../../../../shared/flows/flow-input';
import type { KeyPress } from '../../../../../renderer/app/key-target';
import { saleKeyCommand } from '../../../../../renderer/features/sale/sale-keys';
import { saleMethods } from '../../../../../renderer/features/sale/sale-methods';

function press(key: string, modifiers: Partial<KeyPress> = {}): KeyPress {
  return { key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...modifiers };
}

describe('new sale keys', () => {
  it('offers every sale kind once, each on its own function key from F2', () => {
    expect(saleMethods.map(({ kind }) => kind).sort()).toEqual([...saleKind.options].sort());
    const keys = saleMethods.map(({ key }) => key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain('F1');
  });

  it('maps digits to the keypad, Backspace to delete a digit and Delete to clear', () => {
    expect(saleKeyCommand(press('7'), 'other')).toEqual({ type: 'keypad', key: '7' });
    expect(saleKeyCommand(press('Backspace'), 'other')).toEqual({
      type: 'keypad',
      key: 'backspace',
    });
    expect(saleKeyCommand(press('Delete'), 'other')).toEqual({ type: 'keypad', key: 'clear' });
  });

  it('takes the decimal point as a key, so that a currency without decimals can refuse it', () => {
    expect(saleKeyCommand(press('.'), 'other')).toEqual({ type: 'keypad', key: '.' });
    expect(saleKeyCommand(press('.'), 'button')).toEqual({ type: 'keypad', key: '.' });
  });

  it('reads full-width digits and point from a Japanese input method as their ASCII keys', () => {
    expect(saleKeyCommand(press('１'), 'other')).toEqual({ type: 'keypad', key: '1' });
    expect(saleKeyCommand(press('０'), 'button')).toEqual({ type: 'keypad', key: '0' });
    expect(saleKeyCommand(press('．'), 'other')).toEqual({ type: 'keypad', key: '.' });
  });

  it('takes a minus sign, half- or full-width, as a key, so that it is refused with a message', () => {
    for (const minus of ['-', '－', '−']) {
      expect(saleKeyCommand(press(minus), 'other')).toEqual({ type: 'keypad', key: '-' });
    }
  });

  it('picks a method with its function key wherever the focus is', () => {
    expect(saleKeyCommand(press('F3'), 'text-entry')).toEqual({
      type: 'method',
      kind: 'konbini_sale',
    });
    expect(saleKeyCommand(press('F7'), 'button')).toEqual({
      type: 'method',
      kind: 'bank_transfer_sale',
    });
  });

  it('confirms with Enter, also from a text field, but leaves Enter to a focused button', () => {
    expect(saleKeyCommand(press('Enter'), 'other')).toEqual({ type: 'confirm' });
    expect(saleKeyCommand(press('Enter'), 'text-entry')).toEqual({ type: 'confirm' });
    expect(saleKeyCommand(press('Enter'), 'button')).toBeNull();
  });

  it('leaves digits, backspace and Esc to a text field', () => {
    expect(saleKeyCommand(press('4'), 'text-entry')).toBeNull();
    expect(saleKeyCommand(press('Backspace'), 'text-entry')).toBeNull();
    expect(saleKeyCommand(press('Escape'), 'text-entry')).toBeNull();
    expect(saleKeyCommand(press('Escape'), 'button')).toEqual({ type: 'escape' });
  });

  it('types digits while a keypad or method button has the focus', () => {
    expect(saleKeyCommand(press('5'), 'button')).toEqual({ type: 'keypad', key: '5' });
  });

  it('leaves keys with Ctrl, Alt or Cmd, and every key inside a dialog, to others', () => {
    expect(saleKeyCommand(press('1', { ctrlKey: true }), 'other')).toBeNull();
    expect(saleKeyCommand(press('F2', { altKey: true }), 'other')).toBeNull();
    expect(saleKeyCommand(press('1', { metaKey: true }), 'other')).toBeNull();
    expect(saleKeyCommand(press('F2'), 'dialog')).toBeNull();
    expect(saleKeyCommand(press('Enter'), 'dialog')).toBeNull();
  });
});
