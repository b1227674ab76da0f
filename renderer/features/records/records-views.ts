import type { ComponentType } from 'react';
import { CustomerIdsScreen } from '../customer-ids/customer-ids-screen';
import { SubscriptionsScreen } from '../subscriptions/subscriptions-screen';
import { TokensScreen } from '../tokens/tokens-screen';
import { WidgetColoursScreen } from '../widget-colours/widget-colours-screen';

/**
 * The records screen's views, in the order of its tabs (which also gives their Alt+number).
 * A view joins this table together with its feature; nothing is listed before it exists.
 */
export const recordsViews = [
  { id: 'customer-ids', label: 'view.customerIds', View: CustomerIdsScreen },
  { id: 'widget-colours', label: 'view.widgetColours', View: WidgetColoursScreen },
  { id: 'tokens', label: 'view.tokens', View: TokensScreen },
  { id: 'subscriptions', label: 'view.subscriptions', View: SubscriptionsScreen },
] as const satisfies readonly {
  id: string;
  label: `view.${string}`;
  View: ComponentType;
}[];

export type RecordsViewId = (typeof recordsViews)[number]['id'];

/** A view's key as its tab shows it: Alt with the view's place, from 1. */
export function recordsViewShortcutLabel(index: number): string {
  return `Alt+${index + 1}`;
}

/** The view an Alt+number press opens, if it is one. */
export function recordsViewOfKey(press: {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}): number | null {
  if (!press.altKey || press.ctrlKey || press.metaKey) return null;
  // Alt changes the typed character on macOS, so the key's place is read instead.
  const digit = /^Digit([1-9])$/.exec(press.code)?.[1];
  const index = digit === undefined ? -1 : Number(digit) - 1;
  return index >= 0 && index < recordsViews.length ? index : null;
}
