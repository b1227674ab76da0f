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
  /**
   * A person's keys typed where no text field had the focus, for a screen whose keys act
   * there (the amount's keypad); without it they are dropped, as nothing would take them.
   */
  onTypedOutsideField?: (text: string, target: EventTarget | null) => void;
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
      if (next.phase === 'holding' && next.keys.length === 1) runTarget = keyTarget;
      else if (next.phase === 'idle') runTarget = null;
      state = next;
      if (outcome.release !== null && !typeInto(endedTarget, outcome.release)) {
        latest.current.onTypedOutsideField?.(outcome.release, endedTarget);
      }
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
      if (input === null) return;
      // A scanner types into one place: a key elsewhere (the focus moved) ends the run first.
      if (state.phase === 'holding' && event.target !== runTarget) {
        apply({ type: 'other', at: event.timeStamp }, null);
      }
      const focused = document.activeElement;
      const swallow = apply(input, event.target);
      if (!swallow && document.activeElement === focused) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      // The released keys moved the focus (digits typed on a button go to the amount): the key
      // that ended them is the new focus's, as it would have been had they not been held.
      if (!swallow) document.activeElement?.dispatchEvent(new KeyboardEvent(event.type, event));
    };

    // A press of the mouse or a finger is a person's: the keys held before it act first.
    const onPointerDown = (event: PointerEvent) => {
      apply({ type: 'other', at: event.timeStamp }, null);
    };

    window.addEventListener('keydown', onKeyDown, { capture: true });
    window.addEventListener('pointerdown', onPointerDown, { capture: true });
    return () => {
      window.removeEventListener('keydown', onKeyDown, { capture: true });
      window.removeEventListener('pointerdown', onPointerDown, { capture: true });
      clearTimeout(timer);
    };
  }, []);
}

/**
 * Types released characters where the person typed them, as the key presses would have: at
 * the caret, through the browser's own editing, so the field's change handler runs. Answers
 * whether the keys were typed in a text field.
 */
function typeInto(target: EventTarget | null, text: string): boolean {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return false;
  // A field that takes no typing drops the keys, as it would have dropped the presses.
  if (target.disabled || target.readOnly) return true;
  if (document.activeElement === target) {
    // Deprecated but the one way to insert text as typing does (input events, undo history).
    document.execCommand('insertText', false, text);
    return true;
  }
  // Focus moved on meanwhile (a click): put the text at the field's caret all the same.
  if (target.selectionStart === null) return true;
  target.setRangeText(
    text,
    target.selectionStart,
    target.selectionEnd ?? target.selectionStart,
    'end',
  );
  target.dispatchEvent(
    new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }),
  );
  return true;
}
