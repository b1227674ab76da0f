/**
 * What kind of element a key press lands on, which decides who owns the key: a text field
 * keeps its digits and Backspace, a focused button keeps Enter and Space, and everything else
 * goes to the screen's shortcuts.
 */
export type KeyTarget = 'text-entry' | 'button' | 'dialog' | 'other';

/** The parts of a KeyboardEvent the shortcut tables read; tests build them by hand. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

export function hasCommandModifier(press: KeyPress): boolean {
  return press.ctrlKey || press.metaKey || press.altKey;
}

export function keyTargetOf(target: EventTarget | null): KeyTarget {
  if (!(target instanceof Element)) return 'other';
  // A modal owns every key while it is open (the native dialog handles Esc itself).
  if (target.closest('dialog') !== null) return 'dialog';
  if (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLElement && target.isContentEditable)
  ) {
    return 'text-entry';
  }
  if (target.closest('button, [role="button"], a[href]') !== null) return 'button';
  return 'other';
}
