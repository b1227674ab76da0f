import type { TFunction } from 'i18next';
import { isBrandCode } from '../../shared/brand-names';

/** A brand the service names (card network, wallet, chain, bank), or its code when unknown. */
export function brandName(t: TFunction<'brands'>, code: string): string {
  return isBrandCode(code) ? t(code) : code;
}
