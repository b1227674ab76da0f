import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { ProfileSummary } from '../../../shared/profiles';
import { activeStoreOf } from '../../app/active-store';
import { useShell } from '../../app/shell-store';

/*
 * The header shows the active store from the shell's store; main sends no event when the
 * active profile changes, so whatever changes it (selecting a profile, training on or off)
 * tells the shell here.
 */

export function showActiveProfile(profile: ProfileSummary): void {
  useShell.setState({ store: { status: 'active', store: activeStoreOf(profile) } });
}

/** Reads the active profile again, after a change main made (training mode switches it). */
export async function refreshActiveProfile(pos: Pick<PosApi, 'profilesGetActive'>): Promise<void> {
  const result = await pos.profilesGetActive();
  useShell.setState({
    store: result.ok
      ? { status: 'active', store: activeStoreOf(result.data) }
      : { status: 'unavailable', error: result.error },
  });
}
