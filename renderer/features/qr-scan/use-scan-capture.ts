import { useEffect, useRef } from 'react';
import {
  idleScanCapture,
  scanCaptureInputOf,
  runWaitMs,
  scanCaptureStep,
  type ScanCaptureInput,
  type ScanCaptureState,
} from './scan-capture';

interface ScanCaptureHandlers {
  onScan: (code: string) => void;
  /** A scanner-fast run that ended without Enter (a partial read). */
  onDiscard: () => void;
}

/**
 * Captures a keyboard-wedge scanner's keys on the whole window while the screen is shown,
 * wherever the focus is. The listener sits in the capture phase, so it sees every key before
 * the focused field or any other listener, and holds character keys back until scan-capture
 * has decided what they are.
 */
export function useScanCapture(handlers: ScanCaptureHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    let state: ScanCaptureState = idleScanCapture;
    // Where the held run started: its keys are typed there if they were a person's.
    let runTarget: EventTarget | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const apply = (input: ScanCaptureInput, keyTarget: EventTarget | null): boolean => {
      const { state: next, outcome } = scanCaptureStep(state, input);
      const endedTarget = runTarget;
      const startsRun =
        next.phase === 'holding' && (state.phase === 'idle' || next.firstAt !== state.firstAt);
      if (startsRun) runTarget = keyTarget;
      else if (next.phase === 'idle') runTarget = null;
      state = next;
      if (outcome.release !== null) typeInto(endedTarget, outcome.release);
      if (outcome.discarded !== null) latest.current.onDiscard();
      if (outcome.scanned !== null) latest.current.onScan(outcome.scanned);
      clearTimeout(timer);
      if (next.phase === 'holding') {
        // The keys' own timestamps decide; the timer only ends a run no further key ends.
        timer = setTimeout(
          () => apply({ type: 'pause', at: performance.now() }, null),
          runWaitMs(next) + 1,
        );
      }
      return outcome.swallow;
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const input = scanCaptureInputOf(event, event.timeStamp);
      if (input === null || !apply(input, event.target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };

    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => {
      window.removeEventListener('keydown', onKeyDown, { capture: true });
      clearTimeout(timer);
    };
  }, []);
}

/**
 * Types released characters where the person typed them, as the key presses would have: at
 * the caret, through the browser's own editing, so the field's change handler runs.
 */
function typeInto(target: EventTarget | null, text: string): void {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
  if (target.disabled || target.readOnly) return;
  if (document.activeElement === target) {
    // Deprecated but the one way to insert text as typing does (input events, undo history).
    document.execCommand('insertText', false, text);
    return;
  }
  // Focus moved on meanwhile (a click): put the text at the field's caret all the same.
  if (target.selectionStart === null) return;
  target.setRangeText(
    text,
    target.selectionStart,
    target.selectionEnd ?? target.selectionStart,
    'end',
  );
  target.dispatchEvent(
    new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }),
  );
}
