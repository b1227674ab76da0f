import type { TFunction } from 'i18next';
import { brands } from './en/brands';

type BrandCode = keyof typeof brands;

function isBrandCode(code: string): code is BrandCode {
  return Object.hasOwn(brands, code);
}

/** A brand the service names (card network, wallet, chain, bank), or its code when unknown. */
export function brandName(t: TFunction<'brands'>, code: string): string {
  return isBrandCode(code) ? t(code) : code;
}
