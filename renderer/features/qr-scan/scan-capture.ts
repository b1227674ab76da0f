import { hasCommandModifier, type KeyPress } from '../../app/key-target';

/*
 * Telling a keyboard-wedge scanner from a person at the keyboard. A scanner "types" the code
 * it read a few milliseconds a key and ends with Enter; a person types a key every 100 ms or
 * more. Every character key is held back while a run of keys is still open, so a scan never
 * reaches the focused field; a run that turns out to be typing is released to the field where
 * it was typed, a fast run without Enter is dropped. This module decides; the screen's window
 * listener only carries the decisions out.
 */

/**
 * A lone key starts no run when the next key is slower than this. Scanners send a key every
 * 1–20 ms (USB) to about 35 ms (Bluetooth); people type a key every 100 ms or more. It is also
 * the most a typed key waits before it appears in its field, short enough not to be felt.
 */
export const runEndGapMs = 100;

/**
 * A run is a scanner's when its keys came at most this far apart on average, so a stalled key
 * does not turn a scan into typing. Even a fast typist averages 80 ms or more over a word.
 */
export const maxScanAverageGapMs = 50;

/**
 * A run already coming at a scanner's pace is still one scan after a stall this long: a
 * Bluetooth link resending, a busy USB hub or a busy machine holds a key back now and then.
 * Two keys a person overlapped wait this long at most before they appear.
 */
export const scanStallGapMs = 300;

/**
 * The shortest code accepted as scanned. Wallet payment codes are 18 characters and more; a
 * person's overlapping keys make runs of two or three.
 */
export const minScanLength = 8;

export type ScanCaptureState =
  { phase: 'idle' } | { phase: 'holding'; keys: string; firstAt: number; lastAt: number };

export const idleScanCapture: ScanCaptureState = { phase: 'idle' };

/** What happened on the keyboard, with the key's own timestamp in milliseconds. */
export type ScanCaptureInput =
  | { type: 'character'; character: string; at: number }
  | { type: 'enter'; at: number }
  /** Any other key (Tab, Backspace, an F-key, a shortcut): it ends a run. */
  | { type: 'other'; at: number }
  /** The run's waiting time may be over (a timer fired). */
  | { type: 'pause'; at: number };

export interface ScanCaptureOutcome {
  /** Whether the key must be stopped from reaching the page. */
  swallow: boolean;
  /** Held characters that were a person typing: to be typed where the run started. */
  release: string | null;
  /** A complete scan. */
  scanned: string | null;
  /** A scanner-fast run that never got its Enter: dropped, never typed. */
  discarded: string | null;
}

export interface ScanCaptureStep {
  state: ScanCaptureState;
  outcome: ScanCaptureOutcome;
}

const passed: ScanCaptureOutcome = {
  swallow: false,
  release: null,
  scanned: null,
  discarded: null,
};

type HoldingState = Extract<ScanCaptureState, { phase: 'holding' }>;

function hasScannerPace(run: HoldingState): boolean {
  if (run.keys.length < 2) return false;
  return (run.lastAt - run.firstAt) / (run.keys.length - 1) <= maxScanAverageGapMs;
}

function isScannerFast(run: HoldingState): boolean {
  return run.keys.length >= minScanLength && hasScannerPace(run);
}

/** How long a run waits for its next key before it ends. */
export function runWaitMs(state: ScanCaptureState): number {
  return state.phase === 'holding' && hasScannerPace(state) ? scanStallGapMs : runEndGapMs;
}

/** How a run without its Enter ends: a person's keys are released, a scanner's dropped. */
function endRun(run: HoldingState): ScanCaptureOutcome {
  return isScannerFast(run) ? { ...passed, discarded: run.keys } : { ...passed, release: run.keys };
}

function holdFirst(character: string, at: number, ended: ScanCaptureOutcome): ScanCaptureStep {
  // A scan never starts with a space, and a space may be pressing a focused button.
  if (character === ' ') return { state: idleScanCapture, outcome: ended };
  return {
    state: { phase: 'holding', keys: character, firstAt: at, lastAt: at },
    outcome: { ...ended, swallow: true },
  };
}

export function scanCaptureStep(state: ScanCaptureState, input: ScanCaptureInput): ScanCaptureStep {
  if (state.phase === 'idle') {
    if (input.type === 'character') return holdFirst(input.character, input.at, passed);
    return { state, outcome: passed };
  }
  const withinRun = input.at - state.lastAt <= runWaitMs(state);
  switch (input.type) {
    case 'character':
      if (!withinRun) return holdFirst(input.character, input.at, endRun(state));
      return {
        state: { ...state, keys: state.keys + input.character, lastAt: input.at },
        outcome: { ...passed, swallow: true },
      };
    case 'enter':
      if (withinRun && isScannerFast(state)) {
        return {
          state: idleScanCapture,
          outcome: { ...passed, swallow: true, scanned: state.keys },
        };
      }
      return { state: idleScanCapture, outcome: endRun(state) };
    case 'other':
      return { state: idleScanCapture, outcome: endRun(state) };
    case 'pause':
      return withinRun
        ? { state, outcome: passed }
        : { state: idleScanCapture, outcome: endRun(state) };
  }
}

/**
 * What a key press is to the capture, or null for one it ignores: a modifier pressed alone
 * (scanners press Shift for capitals) and a key an input method is composing. A key held
 * down repeats at a scanner's pace, but only a person holds a key.
 */
export function scanCaptureInputOf(
  press: KeyPress & { isComposing: boolean; repeat: boolean },
  at: number,
): ScanCaptureInput | null {
  if (press.isComposing || modifierKeys.has(press.key)) return null;
  if (hasCommandModifier(press) || press.repeat) return { type: 'other', at };
  if (press.key === 'Enter') return { type: 'enter', at };
  // A printable key's name is the character it types.
  if ([...press.key].length === 1) return { type: 'character', character: press.key, at };
  return { type: 'other', at };
}

const modifierKeys: ReadonlySet<string> = new Set([
  'Shift',
  'Control',
  'Alt',
  'AltGraph',
  'Meta',
  'CapsLock',
]);
