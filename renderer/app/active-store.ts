import type { ProfileSummary } from '../../shared/profiles';
import type { CurrencyCode } from '../../shared/money';
import type { Mode } from '../../shared/service/common';

/** What the counter shows and sells with: the active store profile, as the cashier sees it. */
export interface ActiveStore {
  /** Null for the built-in training profile, which the shell names in the cashier's language. */
  name: string | null;
  mode: Mode;
  training: boolean;
  currency: CurrencyCode;
}

/**
 * The contract does not name a store's currency (profileSummary has none). The service's
 * stores sell in yen, as the simulator's merchants do (base currency JPY), so a sale is in JPY
 * until a profile says otherwise.
 */
const storeCurrency: CurrencyCode = 'JPY';

export function activeStoreOf(profile: ProfileSummary): ActiveStore {
  return {
    name: profile.training ? null : profile.name,
    mode: profile.mode,
    training: profile.training,
    currency: storeCurrency,
  };
}
