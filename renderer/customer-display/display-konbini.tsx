import type { ReactNode } from 'react';
import type { CustomerInstruction } from '../../shared/ipc/customer-display-state';
import {
  konbiniDetailRows,
  konbiniGuideIn,
  konbiniPaymentGroupOf,
} from '../../shared/konbini-payment-guide';
import { brandName } from '../i18n/brand-name';
import { Bilingual } from './bilingual';
import { DisplayDeadline } from './display-deadline';
import { DisplayFacts, type DisplayFact } from './display-facts';
import type { Voice } from './display-voices';

interface DisplayKonbiniProps {
  voices: readonly [Voice, Voice];
  instruction: Extract<CustomerInstruction, { type: 'konbini' }>;
  amount: ReactNode;
}

/**
 * Where and how a konbini customer pays, as their chain takes it (shared/konbini-payment-guide.ts),
 * where the numbers to pay with come from, and the numbers themselves when the charge carried
 * them, with the deadline.
 */
export function DisplayKonbini({ voices, instruction, amount }: DisplayKonbiniProps) {
  const { convenienceStore, details } = instruction;
  const group = konbiniPaymentGroupOf[convenienceStore];
  const store = (voice: Voice) => brandName(voice.brands, convenienceStore);
  const facts = (details === undefined ? [] : konbiniDetailRows(convenienceStore, details)).map(
    (row): DisplayFact => ({
      key: row.line,
      value: row.value,
      label: (voice) => konbiniGuideIn(voice.language).labels[row.label],
    }),
  );
  return (
    <div className="customer-display__columns">
      <div className="customer-display__steps">
        {amount}
        <p className="customer-display__how">
          <Bilingual
            voices={voices}
            text={(voice) =>
              group === 'pay_easy'
                ? voice.t('awaiting.payEasy')
                : voice.t('awaiting.konbini', { store: store(voice) })
            }
          />
        </p>
        <p className="customer-display__detail">
          <Bilingual voices={voices} text={(voice) => konbiniGuideIn(voice.language).how[group]} />
        </p>
      </div>
      <div className="customer-display__steps">
        <p className="customer-display__detail">
          <Bilingual
            voices={voices}
            text={(voice) =>
              details === undefined
                ? konbiniGuideIn(voice.language).numbersByEmail
                : konbiniGuideIn(voice.language).numbersHere
            }
          />
        </p>
        {facts.length === 0 ? null : <DisplayFacts voices={voices} facts={facts} />}
        {instruction.expiresAt === null ? null : (
          <DisplayDeadline voices={voices} expiresAt={instruction.expiresAt} dated />
        )}
      </div>
    </div>
  );
}
