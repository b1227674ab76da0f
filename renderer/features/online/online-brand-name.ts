import type { TFunction } from 'i18next';
import { onlineBrands, type OnlineBrand } from '../../../shared/service/token-options';

function isOnlineBrand(brand: string): brand is OnlineBrand {
  return (onlineBrands as readonly string[]).includes(brand);
}

/**
 * A wallet's name as the customer knows it. A brand this version does not know (main reads
 * it back from the service or the journal) is shown as the service spells it.
 */
export function onlineBrandName(t: TFunction<'online'>, brand: string): string {
  return isOnlineBrand(brand) ? t(`brand.names.${brand}`) : brand;
}
