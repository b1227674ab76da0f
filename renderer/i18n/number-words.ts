import type { Language } from './languages';

/*
 * Whole numbers in words, as a cheque writes them, so a cashier reads a large amount a second
 * way before it is charged: "one hundred million", 一億. Safe integers only (minor units are).
 */

const englishOnes = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const englishTens = [
  '',
  '',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
];
/** Short scale, as in the US and the UK today. */
const englishScales = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion'];

/** 1..999 */
function englishHundreds(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${englishOnes[hundreds]} hundred`);
  if (rest >= 20) {
    const ones = rest % 10;
    parts.push(`${englishTens[Math.floor(rest / 10)]}${ones === 0 ? '' : `-${englishOnes[ones]}`}`);
  } else if (rest > 0) {
    parts.push(englishOnes[rest] ?? '');
  }
  return parts.join(' ');
}

function englishWords(value: number): string {
  if (value === 0) return 'zero';
  const groups: string[] = [];
  let rest = value;
  for (let scale = 0; rest > 0; scale += 1) {
    const group = rest % 1000;
    if (group > 0) groups.unshift([englishHundreds(group), englishScales[scale]].join(' ').trim());
    rest = Math.floor(rest / 1000);
  }
  return groups.join(' ');
}

const japaneseDigits = ['〇', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const japaneseSmallUnits = ['', '十', '百', '千'];
/** Myriads: every four digits take the next unit. */
const japaneseLargeUnits = ['', '万', '億', '兆', '京'];

/** 1..9999; 十, 百 and 千 stand alone without 一, as written on a receipt (千百円). */
function japaneseMyriad(value: number): string {
  let text = '';
  for (let place = 3; place >= 0; place -= 1) {
    const digit = Math.floor(value / 10 ** place) % 10;
    if (digit === 0) continue;
    const unit = japaneseSmallUnits[place] ?? '';
    text += (digit === 1 && place > 0 ? '' : japaneseDigits[digit]) + unit;
  }
  return text;
}

function japaneseWords(value: number): string {
  if (value === 0) return japaneseDigits[0] ?? '';
  let text = '';
  let rest = value;
  for (let scale = 0; rest > 0; scale += 1) {
    const myriad = rest % 10000;
    if (myriad > 0) text = japaneseMyriad(myriad) + (japaneseLargeUnits[scale] ?? '') + text;
    rest = Math.floor(rest / 10000);
  }
  return text;
}

export function numberWords(value: number, language: Language): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a count: ${value}`);
  switch (language) {
    case 'en':
      return englishWords(value);
    case 'ja':
      return japaneseWords(value);
  }
}
