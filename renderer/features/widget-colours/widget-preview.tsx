import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { colourNames, pickerValue, type ColourDraft } from './widget-colours-form';

/**
 * The payment widget as the spec lays out its areas (Widget configuration): the header and the
 * bottom button in `main_color` with `main_text`, the logo and title area in
 * `secondary_background` (the store name in `primary_text`, the explanation below it in
 * `secondary_text`), the forms on `main_background`, and any other text in `base_text`.
 * It is a picture (an SVG image named by its caption): its words are placeholders and its
 * contrast is the merchant's to judge, not text of the counter's own. The colours are custom
 * properties set on the element, never inline styles (the CSP forbids them); a colour being
 * typed that is not one yet keeps the last it was.
 */
export function WidgetPreview({ draft }: { draft: ColourDraft }) {
  const { t } = useTranslation('widgetColours');
  const ref = useRef<SVGSVGElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    for (const name of colourNames) {
      const colour = pickerValue(draft[name]);
      if (colour !== null) element.style.setProperty(`--widget-${name}`, colour);
    }
  }, [draft]);

  return (
    <figure className="widget-preview">
      <figcaption className="widget-preview__caption" id="widget-preview-caption">
        {t('preview.caption')}
      </figcaption>
      <svg
        ref={ref}
        className="widget-preview__widget"
        viewBox="0 0 400 360"
        role="img"
        aria-labelledby="widget-preview-caption"
      >
        <rect className="widget-preview__main" x="0" y="0" width="400" height="360" />
        <rect className="widget-preview__bar" x="0" y="0" width="400" height="44" />
        <text className="widget-preview__bar-text" x="200" y="28" textAnchor="middle">
          {t('preview.header')}
        </text>
        <rect className="widget-preview__secondary" x="0" y="44" width="400" height="84" />
        <circle className="widget-preview__logo" cx="44" cy="86" r="22" />
        <text className="widget-preview__title" x="80" y="80">
          {t('preview.storeName')}
        </text>
        <text className="widget-preview__explanation" x="80" y="106">
          {t('preview.explanation')}
        </text>
        <text className="widget-preview__text" x="24" y="160">
          {t('preview.cardNumber')}
        </text>
        <rect className="widget-preview__input" x="24" y="168" width="352" height="36" rx="4" />
        <text className="widget-preview__text" x="36" y="192">
          4242 4242 4242 4242
        </text>
        <text className="widget-preview__text" x="24" y="232">
          {t('preview.expiry')}
        </text>
        <rect className="widget-preview__input" x="24" y="240" width="160" height="36" rx="4" />
        <text className="widget-preview__text" x="36" y="264">
          12 / 30
        </text>
        <rect className="widget-preview__bar" x="0" y="308" width="400" height="52" />
        <text className="widget-preview__bar-text" x="200" y="340" textAnchor="middle">
          {t('preview.pay')}
        </text>
      </svg>
    </figure>
  );
}
