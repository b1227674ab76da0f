import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../renderer/i18n/i18n';

/*
 * Counts in the back office's messages and the scanned code's length: formatted for the language (1,234) and pluralised by
 * i18next's plural rules, never "1 charges" or "10000 rows".
 */

describe('counts in the day close and the export summary', () => {
  it('formats the day close’s count and pluralises it', () => {
    const en = createI18n('en');
    expect(en.t('backOffice:dayClose.itemCount', { count: 12345 })).toBe(
      '12,345 charges and refunds counted',
    );
    expect(en.t('backOffice:dayClose.itemCount', { count: 1 })).toBe('1 charge or refund counted');
    expect(createI18n('ja').t('backOffice:dayClose.itemCount', { count: 12345 })).toBe(
      '課金・返金 12,345 件を集計',
    );
  });

  it('pluralises each count of the export summary on its own', () => {
    for (const [language, expected] of [
      ['en', '10,001 rows, from 1 charge and 10,000 refunds.'],
      ['ja', '10,001行（売上1件・返金10,000件から）。'],
    ] as const) {
      const { t } = createI18n(language);
      expect(
        t('exportPanel:summary', {
          count: 10_001,
          charges: t('exportPanel:charges', { count: 1 }),
          refunds: t('exportPanel:refunds', { count: 10_000 }),
        }),
      ).toBe(expected);
    }
    const { t } = createI18n('en');
    expect(
      t('exportPanel:summary', {
        count: 1,
        charges: t('exportPanel:charges', { count: 1 }),
        refunds: t('exportPanel:refunds', { count: 0 }),
      }),
    ).toBe('1 row, from 1 charge and 0 refunds.');
    expect(t('exportPanel:readingOf', { read: 2500, total: 100_000 })).toBe(
      'Read 2,500 of 100,000 items…',
    );
  });
});

describe('the scanned code’s length', () => {
  it('says one character and many characters by the plural rules', () => {
    const en = createI18n('en');
    expect(en.t('qrScan:scanner.codeLength', { count: 1 })).toBe('1 character');
    expect(en.t('qrScan:scanner.codeLength', { count: 1200 })).toBe('1,200 characters');
    expect(createI18n('ja').t('qrScan:scanner.codeLength', { count: 1 })).toBe('1文字');
  });
});
