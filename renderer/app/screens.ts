import type { ComponentType } from 'react';
import { BackOfficeScreen } from '../features/back-office/back-office-screen';
import { OpenPaymentsScreen } from '../features/open-payments/open-payments-screen';
import { ProfilesScreen } from '../features/profiles/profiles-screen';
import { SettingsScreen } from '../features/settings/settings-screen';
import { PaymentsScreen } from '../features/payments/payments-screen';
import { RecordsScreen } from '../features/records/records-screen';
import { ReviewScreen } from '../features/review/review-screen';
import { NewSaleScreen } from '../features/sale/new-sale-screen';

/**
 * The counter's screens, in the navigation's order (which also gives their Ctrl+number).
 * A screen joins this table together with its view; nothing is listed before it exists.
 */
export const screens = [
  { id: 'sale', label: 'nav.sale', View: NewSaleScreen },
  { id: 'open-payments', label: 'nav.openPayments', View: OpenPaymentsScreen },
  { id: 'payments', label: 'nav.payments', View: PaymentsScreen },
  { id: 'review', label: 'nav.review', View: ReviewScreen },
  { id: 'settings', label: 'nav.settings', View: SettingsScreen },
  { id: 'profiles', label: 'nav.profiles', View: ProfilesScreen },
  // The back office's last, so the counter's keys (Ctrl+1 to Ctrl+6) stay where cashiers know them.
  { id: 'back-office', label: 'nav.backOffice', View: BackOfficeScreen },
  { id: 'records', label: 'nav.records', View: RecordsScreen },
] as const satisfies readonly {
  id: string;
  label: `nav.${string}`;
  View: ComponentType;
}[];

export type ScreenId = (typeof screens)[number]['id'];
