import {
  widgetColorDefaults,
  widgetConfigurationUpdateBody,
  type WidgetColors,
} from '../../../shared/service/widget';

import { parseRequest } from '../../../shared/service/common';
import { err, ok, type Result } from '../../../shared/result';

/*
 * The payment widget's seven colours as the clerk types them. Checked by the update route's
 * own schema, so a colour the service would refuse is refused here with the same reason.
 */

export type ColourName = keyof WidgetColors;

/** The spec's order (Widget configuration), which is also the form's. */
export const colourNames = Object.keys(widgetColorDefaults) as ColourName[];

export type ColourDraft = Record<ColourName, string>;

/** The first reason per colour, from a check here or from the service's `colors.<name>`. */
export function colourErrorsOf(
  errors: readonly { field: string; reason: string }[],
): Partial<Record<ColourName, string>> {
  const byColour: Partial<Record<ColourName, string>> = {};
  for (const { field, reason } of errors) {
    const name = colourNames.find((candidate) => field === `colors.${candidate}`);
    if (name !== undefined) byColour[name] ??= reason;
  }
  return byColour;
}

/** The seven colours of an answer, without anything else the service may add. */
export function coloursOf(colors: WidgetColors): ColourDraft {
  return Object.fromEntries(colourNames.map((name) => [name, colors[name]])) as ColourDraft;
}

/** Every colour checked; what is sent is then narrowed by changedColours. */
export function checkColours(
  draft: ColourDraft,
): Result<WidgetColors, Partial<Record<ColourName, string>>> {
  const trimmed = Object.fromEntries(
    colourNames.map((name) => [name, draft[name].trim()]),
  ) as ColourDraft;
  const parsed = parseRequest(widgetConfigurationUpdateBody, { colors: trimmed });
  if (!parsed.success) return err(colourErrorsOf(parsed.errors));
  // Every colour was given and each passed the service's check.
  return ok(trimmed);
}

/** A colour the picker can show: `#rgb` spelt out as `#rrggbb`; null when it is not a colour. */
export function pickerValue(typed: string): string | null {
  const text = typed.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(text)) return text;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  return short === null
    ? null
    : `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
}

/**
 * The colours that differ from what the service has (spec: Update the widget configuration takes
 * any subset), so a save changes only what the clerk changed; `#abc` and `#AABBCC` are the same
 * colour. When what the service has is not known, every colour is sent.
 */
export function changedColours(
  colours: WidgetColors,
  current: WidgetColors | null,
): Partial<WidgetColors> {
  if (current === null) return colours;
  return Object.fromEntries(
    colourNames
      .filter((name) => pickerValue(colours[name]) !== pickerValue(current[name]))
      .map((name) => [name, colours[name]]),
  );
}

/** What a colour's picker shows: the typed colour, or while it is none, the colour in use. */
export function swatchValue(typed: string, inUse: string): string {
  return pickerValue(typed) ?? pickerValue(inUse) ?? '#000000';
}
