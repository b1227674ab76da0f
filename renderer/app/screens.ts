import type { ComponentType } from 'react';
import { BackOfficeScreen } from '../features/back-office/back-office-screen';
import { OpenPaymentsScreen } from '../features/open-payments/open-payments-screen';
import { ProfilesScreen } from '../features/profiles/profiles-screen';
import { SettingsScreen } from '../features/settings/settings-screen';
import { PaymentsScreen } from '../features/payments/payments-screen';
import { RecordsScreen } from '../features/records/records-screen';
import { ReviewScreen } from '../features/review/review-screen';
import { NewSaleScreen } from '../features/sale/new-sale-screen';
import type { app } from '../i18n/en/app';
import { screenIds, type ScreenId } from './navigation-store';

/** Each screen's view and tab name; a screen id without both fails the build. */
const views: Record<ScreenId, { label: `nav.${keyof typeof app.nav}`; View: ComponentType }> = {
  sale: { label: 'nav.sale', View: NewSaleScreen },
  'open-payments': { label: 'nav.openPayments', View: OpenPaymentsScreen },
  payments: { label: 'nav.payments', View: PaymentsScreen },
  review: { label: 'nav.review', View: ReviewScreen },
  settings: { label: 'nav.settings', View: SettingsScreen },
  profiles: { label: 'nav.profiles', View: ProfilesScreen },
  'back-office': { label: 'nav.backOffice', View: BackOfficeScreen },
  records: { label: 'nav.records', View: RecordsScreen },
};

/**
 * The counter's screens, in the navigation's order (screenIds, which also gives their
 * Ctrl+number). Only the shell imports this table; features navigate by id.
 */
export const screens = screenIds.map((id) => ({ id, ...views[id] }));

export function screenView(id: ScreenId): ComponentType {
  return views[id].View;
}
