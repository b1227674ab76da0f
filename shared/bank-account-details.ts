import { brandDisplayName, type BrandLanguage } from './brand-names';

/*
 * The receiving account of a bank transfer as every surface shows it: the sale screen, the
 * customer display and the printed slip take their lines from here, so the bank has one name
 * per language and the lines are the ones a transfer form asks for, 預金種目 included.
 */

/** Japanese deposit account kinds (普通, 当座) that a transfer form asks for. */
export type BankAccountType = 'ordinary' | 'checking';

/**
 * Banks by their Zengin code, as the service's bank-transfer brands name them (spec: data for
 * bank_transfer, brand aozora_bank). The issuer token names no account type (spec: Issuer
 * token object); GMO Aozora Net Bank's transfer accounts are ordinary deposit accounts
 * (main/simulator/tokens/README.md: Bank transfer accounts).
 */
const knownBanks: Readonly<Record<string, { brand: string; accountType: BankAccountType }>> = {
  '0310': { brand: 'aozora_bank', accountType: 'ordinary' },
};

const accountTypeNames: Readonly<Record<BankAccountType, Record<BrandLanguage, string>>> = {
  ordinary: { en: 'Ordinary', ja: '普通' },
  checking: { en: 'Checking', ja: '当座' },
};

export interface BankAccount {
  readonly bankName: string | null;
  readonly bankCode: string | null;
  readonly branchName: string | null;
  readonly branchCode: string | null;
  readonly accountNumber: string | null;
  readonly accountHolderName: string | null;
}

export const bankAccountLines = [
  'bank',
  'branch',
  'accountType',
  'accountNumber',
  'accountHolder',
] as const;
export type BankAccountLine = (typeof bankAccountLines)[number];

/** Each line's value in `language`; null where the service did not say. */
export type BankAccountDetails = Readonly<Record<BankAccountLine, string | null>>;

/** The account type of a bank's transfer accounts, when the bank is one the service uses. */
export function bankAccountTypeOf(bankCode: string | null): BankAccountType | null {
  return bankCode === null ? null : (knownBanks[bankCode]?.accountType ?? null);
}

function withCode(name: string | null, code: string | null, language: BrandLanguage) {
  if (name === null) return code;
  if (code === null) return name;
  return language === 'ja' ? `${name}（${code}）` : `${name} (${code})`;
}

/**
 * The account's lines in `language`. A known bank is named as the brand table names it, not
 * as the service spells it; the holder is shown in full-width katakana, as the bank registers
 * it and the customer types it, whatever width the service sends.
 */
export function bankAccountDetails(
  account: BankAccount,
  language: BrandLanguage,
): BankAccountDetails {
  const bank = account.bankCode === null ? undefined : knownBanks[account.bankCode];
  const bankName = bank === undefined ? account.bankName : brandDisplayName(bank.brand, language);
  const accountType = bankAccountTypeOf(account.bankCode);
  const holder = account.accountHolderName?.normalize('NFKC').trim() ?? '';
  return {
    bank: withCode(bankName, account.bankCode, language),
    branch: withCode(account.branchName, account.branchCode, language),
    accountType: accountType === null ? null : accountTypeNames[accountType][language],
    accountNumber: account.accountNumber,
    accountHolder: holder === '' ? null : holder,
  };
}
