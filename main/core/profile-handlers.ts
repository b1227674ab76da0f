import type { profileChannels } from '../../shared/ipc/contract/profiles';
import type { AreaHandlers } from '../ipc/handler-table';
import { IpcFailure } from '../ipc/ipc-failure';
import type { RunningSimulator } from '../simulator/start-simulator';
import type { ActiveSession } from './active-session';
import type { StoreProfiles } from './store-profiles';
import { actAsTrainingCustomer } from './training-customer';

interface ProfileHandlerOptions {
  readonly profiles: StoreProfiles;
  readonly session: ActiveSession;
  /** The training simulator, whose customer a trainee plays; absent when the till has none. */
  readonly simulator: RunningSimulator | undefined;
}

/** Store profiles, the active one, and training. */
export function createProfileHandlers(
  options: ProfileHandlerOptions,
): AreaHandlers<typeof profileChannels> {
  const { profiles, session, simulator } = options;
  return {
    'profiles:list': () => profiles.list(),
    'profiles:save': ({ profile, credentials }) => profiles.save(profile, credentials),
    'profiles:replace-credentials': ({ profileId, credentials }) =>
      profiles.replaceCredentials(profileId, credentials),
    'profiles:test': ({ profileId }) => profiles.test(profileId),
    'profiles:set-sale-limits': ({ profileId, saleLimits }) =>
      profiles.setSaleLimits(profileId, saleLimits),
    'profiles:remove': async ({ profileId }) => {
      await profiles.remove(profileId);
      return null;
    },
    'profiles:select-active': ({ profileId }) => session.select(profileId),
    'profiles:get-active': () => session.profile(),

    'training:get': () => Promise.resolve({ enabled: session.training() }),
    'training:set': async ({ enabled }) => ({ enabled: await session.setTraining(enabled) }),
    'training:act-as-customer': (action) => {
      // The simulator's customer must never be reachable while a real store's sale runs.
      if (simulator === undefined || !session.training()) {
        throw new IpcFailure('TRAINING_ONLY', 'Only a training sale has a simulated customer.');
      }
      return Promise.resolve(actAsTrainingCustomer(simulator, action));
    },
  };
}
