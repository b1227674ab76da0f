import type { ReactNode } from 'react';
import type { CustomerInstruction } from '../../shared/ipc/customer-display-state';
import { Bilingual } from './bilingual';
import { DisplayDeadline } from './display-deadline';
import type { Voice } from './display-voices';

interface DisplayBankTransferProps {
  voices: readonly [Voice, Voice];
  instruction: Extract<CustomerInstruction, { type: 'bank_transfer' }>;
  amount: ReactNode;
}

/**
 * The merchant's receiving account (spec: Issuer token object, bank_transfer), each line the
 * service named, with the bank's rule for the amount and the deadline. The service names no
 * account type, so none is shown.
 */
export function DisplayBankTransfer({ voices, instruction, amount }: DisplayBankTransferProps) {
  const [first] = voices;
  const { matchAmount } = instruction;
  const withCode = (voice: Voice, name: string | null, code: string | null) =>
    name === null
      ? (code ?? '')
      : code === null
        ? name
        : voice.t('account.withCode', { name, code });
  const rows = [
    {
      key: 'bank',
      label: (voice: Voice) => voice.t('account.bank'),
      value: (voice: Voice) => withCode(voice, instruction.bankName, instruction.bankCode),
    },
    {
      key: 'branch',
      label: (voice: Voice) => voice.t('account.branch'),
      value: (voice: Voice) => withCode(voice, instruction.branchName, instruction.branchCode),
    },
    {
      key: 'number',
      label: (voice: Voice) => voice.t('account.number'),
      value: () => instruction.accountNumber ?? '',
    },
    {
      key: 'holder',
      label: (voice: Voice) => voice.t('account.holder'),
      value: () => instruction.accountHolderName ?? '',
    },
  ].filter((row) => row.value(first) !== '');
  // Two columns: an account's four lines and its deadline do not fit beneath the amount.
  return (
    <div className="customer-display__columns">
      <div className="customer-display__steps">
        {amount}
        <p className="customer-display__how">
          <Bilingual voices={voices} text={(voice) => voice.t('awaiting.bankTransfer')} />
        </p>
        <p className="customer-display__detail">
          <Bilingual voices={voices} text={(voice) => voice.t('awaiting.bankTransferHow')} />
        </p>
        {matchAmount === null ? null : (
          <p className="customer-display__detail">
            <Bilingual
              voices={voices}
              text={(voice) => voice.t(`account.matchAmount.${matchAmount}`)}
            />
          </p>
        )}
      </div>
      <div className="customer-display__steps">
        <dl className="customer-display__facts customer-display__account">
          {rows.map((row) => (
            <div key={row.key}>
              <dt>
                <Bilingual voices={voices} text={row.label} />
              </dt>
              <dd lang={first.language}>{row.value(first)}</dd>
            </div>
          ))}
        </dl>
        {instruction.expiresAt === null ? null : (
          <DisplayDeadline voices={voices} expiresAt={instruction.expiresAt} dated />
        )}
      </div>
    </div>
  );
}
