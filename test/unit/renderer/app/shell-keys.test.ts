import { describe, expect, it } from 'vitest';
import type { KeyPress } from '../../../../renderer/app/key-target';
import { screenShortcutLabel, shellKeyCommand } from '../../../../renderer/app/shell-keys';

function press(key: string, modifiers: Partial<KeyPress> = {}): KeyPress {
  return { key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...modifiers };
}

describe('shell keys', () => {
  it('switches to the screen with Ctrl or Cmd and its number', () => {
    expect(shellKeyCommand(press('1', { ctrlKey: true }), 'other', 4)).toEqual({
      type: 'screen',
      index: 0,
    });
    expect(shellKeyCommand(press('4', { metaKey: true }), 'text-entry', 4)).toEqual({
      type: 'screen',
      index: 3,
    });
  });

  it('ignores a number past the last screen, a plain digit and Ctrl+Alt or Ctrl+Shift', () => {
    expect(shellKeyCommand(press('2', { ctrlKey: true }), 'other', 1)).toBeNull();
    expect(shellKeyCommand(press('0', { ctrlKey: true }), 'other', 4)).toBeNull();
    expect(shellKeyCommand(press('1'), 'other', 4)).toBeNull();
    expect(shellKeyCommand(press('1', { ctrlKey: true, altKey: true }), 'other', 4)).toBeNull();
    expect(shellKeyCommand(press('1', { ctrlKey: true, shiftKey: true }), 'other', 4)).toBeNull();
  });

  it('opens the key list with F1, and leaves every key to an open dialog', () => {
    expect(shellKeyCommand(press('F1'), 'text-entry', 1)).toEqual({ type: 'help' });
    expect(shellKeyCommand(press('F1', { ctrlKey: true }), 'other', 1)).toBeNull();
    expect(shellKeyCommand(press('F1'), 'dialog', 1)).toBeNull();
    expect(shellKeyCommand(press('1', { ctrlKey: true }), 'dialog', 1)).toBeNull();
  });

  it('labels a screen shortcut by its position', () => {
    expect(screenShortcutLabel(0)).toBe('Ctrl+1');
    expect(screenShortcutLabel(2)).toBe('Ctrl+3');
  });
});
