import { Bilingual } from './bilingual';
import type { Voice } from './display-voices';

/** One line the customer copies from the display: its label in both voices, its value once. */
export interface DisplayFact {
  readonly key: string;
  readonly label: (voice: Voice) => string;
  readonly value: string;
}

/** The lines a customer types or says to pay (an account, a konbini's numbers). */
export function DisplayFacts({
  voices,
  facts,
}: {
  voices: readonly [Voice, Voice];
  facts: readonly DisplayFact[];
}) {
  const [first] = voices;
  return (
    <dl className="customer-display__facts customer-display__account">
      {facts.map((fact) => (
        <div key={fact.key}>
          <dt>
            <Bilingual voices={voices} text={fact.label} />
          </dt>
          <dd lang={first.language}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
