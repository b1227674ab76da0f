import type { KeyPress, KeyTarget } from './key-target';

type ShellKeyCommand = { type: 'screen'; index: number } | { type: 'help' };

/**
 * The keys that work on every screen: Ctrl+1… (or Cmd+1… on macOS) for the screens in the order
 * the navigation shows them, and F1 for the key list. The function keys from F2 belong to the
 * screen on show; the menu's own shortcuts (main/app/menu.ts) use none of these.
 */
export function shellKeyCommand(
  press: KeyPress,
  target: KeyTarget,
  screenCount: number,
): ShellKeyCommand | null {
  if (target === 'dialog') return null;
  if (press.key === 'F1' && !press.ctrlKey && !press.metaKey && !press.altKey) {
    return { type: 'help' };
  }
  if ((press.ctrlKey || press.metaKey) && !press.altKey && !press.shiftKey) {
    const number = /^[1-9]$/.test(press.key) ? Number(press.key) : 0;
    if (number >= 1 && number <= screenCount) return { type: 'screen', index: number - 1 };
  }
  return null;
}

/** A screen's shortcut as the navigation shows it; Cmd works too on macOS, Ctrl everywhere. */
export function screenShortcutLabel(index: number): string {
  return `Ctrl+${index + 1}`;
}
