import { useTranslation } from 'react-i18next';
import { saleEndingText } from '../i18n/sale-ending-text';
import { useLanguage } from '../i18n/use-language';
import { useStoreTimeZone } from './store-clock';
import { pos } from '../pos';
import { Button } from '../ui/button';
import { acknowledgeEnding, useUnacknowledgedEndings } from './unacknowledged-endings';

/**
 * Every sale that ended while no screen followed it, how it ended in words ("¥4,321 was paid
 * at 12:03 by Mastercard ••4444"), each on show until the cashier says it was seen.
 */
export function UnacknowledgedEndingsNotice() {
  const { t } = useTranslation('app');
  const { t: tOperations } = useTranslation('operations');
  const { t: tBrands } = useTranslation('brands');
  const language = useLanguage();
  const timeZone = useStoreTimeZone();
  const endings = useUnacknowledgedEndings((state) => state.endings);
  if (endings.length === 0) return null;
  return (
    <section className="notice" aria-labelledby="endings-title">
      <div className="notice__text">
        <p className="endings__title" id="endings-title">
          {t('endings.title')}
        </p>
        <ul className="endings__list">
          {endings.map((ending) => (
            <li className="endings__item" key={ending.id}>
              <span>
                {tOperations(`kind.${ending.kind}`)}:{' '}
                {saleEndingText(tOperations, tBrands, ending, language, timeZone)}
              </span>
              <Button onClick={() => void acknowledgeEnding(pos, ending.id)}>
                {t('endings.acknowledge')}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
