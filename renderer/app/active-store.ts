import type { ProfileSummary } from '../../shared/profiles';
import type { CurrencyCode } from '../../shared/money';
import { saleLimitsOf, type SaleLimits } from '../../shared/sale-limits';
import type { Mode } from '../../shared/service/common';

/** What the counter shows and sells with: the active store profile, as the cashier sees it. */
export interface ActiveStore {
  /** Null for the built-in training profile, which the shell names in the cashier's language. */
  name: string | null;
  /** The store the profile's app token speaks for: main reads its charges only. */
  storeId: string;
  mode: Mode;
  training: boolean;
  /** The store's own currency, from its profile: every sale at the counter is in it. */
  currency: CurrencyCode;
  /** The store's largest sale and the amount above which a sale is confirmed in words. */
  saleLimits: SaleLimits;
}

export function activeStoreOf(profile: ProfileSummary): ActiveStore {
  return {
    name: profile.training ? null : profile.name,
    storeId: profile.storeId,
    mode: profile.mode,
    training: profile.training,
    currency: profile.currency,
    saleLimits: saleLimitsOf(profile),
  };
}
