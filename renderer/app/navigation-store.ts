import { create } from 'zustand';
import type { ScreenId } from './screens';

/*
 * Which screen is on show. A few top-level screens without deep links, back/forward or URLs a
 * cashier ever sees need no router: app:// has no address bar, and a router's URL would be a
 * second source of truth beside this one (and another dependency to keep).
 */
interface NavigationState {
  screen: ScreenId;
  navigate: (screen: ScreenId) => void;
}

export const useNavigation = create<NavigationState>()((set) => ({
  screen: 'sale',
  navigate: (screen) => set({ screen }),
}));
