import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { refuseSensitiveData } from '../../../shared/sensitive-data';

const guarded = z.unknown().superRefine(refuseSensitiveData);

function problems(value: unknown): { path: string; code: string }[] {
  const result = guarded.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.message }));
}

describe('sensitive data guard', () => {
  it('finds card numbers written plain, grouped by spaces or dashes, or as a number', () => {
    expect(problems({ a: '4242424242424242' })).toEqual([
      { path: 'a', code: 'CARD_NUMBER_NOT_ALLOWED' },
    ]);
    expect(problems({ a: ['paid with 4012 8888 8888 1881 today'] })).toEqual([
      { path: 'a.0', code: 'CARD_NUMBER_NOT_ALLOWED' },
    ]);
    expect(problems({ a: { b: '3782-822463-10005' } })).toEqual([
      { path: 'a.b', code: 'CARD_NUMBER_NOT_ALLOWED' },
    ]);
    expect(problems({ a: 4242424242424242 })).toEqual([
      { path: 'a', code: 'CARD_NUMBER_NOT_ALLOWED' },
    ]);
  });

  it('finds a card number in any digits, with any separators between its groups', () => {
    const spellings = [
      '４０００ ０５６６ ５５６６ ５５５６',
      '4000\u30000566\u30005566\u30005556',
      '4000 . 0566 / 5566 - 5556',
      '٤٠٠٠٠٥٦٦٥٥٦٦٥٥٥٦',
      '۴۰۰۰-۰۵۶۶-۵۵۶۶-۵۵۵۶',
      '4000\u00AD0566\u20605566\uFEFF5556',
    ];
    expect(problems({ memo: spellings })).toEqual(
      spellings.map((_, index) => ({ path: `memo.${index}`, code: 'CARD_NUMBER_NOT_ALLOWED' })),
    );
  });

  it('lets through dates, times and phone numbers written with separators or full-width', () => {
    expect(
      problems({
        date: '2024/01/05 10:59',
        phone: '０９０－１２３４－５６７８',
        at: '2024.01.05 10.59.52',
        id: '１２３４５６７８-1234-1234-1234-123456789012',
      }),
    ).toEqual([]);
  });

  it('lets through digits that fail the Luhn check or are too short or long for a card', () => {
    expect(
      problems({ order: '4242424242424241', phone: '09012345678', ref: '12345678901234567890123' }),
    ).toEqual([]);
  });

  it('lets through ids and timestamps whose digit groups could pass for a grouped card number', () => {
    expect(
      problems({
        id: '12345678-1234-1234-1234-123456789012',
        at: '2024-01-05T10:59:52.853614+09:00',
        amount: 1000,
      }),
    ).toEqual([]);
  });

  it('finds JWTs, URLs with credentials and keys that name a secret', () => {
    expect(
      problems({
        token: 'Bearer secret.eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhcHBfdG9rZW4ifQ.sig',
        url: 'https://shop:hunter2@api.example/charges',
        metadata: { CVV: '1', card_number: 'x', note: 'fine' },
      }),
    ).toEqual([
      { path: 'token', code: 'SECRET_NOT_ALLOWED' },
      { path: 'url', code: 'SECRET_NOT_ALLOWED' },
      { path: 'metadata.CVV', code: 'SECRET_NOT_ALLOWED' },
      { path: 'metadata.card_number', code: 'SECRET_NOT_ALLOWED' },
    ]);
  });

  it('lets through ordinary URLs and text', () => {
    expect(
      problems({ url: 'https://shop.example/return?order=1', note: 'レシート再発行' }),
    ).toEqual([]);
  });
});
