import { useEffect, useRef } from 'react';
import { keyTargetOf, type KeyTarget } from './key-target';

/**
 * Listens for keys on the whole window while the component is shown. `handle` answers whether
 * it acted; if so the key's default (a browser shortcut, a button press) is stopped. Keys
 * typed while an input method composes (Japanese kana to kanji) are the IME's, never ours.
 */
export function useKeyCommands(handle: (event: KeyboardEvent, target: KeyTarget) => boolean) {
  const latest = useRef(handle);
  useEffect(() => {
    latest.current = handle;
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (latest.current(event, keyTargetOf(event.target))) event.preventDefault();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
