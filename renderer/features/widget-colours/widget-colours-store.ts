import { createStore } from 'zustand/vanilla';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { widgetColorDefaults, type WidgetColors } from '../../../shared/service/widget';
import { checkColours, coloursOf, type ColourDraft, type ColourName } from './widget-colours-form';

/*
 * The widget colours being edited. The spec shows no read of the configuration, so the form
 * starts from the spec's defaults, and from the service's answer once saved here; it is kept
 * while the clerk visits other screens.
 */

type WidgetPos = Pick<PosApi, 'widgetUpdate'>;

interface WidgetColoursState {
  draft: ColourDraft;
  /** What the service answered to the last save from this till; null before one. */
  saved: WidgetColors | null;
  /** A save was tried, so every colour's error shows. */
  tried: boolean;
  saving: boolean;
  refusal: IpcError | null;
}

interface WidgetColoursActions {
  setColour: (name: ColourName, value: string) => void;
  resetToDefaults: () => void;
  save: () => Promise<void>;
}

export type WidgetColoursStore = WidgetColoursState & WidgetColoursActions;

export function createWidgetColoursStore(pos: WidgetPos) {
  return createStore<WidgetColoursStore>()((set, get) => ({
    draft: { ...widgetColorDefaults },
    saved: null,
    tried: false,
    saving: false,
    refusal: null,
    setColour: (name, value) => set({ draft: { ...get().draft, [name]: value }, refusal: null }),
    resetToDefaults: () => set({ draft: { ...widgetColorDefaults }, refusal: null }),
    save: async () => {
      set({ tried: true });
      const checked = checkColours(get().draft);
      if (!checked.ok || get().saving) return;
      set({ saving: true, refusal: null });
      const result = await pos.widgetUpdate({ body: { colors: checked.value } });
      if (result.ok) {
        const colors = coloursOf(result.data.colors);
        set({ saving: false, saved: colors, draft: colors, tried: false });
      } else {
        // The typed colours stay as they are, whatever the failure.
        set({ saving: false, refusal: result.error });
      }
    },
  }));
}
