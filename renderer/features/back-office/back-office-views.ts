import { create } from 'zustand';

/** The back office's views, in the order of their tabs and keys (F2, F3, F4). */
export const backOfficeViews = [
  { id: 'history', label: 'views.history', key: 'F2' },
  { id: 'dayClose', label: 'views.dayClose', key: 'F3' },
  { id: 'reconciliation', label: 'views.reconciliation', key: 'F4' },
] as const satisfies readonly { id: string; label: `views.${string}`; key: string }[];

export type BackOfficeView = (typeof backOfficeViews)[number]['id'];

interface BackOfficeState {
  view: BackOfficeView;
  show: (view: BackOfficeView) => void;
}

/** Which view is on show; kept across screens, so the clerk comes back where they were. */
export const useBackOfficeView = create<BackOfficeState>()((set) => ({
  view: 'history',
  show: (view) => set({ view }),
}));
