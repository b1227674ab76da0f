import { useStore } from 'zustand';
import { pos } from '../../pos';
import { showActiveProfile } from './active-profile';
import { createProfilesStore, type ProfilesState } from './profiles-store';

export const profilesStore = createProfilesStore(pos, showActiveProfile);

export function useProfiles<Selected>(selector: (state: ProfilesState) => Selected): Selected {
  return useStore(profilesStore, selector);
}
