import { crc32 } from 'node:zlib';
import { err, ok, type Result } from '../../shared/result';

/*
 * One record on disk is one frame, one line of text (docs/reliability.md: On-disk format):
 *
 *   <payload length in bytes, decimal> SP <CRC-32 of the payload, 8 lowercase hex> SP <payload> LF
 *
 * The payload is JSON, which never holds a raw line feed, so a frame can only begin at the
 * start of the file or right after a line feed; that is what lets a reader tell a torn last
 * append from damage in the middle.
 */

export type FrameProblem = 'incomplete' | 'malformed' | 'checksum_mismatch' | 'invalid_json';

type FrameRead = Result<{ readonly payload: unknown; readonly end: number }, FrameProblem>;

interface FrameDamage {
  readonly offset: number;
  readonly problem: FrameProblem;
  /** Intact frames found after the damaged one: 0 means the damage is a torn tail. */
  readonly framesAfter: number;
}

export interface FrameScan {
  /** Payloads of the intact frames before the first damaged one. */
  readonly payloads: readonly unknown[];
  /** Offset just after the last of those frames. */
  readonly end: number;
  readonly damage: FrameDamage | null;
}

const SPACE = 0x20;
const NEWLINE = 0x0a;
const CHECKSUM_DIGITS = 8;
const MAX_LENGTH_DIGITS = 10;

export function encodeFrame(json: string): Buffer {
  const payload = Buffer.from(json, 'utf8');
  const checksum = crc32(payload).toString(16).padStart(CHECKSUM_DIGITS, '0');
  return Buffer.concat([
    Buffer.from(`${payload.length} ${checksum} `, 'latin1'),
    payload,
    Buffer.from([NEWLINE]),
  ]);
}

function readFrame(buf: Uint8Array, start: number, maxPayloadBytes: number): FrameRead {
  let at = start;
  let length = 0;
  for (;;) {
    const byte = buf[at];
    if (byte === undefined) return err('incomplete');
    if (byte === SPACE) break;
    if (!isDigit(byte) || at - start >= MAX_LENGTH_DIGITS) return err('malformed');
    length = length * 10 + (byte - 0x30);
    at++;
  }
  if (at === start || length > maxPayloadBytes) return err('malformed');
  at++;
  const checksumStart = at;
  for (; at < checksumStart + CHECKSUM_DIGITS; at++) {
    const byte = buf[at];
    if (byte === undefined) return err('incomplete');
    if (!isLowerHex(byte)) return err('malformed');
  }
  const separator = buf[at];
  if (separator === undefined) return err('incomplete');
  if (separator !== SPACE) return err('malformed');
  const checksum = Number.parseInt(
    Buffer.from(buf.subarray(checksumStart, at)).toString('latin1'),
    16,
  );
  const payloadStart = at + 1;
  const payloadEnd = payloadStart + length;
  const terminator = buf[payloadEnd];
  if (terminator === undefined) return err('incomplete');
  if (terminator !== NEWLINE) return err('malformed');
  const payload = buf.subarray(payloadStart, payloadEnd);
  if (crc32(payload) !== checksum) return err('checksum_mismatch');
  try {
    const parsed = JSON.parse(Buffer.from(payload).toString('utf8')) as unknown;
    return ok({ payload: parsed, end: payloadEnd + 1 });
  } catch (cause) {
    if (cause instanceof SyntaxError) return err('invalid_json');
    throw cause;
  }
}

/** Reads frames from the start until the end of the buffer or the first damaged frame. */
export function scanFrames(buf: Uint8Array, maxPayloadBytes: number): FrameScan {
  const payloads: unknown[] = [];
  let at = 0;
  while (at < buf.length) {
    const frame = readFrame(buf, at, maxPayloadBytes);
    if (!frame.ok) {
      return {
        payloads,
        end: at,
        damage: {
          offset: at,
          problem: frame.error,
          framesAfter: countFramesAfter(buf, at, maxPayloadBytes),
        },
      };
    }
    payloads.push(frame.value.payload);
    at = frame.value.end;
  }
  return { payloads, end: at, damage: null };
}

/** Counts intact frames that start after `from`, trying every line start past the damage. */
function countFramesAfter(buf: Uint8Array, from: number, maxPayloadBytes: number): number {
  let count = 0;
  let newline = buf.indexOf(NEWLINE, from);
  while (newline !== -1) {
    const frame = readFrame(buf, newline + 1, maxPayloadBytes);
    if (frame.ok) {
      count++;
      newline = frame.value.end - 1;
    } else {
      newline = buf.indexOf(NEWLINE, newline + 1);
    }
  }
  return count;
}

function isDigit(byte: number): boolean {
  return byte >= 0x30 && byte <= 0x39;
}

function isLowerHex(byte: number): boolean {
  return isDigit(byte) || (byte >= 0x61 && byte <= 0x66);
}
