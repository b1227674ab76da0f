import { describe, expect, it } from 'vitest';
import { widgetColorDefaults } from '../../../../../shared/service/widget';
import {
  changedColours,
  checkColours,
  colourErrorsOf,
  pickerValue,
  swatchValue,
} from '../../../../../renderer/features/widget-colours/widget-colours-form';

describe('widget colours form', () => {
  it('passes all seven colours, trimmed, when each is a hex colour', () => {
    const checked = checkColours({ ...widgetColorDefaults, main_text: ' #123 ' });
    expect(checked).toEqual({ ok: true, value: { ...widgetColorDefaults, main_text: '#123' } });
  });

  it('refuses a colour the service would, with its reason, under that colour', () => {
    const checked = checkColours({ ...widgetColorDefaults, base_text: '#12345', main_text: '' });
    expect(checked).toEqual({
      ok: false,
      error: { base_text: 'INVALID_FORMAT', main_text: 'INVALID_FORMAT' },
    });
  });

  it('places the service’s field errors under their colours', () => {
    expect(
      colourErrorsOf([
        { field: 'colors.primary_text', reason: 'INVALID_FORMAT' },
        { field: 'colors', reason: 'REQUIRED_VALUE' },
      ]),
    ).toEqual({ primary_text: 'INVALID_FORMAT' });
  });

  it('gives the picker a six-digit colour, or none while the typed one is not a colour', () => {
    expect(pickerValue('#AbC')).toBe('#aabbcc');
    expect(pickerValue('#a1b2c3')).toBe('#a1b2c3');
    expect(pickerValue('#a1b2c')).toBeNull();
  });

  it('sends only the colours that differ from the service’s, however they are spelt', () => {
    const typed = { ...widgetColorDefaults, main_text: '#123', base_text: '#ABCDEF' };
    const current = { ...widgetColorDefaults, base_text: '#abcdef' };
    expect(changedColours(typed, current)).toEqual({ main_text: '#123' });
    expect(changedColours(current, current)).toEqual({});
  });

  it('sends every colour when the service’s are not known', () => {
    expect(changedColours(widgetColorDefaults, null)).toEqual(widgetColorDefaults);
  });

  it('shows the colour in use on the picker while the typed one is not a colour yet', () => {
    expect(swatchValue('#12', '#204060')).toBe('#204060');
    expect(swatchValue('#123', '#204060')).toBe('#112233');
  });
});
