import { useEffect } from 'react';
import { useShell } from '../../app/shell-store';
import { pos } from '../../pos';
import { applyOperators, useOperators } from './operators-store';

/** The page's own input, which says someone is at the till. */
const activity = ['keydown', 'pointerdown', 'wheel'] as const;

/**
 * Signs the operator out once nobody has pressed a key or touched the till for the idle time
 * the settings choose; every key and touch starts the wait again.
 */
export function useIdleSignOut(): void {
  const signedInId = useOperators((store) => store.state?.signedIn?.id ?? null);
  const minutes = useOperators((store) => store.state?.idleSignOutMinutes ?? null);

  useEffect(() => {
    if (signedInId === null || minutes === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const signOut = async () => {
      const result = applyOperators(await pos.operatorsSignOut());
      if (!result.ok) useShell.getState().showNotice(result.error);
    };
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void signOut(), minutes * 60_000);
    };
    restart();
    for (const type of activity) window.addEventListener(type, restart, { capture: true });
    return () => {
      clearTimeout(timer);
      for (const type of activity) window.removeEventListener(type, restart, { capture: true });
    };
  }, [signedInId, minutes]);
}
