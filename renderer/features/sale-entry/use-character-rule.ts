import { useState } from 'react';
import { enterText } from './text-entry';

/** The characters a field takes, and what it says when one it never takes is typed or pasted. */
export interface CharacterRule {
  allowed: RegExp;
  refusal: string;
}

/**
 * A field's typing and pasting under one rule (enterText): what fits goes to `onChange`
 * whole; what does not leaves the value as it was and `refusal` says why, until the next
 * change that fits.
 */
export function useCharacterRule(
  value: string,
  onChange: (value: string) => void,
  characters: CharacterRule | undefined,
) {
  const [refused, setRefused] = useState(false);
  return {
    refusal: refused && characters !== undefined ? characters.refusal : null,
    enter: (typed: string) => {
      const entry = enterText(value, typed, characters?.allowed);
      setRefused(entry.refused);
      if (!entry.refused) onChange(entry.value);
    },
  };
}
