import { z } from 'zod';
import { mode } from './common';
import { defineRoute } from './route';
import { widgetColorsResponse } from './widget';

/*
 * What the payment widget reads of its store before it opens (conventions: Checked against the
 * provider's own clients, Widget colours): the SDK's `checkoutInfo.get`. Counter reads only the
 * colours set by `PATCH /stores/{storeId}/widget_configuration`, under `theme.colors`; the
 * rest (the store's name, its payment methods' settings, the brands it takes) is kept as sent.
 */

export const checkoutInfo = z.looseObject({
  mode: mode.optional(),
  name: z.string().optional(),
  theme: z.looseObject({ colors: widgetColorsResponse }),
});

/** The SDK's `origin`: the page the widget runs on, checked against the app token's domains. */
const checkoutInfoQuery = z.strictObject({
  origin: z.string({ error: 'INVALID_FORMAT' }).max(2048, { error: 'INVALID_FORMAT' }).optional(),
});

export const checkoutInfoRoutes = {
  // The widget calls it with the app token alone; the store is the token's.
  getCheckoutInfo: defineRoute({
    method: 'GET',
    path: '/checkout_info',
    auth: 'jwt',
    params: z.strictObject({}),
    query: checkoutInfoQuery,
    response: checkoutInfo,
    status: 200,
    idempotent: false,
  }),
};
