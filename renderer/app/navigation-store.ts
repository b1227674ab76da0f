import { create } from 'zustand';

/*
 * Which screen is on show. A few top-level screens without deep links, back/forward or URLs a
 * cashier ever sees need no router: app:// has no address bar, and a router's URL would be a
 * second source of truth beside this one (and another dependency to keep).
 *
 * Navigation knows the screens by id only, so a feature can open another screen without
 * importing the table of views (app/screens.ts), which imports every feature.
 */
export const screenIds = [
  'sale',
  'open-payments',
  'payments',
  'review',
  'settings',
  'profiles',
  'back-office',
  'records',
] as const;

export type ScreenId = (typeof screenIds)[number];

interface NavigationState {
  screen: ScreenId;
  navigate: (screen: ScreenId) => void;
}

export const useNavigation = create<NavigationState>()((set) => ({
  screen: 'sale',
  navigate: (screen) => set({ screen }),
}));
