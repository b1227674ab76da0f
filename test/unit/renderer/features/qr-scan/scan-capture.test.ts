import { describe, expect, it } from 'vitest';
import {
  idleScanCapture,
  maxScanAverageGapMs,
  minScanLength,
  runEndGapMs,
  scanStallGapMs,
  scanCaptureInputOf,
  scanCaptureStep,
  type ScanCaptureInput,
  type ScanCaptureOutcome,
  type ScanCaptureState,
} from '../../../../../renderer/features/qr-scan/scan-capture';

const code = 'pay_pay:281234567890123456';

/** Feeds inputs in order; answers each outcome and the state after the last. */
function run(inputs: readonly ScanCaptureInput[], from: ScanCaptureState = idleScanCapture) {
  let state = from;
  const outcomes: ScanCaptureOutcome[] = [];
  for (const input of inputs) {
    const step = scanCaptureStep(state, input);
    state = step.state;
    outcomes.push(step.outcome);
  }
  return { state, outcomes };
}

/** Each character `gap` ms after the last, from `start`. */
function keys(text: string, start: number, gap: number): ScanCaptureInput[] {
  return [...text].map((character, index) => ({
    type: 'character',
    character,
    at: start + index * gap,
  }));
}

const scannerGap = 3;
const personGap = 180;
const joined = (outcomes: ScanCaptureOutcome[], part: 'release' | 'scanned' | 'discarded') =>
  outcomes.map((outcome) => outcome[part] ?? '').join('');

describe('scan capture', () => {
  it('captures a scanner-fast burst ended by Enter and swallows every key of it', () => {
    const burst = keys(code, 1000, scannerGap);
    const { state, outcomes } = run([
      ...burst,
      { type: 'enter', at: 1000 + code.length * scannerGap },
    ]);
    expect(outcomes.every((outcome) => outcome.swallow)).toBe(true);
    expect(joined(outcomes, 'scanned')).toBe(code);
    expect(joined(outcomes, 'release')).toBe('');
    expect(state).toEqual(idleScanCapture);
  });

  it('still captures a burst with one key held up, judged by the average gap', () => {
    // Slower than a scanner's average, within a run.
    const holdUp = runEndGapMs - 10;
    expect(holdUp + scannerGap).toBeGreaterThan(maxScanAverageGapMs);
    const burst = keys(code, 1000, scannerGap).map((input, index) =>
      index >= 10 && input.type === 'character' ? { ...input, at: input.at + holdUp } : input,
    );
    const last = burst.at(-1)?.at ?? 0;
    const { outcomes } = run([...burst, { type: 'enter', at: last + scannerGap }]);
    expect(joined(outcomes, 'scanned')).toBe(code);
  });

  it('keeps a scan whole when a key stalls longer than a lone key waits', () => {
    const stall = runEndGapMs + 50;
    expect(stall).toBeLessThan(scanStallGapMs);
    const burst = keys(code, 1000, scannerGap).map((input, index) =>
      index >= 2 && input.type === 'character' ? { ...input, at: input.at + stall } : input,
    );
    const last = burst.at(-1)?.at ?? 0;
    const { outcomes } = run([...burst, { type: 'enter', at: last + scannerGap }]);
    expect(joined(outcomes, 'scanned')).toBe(code);
    expect(joined(outcomes, 'release')).toBe('');
  });

  it('releases a person’s slow typing to the field, each key after its pause', () => {
    const typing = keys('taro', 1000, personGap);
    const inputs: ScanCaptureInput[] = typing.flatMap((input) => [
      input,
      { type: 'pause', at: input.at + runEndGapMs + 1 },
    ]);
    const { outcomes } = run(inputs);
    expect(joined(outcomes, 'release')).toBe('taro');
    expect(joined(outcomes, 'scanned')).toBe('');
    expect(joined(outcomes, 'discarded')).toBe('');
  });

  it('releases a slow key at once when the next key comes before the pause is noticed', () => {
    const { outcomes } = run(keys('ab', 1000, personGap));
    expect(outcomes.map((outcome) => outcome.release)).toEqual([null, 'a']);
    expect(outcomes.every((outcome) => outcome.swallow)).toBe(true);
  });

  it('releases a person’s two overlapping keys rather than taking them for a scan', () => {
    const { outcomes } = run([
      ...keys('th', 1000, 15),
      { type: 'pause', at: 1015 + scanStallGapMs + 1 },
    ]);
    expect(joined(outcomes, 'release')).toBe('th');
  });

  it('lets Enter through after typed keys, releasing them first', () => {
    const { outcomes } = run([
      ...keys('code', 1000, personGap / 4),
      { type: 'enter', at: 1000 + personGap },
    ]);
    const enter = outcomes.at(-1);
    expect(enter).toEqual({ swallow: false, release: 'code', scanned: null, discarded: null });
  });

  it('discards a scanner-fast burst that never gets its Enter after a pause', () => {
    const burst = keys(code, 1000, scannerGap);
    const end = 1000 + code.length * scannerGap;
    const waiting = run([...burst, { type: 'pause', at: end }]);
    expect(joined(waiting.outcomes, 'discarded')).toBe('');
    const { state, outcomes } = run(
      [{ type: 'pause', at: end + scanStallGapMs + 1 }],
      waiting.state,
    );
    expect(outcomes).toEqual([{ swallow: false, release: null, scanned: null, discarded: code }]);
    expect(state).toEqual(idleScanCapture);
  });

  it('ignores Enter alone: the focused field or button gets it', () => {
    const { state, outcomes } = run([{ type: 'enter', at: 1000 }]);
    expect(outcomes).toEqual([{ swallow: false, release: null, scanned: null, discarded: null }]);
    expect(state).toEqual(idleScanCapture);
  });

  it('takes no code shorter than a scan, however fast', () => {
    const short = 'a'.repeat(minScanLength - 1);
    const { outcomes } = run([
      ...keys(short, 1000, 1),
      { type: 'enter', at: 1000 + minScanLength },
    ]);
    expect(joined(outcomes, 'scanned')).toBe('');
    expect(joined(outcomes, 'release')).toBe(short);
  });

  it('takes a run slower on average than a scanner for typing', () => {
    const gap = maxScanAverageGapMs + 10;
    const { outcomes } = run([
      ...keys(code, 1000, gap),
      { type: 'enter', at: 1000 + code.length * gap },
    ]);
    expect(joined(outcomes, 'scanned')).toBe('');
    expect(joined(outcomes, 'release')).toBe(code);
  });

  it('ends a run on another key, releasing it before that key acts', () => {
    const { outcomes } = run([...keys('ta', 1000, 20), { type: 'other', at: 1030 }]);
    expect(outcomes.at(-1)).toEqual({
      swallow: false,
      release: 'ta',
      scanned: null,
      discarded: null,
    });
  });

  it('releases a person’s keys typed just before a scan and takes only the burst as the code', () => {
    // Typed at 60 ms a key, the scan following as fast: one run, two owners.
    const typedGap = maxScanAverageGapMs + 10;
    expect(typedGap).toBeLessThan(runEndGapMs);
    const typed = keys('15', 1000, typedGap);
    const burstStart = 1000 + 2 * typedGap;
    const { state, outcomes } = run([
      ...typed,
      ...keys(code, burstStart, scannerGap),
      { type: 'enter', at: burstStart + code.length * scannerGap },
    ]);
    expect(outcomes.at(-1)).toEqual({
      swallow: true,
      release: '15',
      scanned: code,
      discarded: null,
    });
    expect(joined(outcomes, 'release')).toBe('15');
    expect(state).toEqual(idleScanCapture);
  });

  it('releases a person’s keys before a burst that never gets its Enter, dropping the burst', () => {
    const typedGap = maxScanAverageGapMs + 10;
    const burstStart = 1000 + 2 * typedGap;
    const burst = keys(code, burstStart, scannerGap);
    const last = burstStart + (code.length - 1) * scannerGap;
    const { outcomes } = run([
      ...keys('78', 1000, typedGap),
      ...burst,
      { type: 'pause', at: last + scanStallGapMs + 1 },
    ]);
    expect(outcomes.at(-1)).toEqual({
      swallow: false,
      release: '78',
      scanned: null,
      discarded: code,
    });
  });

  it('keeps a scan whole when its first key is held up more than a scanner’s pace', () => {
    const heldUp = maxScanAverageGapMs + 30;
    expect(heldUp).toBeLessThan(runEndGapMs);
    const [first, ...rest] = [...code];
    const { outcomes } = run([
      ...keys(first ?? '', 1000, scannerGap),
      ...keys(rest.join(''), 1000 + heldUp, scannerGap),
      { type: 'enter', at: 1000 + heldUp + rest.length * scannerGap },
    ]);
    expect(joined(outcomes, 'scanned')).toBe(code);
    expect(joined(outcomes, 'release')).toBe('');
  });

  it('keeps a scanner’s stall inside its burst when a person typed just before it', () => {
    const typedGap = maxScanAverageGapMs + 10;
    const stall = runEndGapMs + 50;
    const burstStart = 1000 + 2 * typedGap;
    const burst = keys(code, burstStart, scannerGap).map((input, index) =>
      index >= 10 && input.type === 'character' ? { ...input, at: input.at + stall } : input,
    );
    const last = burst.at(-1)?.at ?? 0;
    const { outcomes } = run([
      ...keys('15', 1000, typedGap),
      ...burst,
      { type: 'enter', at: last + scannerGap },
    ]);
    expect(joined(outcomes, 'release')).toBe('15');
    expect(joined(outcomes, 'scanned')).toBe(code);
  });

  it('lets a space through outside a run, where it may press a focused button', () => {
    const { state, outcomes } = run([{ type: 'character', character: ' ', at: 1000 }]);
    expect(outcomes[0]?.swallow).toBe(false);
    expect(state).toEqual(idleScanCapture);
  });
});

describe('scan capture input of a key press', () => {
  const press = {
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    isComposing: false,
    repeat: false,
  };

  it('reads printable keys, capitals and symbols included, as characters', () => {
    expect(scanCaptureInputOf({ ...press, key: 'A', shiftKey: true }, 5)).toEqual({
      type: 'character',
      character: 'A',
      at: 5,
    });
    expect(scanCaptureInputOf({ ...press, key: ':' }, 5)).toMatchObject({ character: ':' });
  });

  it('ignores a modifier pressed alone and a key an input method composes', () => {
    expect(scanCaptureInputOf({ ...press, key: 'Shift', shiftKey: true }, 5)).toBeNull();
    expect(scanCaptureInputOf({ ...press, key: 'a', isComposing: true }, 5)).toBeNull();
  });

  it('takes Enter as the end of a scan and shortcuts and named keys as other keys', () => {
    expect(scanCaptureInputOf({ ...press, key: 'Enter' }, 5)).toEqual({ type: 'enter', at: 5 });
    expect(scanCaptureInputOf({ ...press, key: 'v', ctrlKey: true }, 5)).toEqual({
      type: 'other',
      at: 5,
    });
    expect(scanCaptureInputOf({ ...press, key: 'Tab' }, 5)).toEqual({ type: 'other', at: 5 });
  });

  it('takes a held-down key’s repeats for a person’s, not a scan', () => {
    expect(scanCaptureInputOf({ ...press, key: 'a', repeat: true }, 5)).toEqual({
      type: 'other',
      at: 5,
    });
  });
});
