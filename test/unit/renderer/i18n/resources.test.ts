import { describe, expect, it } from 'vitest';
import { languages } from '../../../../renderer/i18n/languages';
import { resources } from '../../../../renderer/i18n/resources';

/** Every message of a language by its full key (`sale:amount.label`). */
function messages(tree: unknown, prefix: string, into = new Map<string, unknown>()) {
  if (typeof tree !== 'object' || tree === null) {
    into.set(prefix, tree);
    return into;
  }
  for (const [key, value] of Object.entries(tree)) {
    messages(
      value,
      prefix === '' ? `${key}:` : `${prefix}${prefix.endsWith(':') ? '' : '.'}${key}`,
      into,
    );
  }
  return into;
}

const byLanguage = new Map(
  languages.map((language) => [language, messages(resources[language], '')]),
);
const english = messages(resources.en, '');

function placeholders(text: unknown): string[] {
  return [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('translations', () => {
  it.each(languages)('has every key of every namespace in %s, and no other', (language) => {
    expect([...(byLanguage.get(language)?.keys() ?? [])].sort()).toEqual(
      [...english.keys()].sort(),
    );
  });

  it.each(languages)('has a non-empty text for every message in %s', (language) => {
    for (const [key, text] of byLanguage.get(language) ?? []) {
      expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
    }
  });

  it.each(languages)('interpolates the same values as English in %s', (language) => {
    for (const [key, text] of byLanguage.get(language) ?? []) {
      expect(placeholders(text), key).toEqual(placeholders(english.get(key)));
    }
  });

  it('translates every English message into Japanese instead of copying it', () => {
    for (const [key, text] of byLanguage.get('ja') ?? []) {
      // Brand names (PayPay, JCB) are written the same in Japanese; the rest is translated.
      if (key.startsWith('brands:')) continue;
      expect(text, key).not.toBe(english.get(key));
    }
  });
});
