import { hasCommandModifier, type KeyPress } from '../../app/key-target';

/*
 * Telling a keyboard-wedge scanner from a person at the keyboard. A scanner "types" the code
 * it read a few milliseconds a key and ends with Enter; a person types a key every 100 ms or
 * more. Every character key is held back while a run of keys is still open, so a scan never
 * reaches the focused field; a run that turns out to be typing is released to the field where
 * it was typed, a fast run without Enter is dropped. A person's keys typed just before a scan,
 * each followed by a gap slower than a scanner's, are the person's and are released, never
 * merged into the code (splitRun). This module decides; the screen's window listener only carries the
 * decisions out.
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

/** A key held back, with its own timestamp in milliseconds. */
interface HeldKey {
  readonly character: string;
  readonly at: number;
}

export type ScanCaptureState =
  { phase: 'idle' } | { phase: 'holding'; keys: readonly [HeldKey, ...HeldKey[]] };

export const idleScanCapture: ScanCaptureState = { phase: 'idle' };

/** What happened at the keyboard, with the event's own timestamp in milliseconds. */
export type ScanCaptureInput =
  | { type: 'character'; character: string; at: number }
  | { type: 'enter'; at: number }
  /** Any other key (Tab, Backspace, an F-key, a shortcut) or a pointer press: it ends a run. */
  | { type: 'other'; at: number }
  /** The run's waiting time may be over (a timer fired). */
  | { type: 'pause'; at: number };

export interface ScanCaptureOutcome {
  /** Whether the key must be stopped from reaching the page. */
  swallow: boolean;
  /**
   * Held characters that were a person typing: to be typed where the run started, before any
   * scan the same run ended in.
   */
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

const textOf = (keys: readonly HeldKey[]): string => keys.map((key) => key.character).join('');

/**
 * A run split where a scanner's burst begins: at the first key the next one followed at a
 * scanner's pace. The keys before it each waited longer for the next, as a person's do; a
 * scanner's stall later in the burst stays in it. One such key alone cannot be told from a
 * scanner's first key held up (a busy machine delays the first most), so it stays the scan's.
 */
function splitRun(run: HoldingState): { typed: string | null; burst: readonly HeldKey[] } {
  const start = run.keys.findIndex((key, index) => {
    const next = run.keys[index + 1];
    return next !== undefined && next.at - key.at <= maxScanAverageGapMs;
  });
  const at = start === -1 ? run.keys.length : start === 1 ? 0 : start;
  return { typed: at === 0 ? null : textOf(run.keys.slice(0, at)), burst: run.keys.slice(at) };
}

function hasScannerPace(burst: readonly HeldKey[]): boolean {
  const first = burst[0];
  const last = burst.at(-1);
  if (first === undefined || last === undefined || burst.length < 2) return false;
  return (last.at - first.at) / (burst.length - 1) <= maxScanAverageGapMs;
}

function isScannerFast(burst: readonly HeldKey[]): boolean {
  return burst.length >= minScanLength && hasScannerPace(burst);
}

/** How long a run waits for its next key before it ends. */
export function runWaitMs(state: ScanCaptureState): number {
  return state.phase === 'holding' && hasScannerPace(splitRun(state).burst)
    ? scanStallGapMs
    : runEndGapMs;
}

/** How a run without its Enter ends: a person's keys are released, a scanner's dropped. */
function endRun(run: HoldingState): ScanCaptureOutcome {
  const { typed, burst } = splitRun(run);
  if (!isScannerFast(burst)) return { ...passed, release: textOf(run.keys) };
  return { ...passed, release: typed, discarded: textOf(burst) };
}

function holdFirst(character: string, at: number, ended: ScanCaptureOutcome): ScanCaptureStep {
  // A scan never starts with a space, and a space may be pressing a focused button.
  if (character === ' ') return { state: idleScanCapture, outcome: ended };
  return {
    state: { phase: 'holding', keys: [{ character, at }] },
    outcome: { ...ended, swallow: true },
  };
}

/** Enter ends a run: a scan if its burst is a scanner's, the typed keys before it released. */
function enterStep(run: HoldingState, withinRun: boolean): ScanCaptureStep {
  const { typed, burst } = splitRun(run);
  if (!withinRun || !isScannerFast(burst)) return { state: idleScanCapture, outcome: endRun(run) };
  return {
    state: idleScanCapture,
    outcome: {
      ...passed,
      swallow: true,
      release: typed,
      scanned: textOf(burst),
    },
  };
}

export function scanCaptureStep(state: ScanCaptureState, input: ScanCaptureInput): ScanCaptureStep {
  if (state.phase === 'idle') {
    if (input.type === 'character') return holdFirst(input.character, input.at, passed);
    return { state, outcome: passed };
  }
  const withinRun = input.at - (state.keys.at(-1) ?? state.keys[0]).at <= runWaitMs(state);
  switch (input.type) {
    case 'character':
      if (!withinRun) return holdFirst(input.character, input.at, endRun(state));
      return {
        state: {
          phase: 'holding',
          keys: [...state.keys, { character: input.character, at: input.at }],
        },
        outcome: { ...passed, swallow: true },
      };
    case 'enter':
      return enterStep(state, withinRun);
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
