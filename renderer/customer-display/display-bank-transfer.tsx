import type { ReactNode } from 'react';
import { bankAccountDetails, bankAccountLines } from '../../shared/bank-account-details';
import type { CustomerInstruction } from '../../shared/ipc/customer-display-state';
import { Bilingual } from './bilingual';
import { DisplayDeadline } from './display-deadline';
import { DisplayFacts, type DisplayFact } from './display-facts';
import type { Voice } from './display-voices';

interface DisplayBankTransferProps {
  voices: readonly [Voice, Voice];
  instruction: Extract<CustomerInstruction, { type: 'bank_transfer' }>;
  amount: ReactNode;
}

/**
 * The merchant's receiving account (spec: Issuer token object, bank_transfer), each line the
 * service named in the lines every surface shows (shared/bank-account-details.ts), with the
 * bank's rule for the amount and the deadline.
 */
export function DisplayBankTransfer({ voices, instruction, amount }: DisplayBankTransferProps) {
  const [first] = voices;
  const { matchAmount } = instruction;
  const details = bankAccountDetails(instruction, first.language);
  const facts = bankAccountLines.flatMap((key): DisplayFact[] => {
    const value = details[key];
    return value === null ? [] : [{ key, value, label: (voice) => voice.t(`account.${key}`) }];
  });
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
        <DisplayFacts voices={voices} facts={facts} />
        {instruction.expiresAt === null ? null : (
          <DisplayDeadline voices={voices} expiresAt={instruction.expiresAt} dated />
        )}
      </div>
    </div>
  );
}
