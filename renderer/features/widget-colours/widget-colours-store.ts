import { createStore } from 'zustand/vanilla';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import { widgetColorDefaults, type WidgetColors } from '../../../shared/service/widget';
import {
  changedColours,
  checkColours,
  coloursOf,
  type ColourDraft,
  type ColourName,
} from './widget-colours-form';

/*
 * The widget colours being edited. The form opens on the colours the widget shows now, read
 * back from the service (widget:get), and follows the service's answer once saved here; what
 * the clerk typed is kept while they visit other screens, and only an untouched form is read
 * again. Until a read answers, or when it fails, the form holds the spec's defaults.
 */

type WidgetPos = Pick<PosApi, 'widgetGet' | 'widgetUpdate'>;

interface WidgetColoursState {
  draft: ColourDraft;
  /** The colours the service showed when the screen last read them; null before a read answered. */
  shown: WidgetColors | null;
  /** Why the last read failed; null when it answered or none was made. */
  readFailure: IpcError | null;
  /** The clerk changed the form since it was read or saved, so a read would overwrite it. */
  edited: boolean;
  /** What the service answered to the last save from this till; null before one. */
  saved: WidgetColors | null;
  /** A save was tried, so every colour's error shows. */
  tried: boolean;
  saving: boolean;
  /** The last save found nothing to change: the service already has every colour typed. */
  unchanged: boolean;
  refusal: IpcError | null;
}

interface WidgetColoursActions {
  /** Reads the colours in use into the form, unless the clerk is editing it. */
  open: () => Promise<void>;
  setColour: (name: ColourName, value: string) => void;
  resetToDefaults: () => void;
  save: () => Promise<void>;
}

export type WidgetColoursStore = WidgetColoursState & WidgetColoursActions;

export function createWidgetColoursStore(pos: WidgetPos) {
  return createStore<WidgetColoursStore>()((set, get) => ({
    draft: { ...widgetColorDefaults },
    shown: null,
    readFailure: null,
    edited: false,
    saved: null,
    tried: false,
    saving: false,
    unchanged: false,
    refusal: null,
    open: async () => {
      if (get().edited) return;
      const result = await pos.widgetGet({});
      // The clerk may have typed while the read was under way: their colours stay.
      if (get().edited) return;
      if (result.ok) {
        const colors = coloursOf(result.data.colors);
        set({ shown: colors, draft: colors, readFailure: null });
      } else {
        set({ readFailure: result.error });
      }
    },
    setColour: (name, value) =>
      set({
        draft: { ...get().draft, [name]: value },
        edited: true,
        refusal: null,
        unchanged: false,
      }),
    resetToDefaults: () =>
      set({ draft: { ...widgetColorDefaults }, edited: true, refusal: null, unchanged: false }),
    save: async () => {
      set({ tried: true });
      const checked = checkColours(get().draft);
      if (!checked.ok || get().saving) return;
      const changed = changedColours(checked.value, get().saved ?? get().shown);
      if (Object.keys(changed).length === 0) return set({ unchanged: true, refusal: null });
      set({ saving: true, refusal: null, unchanged: false });
      const result = await pos.widgetUpdate({ body: { colors: changed } });
      if (result.ok) {
        const colors = coloursOf(result.data.colors);
        set({ saving: false, saved: colors, draft: colors, edited: false, tried: false });
      } else {
        // The typed colours stay as they are, whatever the failure.
        set({ saving: false, refusal: result.error });
      }
    },
  }));
}
