import { useLayoutEffect, useRef } from 'react';
import type { KeptScroll } from './virtual-list';

/**
 * A scrolling box inside the page (not the page itself, which VirtualList keeps) that comes
 * back where the clerk left it after another screen or tab: its offset is kept in `kept` while
 * it is away. Put the answered ref on the box; its rows must be on show when it mounts.
 */
export function useKeptBoxScroll<Box extends HTMLElement>(kept: KeptScroll) {
  const box = useRef<Box>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (element === null) return;
    element.scrollTop = kept.top;
    const keep = () => {
      kept.top = element.scrollTop;
    };
    element.addEventListener('scroll', keep, { passive: true });
    return () => {
      element.removeEventListener('scroll', keep);
      // A scroll event comes with the next frame: a clerk who scrolls and leaves before it
      // (a key pressed at once, a busy machine) would otherwise come back to where it was.
      keep();
    };
  }, [kept]);
  return box;
}
