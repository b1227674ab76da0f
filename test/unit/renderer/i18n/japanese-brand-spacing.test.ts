import { describe, expect, it } from 'vitest';
import { resources } from '../../../../renderer/i18n/resources';

/*
 * A wallet's name in Japanese is often kana (アリペイ): a space between it and the particle
 * after it reads as a stray gap (「アリペイ でのお支払い」), so the online wallet's Japanese
 * words join the name to the text around it.
 */

/** Every message of a namespace, however deeply it is nested. */
function messagesOf(words: unknown): string[] {
  if (typeof words === 'string') return [words];
  if (typeof words !== 'object' || words === null) return [];
  return Object.values(words).flatMap(messagesOf);
}

describe('Japanese wallet messages', () => {
  it('put no space between the wallet’s name and the Japanese text around it', () => {
    const spaced =
      /\{\{brand\}\} [\u3040-\u30ff\u4e00-\u9fff]|[\u3040-\u30ff\u4e00-\u9fff] \{\{brand\}\}/;
    const messages = messagesOf(resources.ja.online).filter((text) => text.includes('{{brand}}'));
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((text) => spaced.test(text))).toEqual([]);
  });
});
