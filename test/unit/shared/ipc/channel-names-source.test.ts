import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { channelNamesSource } from '../../../../shared/ipc/channel-names-source';
import { appChannels, appEvents } from '../../../../shared/ipc/contract/app';
import { backOfficeChannels, backOfficeEvents } from '../../../../shared/ipc/contract/back-office';
import { chargeChannels } from '../../../../shared/ipc/contract/charges';
import { flowChannels, flowEvents } from '../../../../shared/ipc/contract/flows';
import { journalChannels, journalEvents } from '../../../../shared/ipc/contract/journal';
import { operatorChannels } from '../../../../shared/ipc/contract/operators';
import { printingChannels } from '../../../../shared/ipc/contract/printing';
import { profileChannels } from '../../../../shared/ipc/contract/profiles';
import { recordChannels } from '../../../../shared/ipc/contract/records';
import { settingsChannels } from '../../../../shared/ipc/contract/settings';
import { eventContract, invokeContract } from '../../../../shared/ipc/ipc-contract';

describe('the preload’s channel names', () => {
  it('are what npm run generate:channels writes from the contract', async () => {
    const file = new URL('../../../../shared/ipc/channel-names.ts', import.meta.url);
    const written = await readFile(file, 'utf8');
    const generated = channelNamesSource(Object.keys(invokeContract), Object.keys(eventContract));
    expect(written, 'run npm run generate:channels').toBe(generated);
  });

  it('come from areas that each declare a channel no other area declares', () => {
    const areas = [
      appChannels,
      backOfficeChannels,
      chargeChannels,
      flowChannels,
      journalChannels,
      printingChannels,
      operatorChannels,
      profileChannels,
      recordChannels,
      settingsChannels,
    ];
    const declared = areas.flatMap((area) => Object.keys(area));
    expect(declared.length).toBe(Object.keys(invokeContract).length);
    const events = [appEvents, backOfficeEvents, flowEvents, journalEvents];
    const declaredEvents = events.flatMap((area) => Object.keys(area));
    expect(declaredEvents.length).toBe(Object.keys(eventContract).length);
  });
});
