import { z } from 'zod';
import { hexColor, uuid } from './common';
import { defineRoute } from './route';

/**
 * Spec: Widget configuration, the seven colours. Responses are checked as hex colours too:
 * the renderer paints them into styles, so nothing but a colour may reach it.
 */
const widgetColors = z.strictObject({
  main_background: hexColor,
  main_color: hexColor,
  main_text: hexColor,
  primary_text: hexColor,
  secondary_background: hexColor,
  secondary_text: hexColor,
  base_text: hexColor,
});
export type WidgetColors = z.infer<typeof widgetColors>;

/** Spec: Widget configuration, Default column. */
export const widgetColorDefaults: WidgetColors = {
  main_background: '#fafafa',
  main_color: '#fafafa',
  main_text: '#838383',
  primary_text: '#fafafa',
  secondary_background: '#ee7a00',
  secondary_text: '#222222',
  base_text: '#000000',
};

/** Spec: Update the widget configuration: any subset of colors.*, but not none of them. */
export const widgetConfigurationUpdateBody = z.strictObject({
  colors: widgetColors
    .partial()
    .refine((colors) => Object.values(colors).some((value) => value !== undefined), {
      error: 'REQUIRED_VALUE',
    }),
});

/** The seven colours as a response carries them: each checked, anything else kept. */
export const widgetColorsResponse = z.looseObject(widgetColors.shape);

export const widgetConfiguration = z.looseObject({ colors: widgetColorsResponse });

/**
 * The spec shows no GET of the configuration: the colours are read back from the checkout
 * info (checkout-info.ts), as the widget reads them.
 */
export const widgetRoutes = {
  updateWidgetConfiguration: defineRoute({
    method: 'PATCH',
    path: '/stores/{storeId}/widget_configuration',
    auth: 'secret',
    params: z.strictObject({ storeId: uuid }),
    body: widgetConfigurationUpdateBody,
    response: widgetConfiguration,
    status: 200,
    idempotent: true,
  }),
};
