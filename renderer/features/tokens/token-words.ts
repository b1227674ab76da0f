import type { TFunction } from 'i18next';
import { tokenTypes } from '../../../shared/service/token-options';
import type { TransactionToken } from '../../../shared/service/tokens';
import { brandName } from '../../i18n/brand-name';
import { codeName } from '../../i18n/code-name';
import { methodName } from '../history/method-name';

/** A token's kind as the clerk reads it; one this version does not know reads as sent. */
export function tokenTypeName(t: TFunction<'tokens'>, type: string | undefined): string {
  return codeName(tokenTypes, type, (known) => t(`typeName.${known}`));
}

/** What a token other than a card pays with: the brand the service names, else its method. */
export function tokenBrandOrMethod(
  token: TransactionToken,
  tBrands: TFunction<'brands'>,
  tPayments: TFunction<'payments'>,
): string {
  const brand = token.user_data?.brand;
  return brand === undefined || brand === null
    ? methodName(tPayments, token.payment_type)
    : brandName(tBrands, brand);
}
