import { describe, expect, it } from 'vitest';
import {
  konbiniDetailRows,
  konbiniGuideIn,
  konbiniPaymentDetailsOf,
  konbiniPaymentGroupOf,
} from '../../../shared/konbini-payment-guide';
import { serviceMetadataKeys } from '../../../shared/service/identifiers';
import { konbiniStores } from '../../../shared/service/token-options';

const details = {
  paymentNumber: '12345678901',
  confirmationNumber: '4321',
  institutionNumber: null,
};

describe('konbini payment guide', () => {
  it('tells a Pay-easy customer to pay at an ATM or in online banking, never at a register', () => {
    const group = konbiniPaymentGroupOf.pay_easy;
    expect(konbiniGuideIn('ja').how[group]).toMatch(/ATM.*インターネットバンキング/);
    expect(konbiniGuideIn('ja').how[group]).not.toMatch(/レジ/);
    expect(konbiniGuideIn('en').how[group]).toMatch(/ATM.*online banking/);
    expect(konbiniGuideIn('ja').how[group]).toMatch(/収納機関番号・お客様番号・確認番号/);
  });

  it('sends Lawson and Ministop customers to Loppi, FamilyMart to its multi-copy machine', () => {
    expect(konbiniPaymentGroupOf.lawson).toBe('loppi');
    expect(konbiniPaymentGroupOf.mini_stop).toBe('loppi');
    expect(konbiniGuideIn('en').how.loppi).toMatch(/Loppi/);
    expect(konbiniGuideIn('ja').how[konbiniPaymentGroupOf.family_mart]).toMatch(/Famiポート/);
  });

  it('has Seven-Eleven take the slip number or its barcode at the register', () => {
    expect(konbiniGuideIn('ja').how[konbiniPaymentGroupOf.seven_eleven]).toMatch(
      /払込票番号.*バーコード/,
    );
  });

  it('has a way to pay for every chain of the spec, in both languages', () => {
    for (const store of konbiniStores) {
      for (const language of ['en', 'ja'] as const) {
        expect(konbiniGuideIn(language).how[konbiniPaymentGroupOf[store]].length).toBeGreaterThan(
          0,
        );
      }
    }
  });

  it('names the number a Seven-Eleven slip number and elsewhere a customer number', () => {
    expect(konbiniDetailRows('seven_eleven', details)[0]?.label).toBe('slipNumber');
    expect(konbiniDetailRows('lawson', details).map((row) => row.label)).toEqual([
      'paymentNumber',
      'confirmationNumber',
    ]);
  });

  it('puts the institution number first for Pay-easy, as the ATM asks', () => {
    const rows = konbiniDetailRows('pay_easy', { ...details, institutionNumber: '58091' });
    expect(rows.map((row) => row.line)).toEqual([
      'institutionNumber',
      'paymentNumber',
      'confirmationNumber',
    ]);
  });

  it('reads the numbers from a charge’s metadata, and nothing from metadata without them', () => {
    expect(
      konbiniPaymentDetailsOf({
        [serviceMetadataKeys.konbiniPaymentNumber]: 12345678901,
        [serviceMetadataKeys.konbiniConfirmationNumber]: '4321',
      }),
    ).toEqual(details);
    expect(konbiniPaymentDetailsOf({ order: 'A-1' })).toBeNull();
    expect(
      konbiniPaymentDetailsOf({ [serviceMetadataKeys.konbiniPaymentNumber]: '<b>1</b>' }),
    ).toBeNull();
  });
});
