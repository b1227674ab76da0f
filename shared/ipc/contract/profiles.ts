import { z } from 'zod';
import { appTokenCredentials, profileInput, profileSummary } from '../../profiles';
import { saleLimits } from '../../sale-limits';
import { uuid } from '../../service/common';
import { profileTestResult } from '../ipc-payloads';
import { trainingCustomerAction, trainingCustomerOutcome } from '../training-customer-action';
import { channel, emptyInput, nullOutput } from './channel';

const profileId = profileSummary.shape.id;
const trainingState = z.strictObject({ enabled: z.boolean() });

/**
 * Store profiles and training. A profile's secret goes in through save or
 * replace-credentials and never comes back out (STYLE.md: tokens live in main).
 */
export const profileChannels = {
  'profiles:list': channel(emptyInput, z.array(profileSummary)),
  'profiles:save': channel(
    z.strictObject({ profile: profileInput, credentials: appTokenCredentials }),
    profileSummary,
  ),
  'profiles:replace-credentials': channel(
    z.strictObject({ profileId: uuid, credentials: appTokenCredentials }),
    profileSummary,
  ),
  'profiles:test': channel(z.strictObject({ profileId }), profileTestResult),
  'profiles:remove': channel(z.strictObject({ profileId: uuid }), nullOutput),
  /** A store's sale limits; null goes back to its currency's default. Audited. */
  'profiles:set-sale-limits': channel(
    z.strictObject({ profileId: uuid, saleLimits: saleLimits.nullable() }),
    profileSummary,
  ),
  'profiles:select-active': channel(z.strictObject({ profileId }), profileSummary),
  'profiles:get-active': channel(emptyInput, profileSummary),

  'training:get': channel(emptyInput, trainingState),
  'training:set': channel(trainingState, trainingState),
  /** Training only: the trainee plays the customer of a training sale (pays, transfers, waits). */
  'training:act-as-customer': channel(trainingCustomerAction, trainingCustomerOutcome),
};
