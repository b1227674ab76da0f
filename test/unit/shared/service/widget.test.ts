import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { parseRequest } from '../../../../shared/service/common';
import {
  widgetColorDefaults,
  widgetConfiguration,
  widgetConfigurationUpdateBody,
  widgetRoutes,
} from '../../../../shared/service/widget';

/** The service's field errors for a request that must be refused. */
function errorsOf(schema: z.ZodType, input: unknown) {
  const result = parseRequest(schema, input);
  if (result.success) throw new Error(`accepted ${JSON.stringify(input)}`);
  return result.errors;
}

describe('widget configuration update body', () => {
  it('accepts one colour, several, or all seven in #rgb or #rrggbb', () => {
    for (const colors of [
      { base_text: '#000' },
      { main_color: '#FFAA00', main_text: '#838383' },
      widgetColorDefaults,
    ]) {
      expect(widgetConfigurationUpdateBody.parse({ colors })).toEqual({ colors });
    }
  });

  it('refuses a body without colours and an empty colours object', () => {
    expect(errorsOf(widgetConfigurationUpdateBody, {})).toEqual([
      { field: 'colors', reason: 'REQUIRED_VALUE' },
    ]);
    expect(errorsOf(widgetConfigurationUpdateBody, { colors: {} })).toEqual([
      { field: 'colors', reason: 'REQUIRED_VALUE' },
    ]);
  });

  it('refuses colours that are not hex and names that are not colours', () => {
    expect(
      errorsOf(widgetConfigurationUpdateBody, {
        colors: { main_color: 'orange', base_text: '#12345', accent: '#fff' },
        logo: 'x.png',
      }),
    ).toEqual([
      { field: 'colors.main_color', reason: 'INVALID_FORMAT' },
      { field: 'colors.base_text', reason: 'INVALID_FORMAT' },
      { field: 'colors.accent', reason: 'UNKNOWN_FIELD' },
      { field: 'logo', reason: 'UNKNOWN_FIELD' },
    ]);
  });
});

describe('widget configuration response', () => {
  it('carries the spec defaults for all seven colours', () => {
    expect(widgetColorDefaults).toEqual({
      main_background: '#fafafa',
      main_color: '#fafafa',
      main_text: '#838383',
      primary_text: '#fafafa',
      secondary_background: '#ee7a00',
      secondary_text: '#222222',
      base_text: '#000000',
    });
    expect(widgetConfiguration.safeParse({ colors: widgetColorDefaults }).success).toBe(true);
  });

  it('keeps fields the spec does not show', () => {
    const parsed = widgetConfiguration.parse({
      colors: { ...widgetColorDefaults, link_text: '#0000ee' },
      store_id: 'x',
    });
    expect(parsed.colors['link_text']).toBe('#0000ee');
    expect(parsed['store_id']).toBe('x');
  });

  it('refuses a missing colour or one that is not a colour, since styles are built from them', () => {
    const sixColors = Object.fromEntries(
      Object.entries(widgetColorDefaults).filter(([name]) => name !== 'base_text'),
    );
    expect(widgetConfiguration.safeParse({ colors: sixColors }).success).toBe(false);
    expect(
      widgetConfiguration.safeParse({
        colors: { ...widgetColorDefaults, main_text: 'red;background:url(x)' },
      }).success,
    ).toBe(false);
  });
});

describe('widget routes', () => {
  it('declare only the update, as an idempotent PATCH of the store', () => {
    expect(Object.keys(widgetRoutes)).toEqual(['updateWidgetConfiguration']);
    const route = widgetRoutes.updateWidgetConfiguration;
    expect([route.method, route.path, route.auth, route.status, route.idempotent]).toEqual([
      'PATCH',
      '/stores/{storeId}/widget_configuration',
      'secret',
      200,
      true,
    ]);
    expect(
      route.params.safeParse({ storeId: '11e75262-8c6a-60c4-9d8f-efa3568a7fa6' }).success,
    ).toBe(true);
    expect(route.params.safeParse({ storeId: 'shop' }).success).toBe(false);
  });
});
