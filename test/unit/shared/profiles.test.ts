import { describe, expect, it } from 'vitest';
import { printSettings } from '../../../shared/printing/print-settings';
import { profileNameMax, storeName } from '../../../shared/profiles';

describe('store profile names and printer names', () => {
  it('counts a store name in characters: an emoji or a rare kanji once', () => {
    expect(storeName.safeParse('𠮷'.repeat(profileNameMax)).success).toBe(true);
    expect(storeName.safeParse('𠮷'.repeat(profileNameMax + 1)).error?.issues[0]?.message).toBe(
      'OUT_OF_RANGE',
    );
    expect(storeName.safeParse('   ').error?.issues[0]?.message).toBe('REQUIRED_VALUE');
  });

  it('counts a printer name in characters, 256 at most', () => {
    const settings = { paper: 'receipt_80mm', pdfPaper: 'a4' } as const;
    expect(printSettings.safeParse({ ...settings, printerName: '🖨'.repeat(256) }).success).toBe(
      true,
    );
    expect(
      printSettings.safeParse({ ...settings, printerName: '🖨'.repeat(257) }).error?.issues[0]
        ?.message,
    ).toBe('OUT_OF_RANGE');
  });
});
