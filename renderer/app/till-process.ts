import type { IpcResult } from '../../shared/ipc/ipc-result';

/*
 * Whether the till's own process (main) still answers this page. In the browser host main can
 * stop while the page stays open, which would go on showing what it last knew (Online, a
 * payment in progress) forever. A light call every few seconds tells: no answer at all means
 * main stopped; a refusal of this run's token means another run of Counter took its place.
 */

export type TillProcess = 'running' | 'stopped' | 'replaced';

/** How often main is asked while the page is open. */
const tillProcessCheckMs = 2_000;

export function tillProcessOf(result: IpcResult<unknown>): TillProcess {
  if (result.ok) return 'running';
  switch (result.error.code) {
    case 'HOST_UNAVAILABLE':
      return 'stopped';
    case 'UNTRUSTED_SENDER':
      return 'replaced';
    default:
      // Main answered, with a failure of its own: it is running.
      return 'running';
  }
}

/** Asks main every `everyMs` (one question at a time) and says what each answer means. */
export function watchTillProcess(
  ask: () => Promise<IpcResult<unknown>>,
  onState: (state: TillProcess) => void,
  everyMs = tillProcessCheckMs,
): () => void {
  let watching = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = async () => {
    const state = tillProcessOf(await ask());
    if (!watching) return;
    onState(state);
    timer = setTimeout(() => void check(), everyMs);
  };
  timer = setTimeout(() => void check(), everyMs);
  return () => {
    watching = false;
    clearTimeout(timer);
  };
}
