import { describe, expect, it } from 'vitest';
import {
  bankAccountDetails,
  bankAccountLines,
  bankAccountTypeOf,
} from '../../../shared/bank-account-details';

const account = {
  bankName: 'ｼﾞｰｴﾑｵｰｱｵｿﾞﾗﾈｯﾄ',
  bankCode: '0310',
  branchName: 'ホウジン第二営業部',
  branchCode: '102',
  accountNumber: '1234567',
  accountHolderName: ' ﾐﾅﾄｶﾌｪ ',
};

describe('bank account details', () => {
  it('names GMO Aozora Net Bank by one name per language, whatever the service spells', () => {
    expect(bankAccountDetails(account, 'ja').bank).toBe('GMOあおぞらネット銀行（0310）');
    expect(bankAccountDetails(account, 'en').bank).toBe('GMO Aozora Net Bank (0310)');
  });

  it('gives the account type of the bank’s transfer accounts in each language', () => {
    expect(bankAccountDetails(account, 'ja').accountType).toBe('普通');
    expect(bankAccountDetails(account, 'en').accountType).toBe('Ordinary');
    expect(bankAccountTypeOf('0310')).toBe('ordinary');
  });

  it('shows the holder in full-width katakana as the customer types it', () => {
    expect(bankAccountDetails(account, 'en').accountHolder).toBe('ミナトカフェ');
  });

  it('keeps a bank it does not know as the service names it, with no account type', () => {
    const other = bankAccountDetails({ ...account, bankCode: '9999', bankName: 'Other' }, 'en');
    expect(other.bank).toBe('Other (9999)');
    expect(other.accountType).toBeNull();
  });

  it('has a line for every field a transfer form asks for, 預金種目 among them', () => {
    expect(Object.keys(bankAccountDetails(account, 'ja')).sort()).toEqual(
      [...bankAccountLines].sort(),
    );
    expect(bankAccountLines).toContain('accountType');
  });
});
