/*
 * The journal and the audit trail must never hold a card number, a CVV or a credential
 * (DESIGN.md: Security). Strict schemas leave no field for them; this check is the second
 * line, for the few free strings (notes, messages, metadata): it refuses anything that reads
 * as a card number or a credential, wherever it sits in a record.
 */

import type { z } from 'zod';

type SensitiveDataProblem = 'CARD_NUMBER_NOT_ALLOWED' | 'SECRET_NOT_ALLOWED';

interface SensitiveDataFinding {
  readonly path: (string | number)[];
  readonly problem: SensitiveDataProblem;
}

const uuids = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** A run of ASCII digits, once `digitsOnly` has joined the groups a person wrote. */
const digitRuns = /\d+/g;
const decimalDigit = /\p{Nd}/u;
const nonAsciiDigits = /(?![0-9])\p{Nd}/gu;
/**
 * What a person or an IME puts between a card number's groups: any space (U+3000 included),
 * dashes and minus signs, the katakana long vowel mark, dots, middle dots, slashes, and
 * invisible format characters.
 */
const digitSeparators =
  /(?<=\d)[\s\p{Pd}\p{Cf}\u2212\u30FC\uFF70.\u00B7\u30FB/\\\u2044\u2215]+(?=\d)/gu;
/** A JWT (the app token's second half), whatever precedes it. */
const jwt = /eyJ[\w-]{2,}\.[\w-]{2,}/;
/** A URL carrying user:password. */
const urlCredentials = /[a-z][a-z\d+.-]*:\/\/[^\s/?#@:]*:[^\s/?#@]*@/i;
/** Keys that name a card secret or a credential. */
const secretKeys =
  /^(cvv2?|cvc2?|card[_-]?number|pan|secret|password|passcode|pin|app[_-]?token)$/i;

/** A zod refinement: one issue, coded by its problem, per sensitive value anywhere in `value`. */
export function refuseSensitiveData(value: unknown, ctx: z.RefinementCtx): void {
  const findings: SensitiveDataFinding[] = [];
  walk(value, [], findings);
  for (const { path, problem } of findings)
    ctx.addIssue({ code: 'custom', message: problem, path });
}

function walk(value: unknown, path: (string | number)[], findings: SensitiveDataFinding[]): void {
  if (typeof value === 'string') {
    const problem = stringProblem(value);
    if (problem !== null) findings.push({ path, problem });
  } else if (typeof value === 'number') {
    if (Number.isInteger(value) && looksLikeCardNumber(String(Math.abs(value)))) {
      findings.push({ path, problem: 'CARD_NUMBER_NOT_ALLOWED' });
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, [...path, index], findings));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = secretKeys.test(key) ? 'SECRET_NOT_ALLOWED' : stringProblem(key);
      if (keyProblem !== null) findings.push({ path: [...path, key], problem: keyProblem });
      walk(item, [...path, key], findings);
    }
  }
}

function stringProblem(text: string): SensitiveDataProblem | null {
  if (jwt.test(text) || urlCredentials.test(text)) return 'SECRET_NOT_ALLOWED';
  // Full-width forms become ASCII first, so ids typed through an IME are still ids.
  const normalised = text.normalize('NFKC');
  // Ids are UUIDs, whose digit groups could otherwise pass for a grouped card number.
  const withoutIds = normalised.replace(uuids, '|');
  for (const [run] of digitsOnly(withoutIds).matchAll(digitRuns)) {
    if (looksLikeCardNumber(run)) return 'CARD_NUMBER_NOT_ALLOWED';
  }
  return null;
}

/**
 * `text` (already NFKC) with every Unicode decimal digit as its ASCII digit and the separators
 * between digits dropped: 「４０００ ０５６６」, Arabic-Indic digits or 4000.0566/5566 are
 * the same card number as 400005665566 to whoever reads the journal or the service's records.
 */
function digitsOnly(text: string): string {
  return text.replace(nonAsciiDigits, asciiDigit).replace(digitSeparators, '');
}

/**
 * Unicode lays every decimal digit set out as ten consecutive code points from zero, so a
 * digit's value is its distance from the start of its run, modulo ten (runs can touch).
 */
function asciiDigit(digit: string): string {
  let codePoint = digit.codePointAt(0) ?? 0;
  let offset = 0;
  while (decimalDigit.test(String.fromCodePoint(codePoint - 1))) {
    codePoint -= 1;
    offset += 1;
  }
  return String(offset % 10);
}

/** Card numbers are 13 to 19 digits and pass the Luhn check (ISO/IEC 7812). */
function looksLikeCardNumber(digits: string): boolean {
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
