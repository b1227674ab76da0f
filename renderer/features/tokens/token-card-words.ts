import { useTranslation } from 'react-i18next';
import { isPaymentType, type TransactionToken } from '../../../shared/service/tokens';
import { brandName } from '../../i18n/brand-name';
import { tokenBrandOrMethod } from './token-words';

/** What a token pays with, in words: a card's brand, last four and expiry, else its method. */
export function useTokenCardWords(): (token: TransactionToken) => string {
  const { t } = useTranslation('tokens');
  const { t: tBrands } = useTranslation('brands');
  const { t: tPayments } = useTranslation('payments');
  return (token) => {
    if (!isPaymentType(token, 'card')) return tokenBrandOrMethod(token, tBrands, tPayments);
    const { brand, last_four: lastFour, exp_month: month, exp_year: year } = token.data.card;
    return t('cardInWords', {
      brand: brandName(tBrands, brand),
      lastFour,
      expiry: `${String(month).padStart(2, '0')}/${year}`,
    });
  };
}
