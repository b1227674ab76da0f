import { createStore } from 'zustand/vanilla';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { ProfileTestResult } from '../../../shared/ipc/ipc-payloads';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import type { AppTokenCredentials, ProfileInput, ProfileSummary } from '../../../shared/profiles';
import type { SaleLimits } from '../../../shared/sale-limits';
import { askedOf, type Asked } from '../../asked';

/*
 * The store profiles as main lists them (facts only: no profile summary carries a secret),
 * which one is active, and each connection test's answer. Credentials pass through `save` and
 * `replaceCredentials` to main and are not kept here.
 */

type ProfilesPos = Pick<
  PosApi,
  | 'profilesList'
  | 'profilesGetActive'
  | 'profilesSave'
  | 'profilesReplaceCredentials'
  | 'profilesSetSaleLimits'
  | 'profilesRemove'
  | 'profilesSelectActive'
  | 'profilesTest'
>;

export type ConnectionTest = Asked<ProfileTestResult>;

export interface ProfilesState {
  profiles: ProfileSummary[] | null;
  /** Null while none is active (a first start) or not read yet. */
  activeId: string | null;
  /** Why the list could not be read. */
  error: IpcError | null;
  tests: Readonly<Record<string, ConnectionTest>>;
  load: () => Promise<void>;
  /** Each answers null when main did it, or why not. */
  save: (profile: ProfileInput, credentials: AppTokenCredentials) => Promise<IpcError | null>;
  replaceCredentials: (id: string, credentials: AppTokenCredentials) => Promise<IpcError | null>;
  /** Null limits go back to the currency's default. */
  setSaleLimits: (id: string, limits: SaleLimits | null) => Promise<IpcError | null>;
  remove: (id: string) => Promise<IpcError | null>;
  select: (id: string) => Promise<IpcError | null>;
  test: (id: string) => Promise<void>;
}

export function createProfilesStore(
  pos: ProfilesPos,
  /** Told when the active profile changed, so the header can show the new store. */
  onActivated: (profile: ProfileSummary) => void,
) {
  return createStore<ProfilesState>()((set, get) => {
    const replace = (summary: ProfileSummary) =>
      set({
        profiles: (get().profiles ?? []).map((p) => (p.id === summary.id ? summary : p)),
      });

    return {
      profiles: null,
      activeId: null,
      error: null,
      tests: {},

      load: async () => {
        const [listed, active] = await Promise.all([pos.profilesList(), pos.profilesGetActive()]);
        if (!listed.ok) {
          set({ error: listed.error });
          return;
        }
        // No active profile is a state of the till (NO_ACTIVE_PROFILE), not a failure to list.
        set({ profiles: listed.data, activeId: active.ok ? active.data.id : null, error: null });
      },

      save: async (profile, credentials) => {
        const saved = await pos.profilesSave({ profile, credentials });
        if (!saved.ok) return saved.error;
        set({ profiles: [...(get().profiles ?? []), saved.data] });
        return null;
      },

      replaceCredentials: async (id, credentials) => {
        const replaced = await pos.profilesReplaceCredentials({ profileId: id, credentials });
        if (!replaced.ok) return replaced.error;
        replace(replaced.data);
        // A connection test of the old credentials says nothing about the new ones.
        set({
          tests: Object.fromEntries(Object.entries(get().tests).filter(([key]) => key !== id)),
        });
        return null;
      },

      setSaleLimits: async (id, limits) => {
        const updated = await pos.profilesSetSaleLimits({ profileId: id, saleLimits: limits });
        if (!updated.ok) return updated.error;
        replace(updated.data);
        // The counter checks amounts against the active store's limits: it needs the new ones.
        if (get().activeId === id) onActivated(updated.data);
        return null;
      },

      remove: async (id) => {
        const removed = await pos.profilesRemove({ profileId: id });
        if (!removed.ok) return removed.error;
        set({ profiles: (get().profiles ?? []).filter((p) => p.id !== id) });
        return null;
      },

      select: async (id) => {
        const selected = await pos.profilesSelectActive({ profileId: id });
        if (!selected.ok) return selected.error;
        replace(selected.data);
        set({ activeId: selected.data.id });
        onActivated(selected.data);
        return null;
      },

      test: async (id) => {
        set({ tests: { ...get().tests, [id]: { state: 'asking' } } });
        const tested = await pos.profilesTest({ profileId: id });
        set({ tests: { ...get().tests, [id]: askedOf(tested, (result) => result) } });
      },
    };
  });
}
