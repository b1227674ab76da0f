import type { ComponentType } from 'react';
import { NewSaleScreen } from '../features/sale/new-sale-screen';

/**
 * The counter's screens, in the navigation's order (which also gives their Ctrl+number).
 * A screen joins this table together with its view; nothing is listed before it exists.
 */
export const screens = [
  { id: 'sale', label: 'nav.sale', View: NewSaleScreen },
] as const satisfies readonly {
  id: string;
  label: `nav.${string}`;
  View: ComponentType;
}[];

export type ScreenId = (typeof screens)[number]['id'];
